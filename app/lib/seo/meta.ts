import type { MetaArgs, MetaDescriptor } from "react-router";

import { business } from "~/content/business";
import { metaTranslator } from "~/lib/i18n/i18n";
import { DEFAULT_LOCALE, LANGUAGES, type Locale, localePath, LOCALES } from "~/lib/i18n/locales";

export const TITLE_MAX_LENGTH = 60;
const TITLE_CUT_LENGTH = 47;

/**
 * A page's title: '{title} {location or Bangalore} - {brand}'; when that is longer than
 * 60 characters, the title and location cut to 47 characters, followed by '...'.
 */
export function buildTitle(title: string, location?: string): string {
  const place = location || "Bangalore";
  const full = `${title} ${place} - ${business.name}`;
  if (full.length <= TITLE_MAX_LENGTH) return full;
  return `${`${title} ${place}`.slice(0, TITLE_CUT_LENGTH)}...`;
}

export type PageSeo = {
  title: string;
  /** Shown after the title; defaults to Bangalore (in the page's language). */
  location?: string;
  description: string;
  keywords?: readonly string[];
  /** The canonical path, e.g. /brands/lg-repair. */
  path: string;
  /** Pages that must not be indexed (booking, thank-you, admin). */
  noindex?: boolean;
};

type RootData = { siteUrl: string; locale: Locale };

function rootData(matches: MetaArgs["matches"]): Partial<RootData> {
  return (matches.find((match) => match.id === "root")?.data as RootData | undefined) ?? {};
}

/**
 * Every public page's <head>: title by the rule above, description, keywords, absolute
 * canonical URL in the page's language with its alternates in the others (hreflang, English as
 * x-default), Open Graph, robots and the WebPage (JSON-LD) in the page's language; the page's
 * other structured data comes from its loaders (structured-data.server.ts). Remix replaces (does
 * not merge) parent meta, so each page returns the whole set from here.
 */
export function pageMeta({ matches }: Pick<MetaArgs, "matches">, page: PageSeo): MetaDescriptor[] {
  const { siteUrl = "", locale = DEFAULT_LOCALE } = rootData(matches);
  const t = metaTranslator(matches);
  const address = (language: Locale) => `${siteUrl}${localePath(language, page.path)}`;
  const url = address(locale);
  const title = buildTitle(page.title, page.location || t("common.bangalore"));
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.keywords?.length ? [{ name: "keywords", content: page.keywords.join(", ") }] : []),
    { name: "robots", content: page.noindex ? "noindex,follow" : "index,follow" },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex
      ? []
      : [
          ...LOCALES.map((language) => ({ tagName: "link", rel: "alternate", hrefLang: LANGUAGES[language].tag, href: address(language) })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: address(DEFAULT_LOCALE) },
        ]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: LANGUAGES[locale].og },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteUrl}/og-image.jpg` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: t("common.ogImageAlt", { name: business.name }) },
    { name: "twitter:card", content: "summary_large_image" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebPage",
        url,
        name: title,
        description: page.description,
        inLanguage: LANGUAGES[locale].tag,
      },
    },
  ];
}
