// The sixteen area pages (/locations/{slug}), also the cards of /view-all-areas. Their page
// content lives in location-pages.ts, which only loaders import.
export type Area = {
  slug: string;
  name: string;
  /** Marked Popular on /view-all-areas. */
  popular?: boolean;
};

export const AREAS: readonly Area[] = [
  { slug: "indiranagar", name: "Indiranagar", popular: true },
  { slug: "koramangala", name: "Koramangala", popular: true },
  { slug: "whitefield", name: "Whitefield", popular: true },
  { slug: "hsr-layout", name: "HSR Layout" },
  { slug: "jp-nagar", name: "JP Nagar" },
  { slug: "electronic-city", name: "Electronic City" },
  { slug: "marathahalli", name: "Marathahalli" },
  { slug: "btm-layout", name: "BTM Layout" },
  { slug: "jayanagar", name: "Jayanagar" },
  { slug: "banashankari", name: "Banashankari" },
  { slug: "sarjapur-road", name: "Sarjapur Road" },
  { slug: "rajajinagar", name: "Rajajinagar" },
  { slug: "malleshwaram", name: "Malleshwaram" },
  { slug: "vijayanagar", name: "Vijayanagar" },
  { slug: "rt-nagar", name: "RT Nagar" },
  { slug: "hebbal", name: "Hebbal" },
];

export function areaPath(location: Pick<Area, "slug">): string {
  return `/locations/${location.slug}`;
}

export function findArea(slug: string | undefined): Area | undefined {
  return AREAS.find((location) => location.slug === slug);
}

/** The page of a nearby area, when it has one. */
export function areaNamed(name: string): Area | undefined {
  return AREAS.find((location) => location.name === name);
}
