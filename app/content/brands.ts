// The brands we repair. Each entry is one brand page (/brands/{slug}-repair) and one card in
// the home page's brand grid. Page-specific sections are optional fields the template renders
// when present.
export type Brand = {
  slug: string;
  name: string;
  /** One line for cards and menus. */
  summary: string;
};

export const BRANDS: readonly Brand[] = [
  {
    slug: "lg",
    name: "LG",
    summary: "Front load, top load and semi-automatic LG machines, including Direct Drive faults.",
  },
  {
    slug: "samsung",
    name: "Samsung",
    summary: "Samsung EcoBubble and Digital Inverter machines, error codes cleared at home.",
  },
  {
    slug: "ifb",
    name: "IFB",
    summary: "IFB front loaders: drum, bearing, door and control board repairs.",
  },
  {
    slug: "bosch",
    name: "Bosch",
    summary: "Bosch Serie 4 and Serie 6 front loaders, EcoSilence motor faults.",
  },
  {
    slug: "whirlpool",
    name: "Whirlpool",
    summary: "Whirlpool top loaders and semi-automatics, gearbox and pulsator repairs.",
  },
  {
    slug: "haier",
    name: "Haier",
    summary: "Haier top and front loaders, drain pumps and Direct Motion motors.",
  },
  {
    slug: "godrej",
    name: "Godrej",
    summary: "Godrej Eon top loaders and semi-automatics, motors and timers.",
  },
  {
    slug: "voltas",
    name: "Voltas",
    summary: "Voltas Beko front and top loaders, most repairs finished within 24 hours.",
  },
  {
    slug: "panasonic",
    name: "Panasonic",
    summary: "Panasonic top and front loaders, StainMaster and inverter motor repairs.",
  },
  {
    slug: "siemens",
    name: "Siemens",
    summary: "Siemens iQ series front loaders, drain and leak error codes fixed.",
  },
];

export function brandPath(brand: Pick<Brand, "slug">): string {
  return `/brands/${brand.slug}-repair`;
}
