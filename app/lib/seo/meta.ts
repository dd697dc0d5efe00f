import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { business, OPENING_HOURS } from "~/content/business";
import { metaTranslator } from "~/lib/i18n/i18n";
import { DEFAULT_LOCALE, LANGUAGES, LOCALES, localePath, type Locale } from "~/lib/i18n/locales";

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

export type JsonLd = Record<string, unknown>;

export type PageSeo = {
  title: string;
  /** Shown after the title; defaults to Bangalore (in the page's language). */
  location?: string;
  description: string;
  keywords?: readonly string[];
  /** The canonical path, e.g. /brands/lg-repair. */
  path: string;
  /** Structured data; a function gets the absolute site URL to build its links with. */
  jsonLd?: readonly JsonLd[] | ((siteUrl: string) => readonly JsonLd[]);
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
 * x-default), Open Graph, robots and JSON-LD (with a WebPage in the page's language). Remix
 * replaces (does not merge) parent meta, so each page returns the whole set from here.
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
    ...[
      { "@context": "https://schema.org", "@type": "WebPage", url, name: title, description: page.description, inLanguage: LANGUAGES[locale].tag },
      ...(typeof page.jsonLd === "function" ? page.jsonLd(siteUrl) : (page.jsonLd ?? [])),
    ].map((data) => ({ "script:ld+json": data })),
  ];
}

/** The business as schema.org LocalBusiness, with address, phone, hours and rating. */
export function localBusinessJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    telephone: business.phone,
    email: business.email,
    image: `${siteUrl}/og-image.jpg`,
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    areaServed: { "@type": "City", name: "Bengaluru" },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        ...OPENING_HOURS.weekdays,
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], ...OPENING_HOURS.sunday },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      bestRating: business.rating.best,
      worstRating: business.rating.worst,
      reviewCount: business.rating.count,
    },
  };
}

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList: Home first, then each level down to the page. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): JsonLd {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

/** schema.org FAQPage from question and answer pairs. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
