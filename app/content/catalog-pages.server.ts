import type { CatalogPage } from "~/content/page-blocks";

/**
 * The loader data of a brand, service or machine page: the registry entry with this slug and its
 * page copy, or a real 404 when either is missing.
 */
export function loadCatalogPage<Entry extends { slug: string }>(
  entries: readonly Entry[],
  pages: Readonly<Record<string, CatalogPage>>,
  slug: string | undefined,
  pathOf: (entry: Entry) => string,
  /** Logged when there is no such page, as the catch-all route logs unknown paths. */
  requestPath: string,
): { page: CatalogPage; path: string } {
  const entry = entries.find((candidate) => candidate.slug === slug);
  const page = entry ? pages[entry.slug] : undefined;
  if (!entry || !page) {
    console.warn(`404 Not Found: ${requestPath}`);
    throw new Response("Not Found", { status: 404 });
  }
  return { page, path: pathOf(entry) };
}
