// Links from the catalog pages to the area and brand pages, built from the registries so a
// renamed or removed page cannot leave a dead link behind (an unknown slug fails at load time).
import { areaPath, AREAS } from "~/content/areas";
import { brandPath, BRANDS } from "~/content/brands";
import type { PageLink } from "~/content/page-blocks";

function pick<Entry extends { slug: string }>(entries: readonly Entry[], slugs: readonly string[], kind: string): Entry[] {
  return slugs.map((slug) => {
    const entry = entries.find((candidate) => candidate.slug === slug);
    if (!entry) throw new Error(`Unknown ${kind} slug: ${slug}`);
    return entry;
  });
}

export function areaLinks(slugs: readonly string[]): PageLink[] {
  return pick(AREAS, slugs, "location").map((location) => ({ label: location.name, href: areaPath(location) }));
}

export function brandLinks(slugs: readonly string[]): PageLink[] {
  return pick(BRANDS, slugs, "brand").map((brand) => ({ label: brand.name, href: brandPath(brand) }));
}
