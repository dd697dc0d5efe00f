// The warranty checker's brands (SPEC.md section 5) and the four brands whose official
// service centre it links to (section 2); other brands get no link.
export const WARRANTY_BRANDS = [
  "LG",
  "Samsung",
  "IFB",
  "Bosch",
  "Whirlpool",
  "Haier",
  "Godrej",
  "Panasonic",
  "Electrolux",
  "Onida",
  "BPL",
  "Siemens",
] as const;

export type WarrantyBrand = (typeof WARRANTY_BRANDS)[number];

export const OFFICIAL_SERVICE_CENTRES: Partial<Record<WarrantyBrand, string>> = {
  LG: "https://www.lg.com/in/support/",
  Samsung: "https://www.samsung.com/in/support/",
  IFB: "https://www.ifbappliances.com/service-request",
  Bosch: "https://www.bosch-home.in/service",
};

/** The service the out-of-warranty form books (SPEC.md section 2). */
export { REPAIR_SERVICE as WARRANTY_REPAIR_SERVICE } from "~/content/booking";

export const WARRANTY_FUTURE_DATE_MESSAGE = "The purchase date cannot be in the future. Please check the date.";
