// The brands we repair. Each entry is one brand page (/brands/{slug}-repair) and one card in
// the home page's brand grid. Page-specific sections are optional fields the template renders
// when present.
export type Brand = {
  slug: string;
  name: string;
};

export const BRANDS: readonly Brand[] = [
  { slug: "lg", name: "LG" },
  { slug: "samsung", name: "Samsung" },
  { slug: "ifb", name: "IFB" },
  { slug: "bosch", name: "Bosch" },
  { slug: "whirlpool", name: "Whirlpool" },
  { slug: "haier", name: "Haier" },
  { slug: "godrej", name: "Godrej" },
  { slug: "voltas", name: "Voltas" },
  { slug: "panasonic", name: "Panasonic" },
  { slug: "siemens", name: "Siemens" },
];

export function brandPath(brand: Pick<Brand, "slug">): string {
  return `/brands/${brand.slug}-repair`;
}
