import { BRANDS, brandPath } from "~/content/brands";
import { MACHINES, machinePath } from "~/content/machines";
import { SERVICES, servicePath } from "~/content/services";

export type NavLink = { to: string; label: string };

// Nine brand pages are listed in the menus and footer; Godrej has a page too
// (the home grid links to it) but is not in these lists.
const MENU_BRAND_SLUGS = ["lg", "samsung", "ifb", "bosch", "whirlpool", "haier", "siemens", "panasonic", "voltas"];

export const BRAND_MENU: readonly NavLink[] = MENU_BRAND_SLUGS.map((slug) => {
  const brand = BRANDS.find((entry) => entry.slug === slug);
  if (!brand) throw new Error(`No brand ${slug}`);
  return { to: brandPath(brand), label: `${brand.name} Repair` };
});

export const SERVICE_MENU: readonly NavLink[] = SERVICES.map((service) => ({ to: servicePath(service), label: service.name }));

export const MACHINE_MENU: readonly NavLink[] = MACHINES.map((machine) => ({ to: machinePath(machine), label: machine.title }));

/** Header menus, desktop dropdowns and the mobile drawer alike. */
export const HEADER_MENUS = [
  { label: "Brands", links: BRAND_MENU },
  { label: "Services", links: SERVICE_MENU },
  { label: "Machines", links: MACHINE_MENU },
] as const;

export const HEADER_LINKS: readonly NavLink[] = [
  { to: "/contact", label: "Contact Us" },
  { to: "/check-warranty", label: "Check Warranty" },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { to: "/terms-and-conditions", label: "Terms & Conditions" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/refund-policy", label: "Refund Policy" },
];
