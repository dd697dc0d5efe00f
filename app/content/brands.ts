// The brands we repair. Each entry is one brand page (/brands/{slug}-repair) and one card in
// the home page's brand grid. Page-specific sections are optional fields the template renders
// when present.
export type Brand = {
  slug: string;
  name: string;
  /** The grid card's two specialties: model and technology names, written as the brands write them in every language. */
  specialties: readonly [string, string];
};

export const BRANDS: readonly Brand[] = [
  { slug: "lg", name: "LG", specialties: ["Direct Drive motors", "Inverter front loaders"] },
  { slug: "samsung", name: "Samsung", specialties: ["EcoBubble front loaders", "Digital Inverter motors"] },
  { slug: "ifb", name: "IFB", specialties: ["Front load specialists", "Drum and bearing work"] },
  { slug: "bosch", name: "Bosch", specialties: ["Serie 4 and Serie 6", "EcoSilence motors"] },
  { slug: "whirlpool", name: "Whirlpool", specialties: ["6th Sense top loaders", "Stainwash models"] },
  { slug: "haier", name: "Haier", specialties: ["Direct Motion models", "Top load repair"] },
  { slug: "godrej", name: "Godrej", specialties: ["Eon top loaders", "Semi-automatic models"] },
  { slug: "voltas", name: "Voltas", specialties: ["Voltas Beko front loaders", "Semi-automatic models"] },
  { slug: "panasonic", name: "Panasonic", specialties: ["StainMaster models", "Active Foam technology"] },
  { slug: "siemens", name: "Siemens", specialties: ["iQ front loaders", "Error codes E18, E23, E27"] },
];

export function brandPath(brand: Pick<Brand, "slug">): string {
  return `/brands/${brand.slug}-repair`;
}
