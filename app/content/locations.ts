// The sixteen area pages (/locations/{slug}), also the cards of /view-all-areas. Their page
// content lives in location-pages.ts, which only loaders import.
export type Location = {
  slug: string;
  name: string;
  /** Marked Popular on /view-all-areas. */
  popular?: boolean;
};

export const LOCATIONS: readonly Location[] = [
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

export function locationPath(location: Pick<Location, "slug">): string {
  return `/locations/${location.slug}`;
}

export function findLocation(slug: string | undefined): Location | undefined {
  return LOCATIONS.find((location) => location.slug === slug);
}

/** The page of a nearby area, when it has one. */
export function locationNamed(name: string): Location | undefined {
  return LOCATIONS.find((location) => location.name === name);
}
