// The services and brands a booking may carry, so analytics and the CSV export hold only names
// the business uses: every preset a Book button of the site sends (collected here from the
// content each button is built from), plus, at run time, the admin's services (models/
// booking-options.server.ts adds them). tests/unit/booking-catalog.test.ts checks the content's
// presets are all here; tests/e2e/booking-catalog.spec.ts follows every Book button of the site.
import { DEFAULT_BRAND, DEFAULT_SERVICE, EMERGENCY_SERVICE, machineRepairService, REPAIR_SERVICE } from "~/content/booking";
import { BRAND_PAGES } from "~/content/brand-pages.server";
import { BRANDS } from "~/content/brands";
import { MACHINE_PAGES } from "~/content/machine-pages.server";
import { MACHINES } from "~/content/machines";
import { cardService, type CatalogPage } from "~/content/page-blocks";
import { SERVICE_PAGES } from "~/content/service-pages.server";
import { WARRANTY_BRANDS } from "~/content/warranty";

/** What one brand, service or machine page's Book buttons preset: the hero's, the closing one's, each card's. */
function pageServices(page: CatalogPage): string[] {
  const services = [page.booking.service, page.cta.service ?? page.booking.service];
  for (const block of page.blocks) {
    if (block.kind === "cards" && block.book) services.push(...block.cards.map((card) => cardService(block.book!, card.title)));
    if (block.kind === "issues" && block.book) services.push(...block.issues.map((issue) => cardService(block.book!, issue.title)));
    if (block.kind === "tiers" && block.book) services.push(...block.tiers.map((tier) => cardService(block.book!, tier.name)));
  }
  return services;
}

const CATALOG_PAGES = [BRAND_PAGES, SERVICE_PAGES, MACHINE_PAGES].flatMap((pages) => Object.values(pages));

/**
 * Every service a Book button presets: the header's, home page's, contact and area pages'
 * (General Repair), the area pages' emergency, the brand cards' and warranty form's (Repair
 * Service), the machine cards', and every catalog page's.
 */
export const PRESET_SERVICES: ReadonlySet<string> = new Set([
  DEFAULT_SERVICE,
  EMERGENCY_SERVICE,
  REPAIR_SERVICE,
  ...MACHINES.map(machineRepairService),
  ...CATALOG_PAGES.flatMap(pageServices),
]);

/** The brands: the brand pages' and cards', the warranty checker's, and 'Not specified'. */
export const CATALOG_BRANDS: ReadonlySet<string> = new Set([
  DEFAULT_BRAND,
  ...BRANDS.map((brand) => brand.name),
  ...WARRANTY_BRANDS,
  ...CATALOG_PAGES.flatMap((page) => (page.booking.brand ? [page.booking.brand] : [])),
]);
