import { BRANDS } from "~/content/brands";

// The warranty checker's brands: every brand we repair (the home page's, from one list), and
// those of the booking form that have no page of their own. The four brands whose official
// service centre it links to (section 2) get a link; other brands get none.
const CHECKER_ONLY_BRANDS = ["Electrolux", "Onida", "BPL"] as const;

const [firstBrand = "LG", ...otherBrands] = [...BRANDS.map((brand) => brand.name), ...CHECKER_ONLY_BRANDS];
export const WARRANTY_BRANDS: readonly [string, ...string[]] = [firstBrand, ...otherBrands];

export type WarrantyBrand = string;

export const OFFICIAL_SERVICE_CENTRES: Partial<Record<WarrantyBrand, string>> = {
  LG: "https://www.lg.com/in/support/",
  Samsung: "https://www.samsung.com/in/support/",
  IFB: "https://www.ifbappliances.com/service-request",
  Bosch: "https://www.bosch-home.in/service",
};

/** The service the out-of-warranty form books */
export { REPAIR_SERVICE as WARRANTY_REPAIR_SERVICE } from "~/content/booking";
