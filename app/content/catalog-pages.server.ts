import type { CatalogPage, PageLink, Step } from "~/content/page-blocks";

/**
 * The loader data of a brand, service or machine page: the registry entry with this slug and its
 * page copy, or undefined when either is missing (the route answers a 404).
 */
export function loadCatalogPage<Entry extends { slug: string }>(
  entries: readonly Entry[],
  pages: Readonly<Record<string, CatalogPage>>,
  slug: string | undefined,
  pathOf: (entry: Entry) => string,
): { page: CatalogPage; path: string } | undefined {
  const entry = entries.find((candidate) => candidate.slug === slug);
  const page = entry ? pages[entry.slug] : undefined;
  return entry && page ? { page, path: pathOf(entry) } : undefined;
}

/** What every brand, service and machine page says in Kannada or Hindi, around the page's name. */
export type LocalCatalogCopy = {
  description: (name: string) => string;
  badge: string;
  heading: (name: string) => string;
  intro: (name: string) => string;
  bookLabel: string;
  points: readonly string[];
  problemsTitle: string;
  problems: readonly string[];
  stepsTitle: string;
  steps: readonly Step[];
  areasTitle: string;
  warranty: string;
  ctaTitle: (name: string) => string;
  ctaText: string;
};

/**
 * A brand, service or machine page in Kannada or Hindi: written for the language around the
 * page's name (what we fix, how a visit goes, where we come), shorter than the English page; it
 * books what the English page books. `areas` are the area pages' links in the language.
 */
export function localCatalogPage(english: CatalogPage, name: string, copy: LocalCatalogCopy, areas: readonly PageLink[]): CatalogPage {
  return {
    ...english,
    seoTitle: name,
    description: copy.description(name),
    name,
    hero: { badge: copy.badge, heading: copy.heading(name), intro: copy.intro(name), bookLabel: copy.bookLabel, points: copy.points, chat: english.hero.chat },
    blocks: [
      { id: "problems", title: copy.problemsTitle, kind: "lists", lists: [{ items: copy.problems }] },
      { id: "process", title: copy.stepsTitle, muted: true, kind: "steps", steps: copy.steps },
      { id: "areas", title: copy.areasTitle, kind: "links", links: areas },
    ],
    warranty: copy.warranty,
    cta: { title: copy.ctaTitle(name), text: copy.ctaText, bookLabel: copy.bookLabel, service: english.cta.service },
  };
}
