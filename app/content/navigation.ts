import { brandPath, BRANDS } from "~/content/brands";
import { machinePath, MACHINES } from "~/content/machines";
import type { MessageId } from "~/content/messages/en";
import { servicePath, SERVICES } from "~/content/services";

/** A link of the menus: its label is a message, drawn in the page's language. */
export type NavLink = { to: string; label: MessageId; values?: Record<string, string> };

/** The message naming a service, a machine type or an area, by its slug. */
export const serviceName = (slug: string) => `common.service.${slug}` as MessageId;
export const machineName = (slug: string) => `common.machine.${slug}` as MessageId;
/** The areas the footer lists: their names are every page's words; the others, the area pages'. */
export const FOOTER_AREA_SLUGS = ["indiranagar", "koramangala", "whitefield", "hsr-layout", "jp-nagar", "electronic-city"];
export const areaName = (slug: string) => (FOOTER_AREA_SLUGS.includes(slug) ? `common.area.${slug}` : `area.name.${slug}`) as MessageId;

// Nine brand pages are listed in the menus and footer; Godrej has a page too
// (the home grid links to it) but is not in these lists.
const MENU_BRAND_SLUGS = ["lg", "samsung", "ifb", "bosch", "whirlpool", "haier", "siemens", "panasonic", "voltas"];

export const BRAND_MENU: readonly NavLink[] = MENU_BRAND_SLUGS.map((slug) => {
  const brand = BRANDS.find((entry) => entry.slug === slug);
  if (!brand) throw new Error(`No brand ${slug}`);
  return { to: brandPath(brand), label: "common.brandRepair", values: { brand: brand.name } };
});

export const SERVICE_MENU: readonly NavLink[] = SERVICES.map((service) => ({ to: servicePath(service), label: serviceName(service.slug) }));

export const MACHINE_MENU: readonly NavLink[] = MACHINES.map((machine) => ({ to: machinePath(machine), label: machineName(machine.slug) }));

/** Header menus, desktop dropdowns and the mobile drawer alike. */
export const HEADER_MENUS = [
  { label: "common.brands", links: BRAND_MENU },
  { label: "common.services", links: SERVICE_MENU },
  { label: "common.machines", links: MACHINE_MENU },
] as const;

export const HEADER_LINKS: readonly NavLink[] = [
  { to: "/contact", label: "common.contactUs" },
  { to: "/check-warranty", label: "common.checkWarranty" },
];

export const LEGAL_LINKS: readonly NavLink[] = [
  { to: "/terms-and-conditions", label: "common.terms" },
  { to: "/privacy-policy", label: "common.privacy" },
  { to: "/refund-policy", label: "common.refund" },
];
