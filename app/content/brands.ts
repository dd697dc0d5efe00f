// The brands we repair. Each entry is one brand page (/brands/{slug}-repair) and one card in
// the home page's brand grid. Page-specific sections are optional fields the template renders
// when present.
export type Brand = {
  slug: string;
  name: string;
  /** The grid card shows the first two. */
  specialties: readonly string[];
  /** One line for cards and menus. */
  summary: string;
};

export const BRANDS: readonly Brand[] = [
  { slug: "lg", name: "LG", specialties: ["Direct Drive motors", "Inverter front loaders", "TurboWash models"], summary: "Front load, top load and semi-automatic LG machines, including Direct Drive faults." },
  { slug: "samsung", name: "Samsung", specialties: ["EcoBubble front loaders", "Digital Inverter motors", "Error code diagnosis"], summary: "Samsung EcoBubble and Digital Inverter machines, error codes cleared at home." },
  { slug: "ifb", name: "IFB", specialties: ["Front load specialists", "Drum and bearing work", "Aqua Energy models"], summary: "IFB front loaders: drum, bearing, door and control board repairs." },
  { slug: "bosch", name: "Bosch", specialties: ["Serie 4 and Serie 6", "EcoSilence motors", "Door lock repair"], summary: "Bosch Serie 4 and Serie 6 front loaders, EcoSilence motor faults." },
  { slug: "whirlpool", name: "Whirlpool", specialties: ["6th Sense top loaders", "Stainwash models", "Gearbox repair"], summary: "Whirlpool top loaders and semi-automatics, gearbox and pulsator repairs." },
  { slug: "haier", name: "Haier", specialties: ["Direct Motion models", "Top load repair", "Drain pump service"], summary: "Haier top and front loaders, drain pumps and Direct Motion motors." },
  { slug: "godrej", name: "Godrej", specialties: ["Eon top loaders", "Semi-automatic models", "Spin motor repair"], summary: "Godrej Eon top loaders and semi-automatics, motors and timers." },
  { slug: "voltas", name: "Voltas", specialties: ["Voltas Beko front loaders", "Semi-automatic models", "Quick 24-hour repairs"], summary: "Voltas Beko front and top loaders, most repairs finished within 24 hours." },
  { slug: "panasonic", name: "Panasonic", specialties: ["StainMaster models", "Active Foam technology", "Inverter motors"], summary: "Panasonic top and front loaders, StainMaster and inverter motor repairs." },
  { slug: "siemens", name: "Siemens", specialties: ["iQ front loaders", "Error codes E18, E23, E27", "iSensoric diagnosis"], summary: "Siemens iQ series front loaders, drain and leak error codes fixed." },
];

export function brandPath(brand: Pick<Brand, "slug">): string {
  return `/brands/${brand.slug}-repair`;
}
