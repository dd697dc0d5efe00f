import type { AppLoadContext } from "react-router";

import { business, OPENING_HOURS } from "~/content/business";
import type { CatalogPage } from "~/content/page-blocks";
import { env } from "~/env.server";
import { type Locale, localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";

export type JsonLd = Record<string, unknown>;

declare module "react-router" {
  interface AppLoadContext {
    /** The page's schema.org data: its loaders add to it, entry.server writes it into the <head>. */
    structuredData?: JsonLd[];
  }
}

/**
 * Adds to the page's structured data (schema.org JSON-LD). It is for crawlers, which read the
 * HTML: the loaders build it on the server and entry.server writes it into the page, so the
 * browser's JavaScript never carries it. `build` gets the site's absolute URL for its links.
 */
export function addStructuredData(context: AppLoadContext, build: (siteUrl: string) => JsonLd[]): void {
  context.structuredData?.push(...build(env().SITE_URL));
}

/** The page's structured data as the text of one <script type="application/ld+json"> (a @graph), or "" for none. */
export function structuredDataText(items: readonly JsonLd[] = []): string {
  if (items.length === 0) return "";
  // "<" escaped: no text of ours can close the script.
  return JSON.stringify({ "@context": "https://schema.org", "@graph": items }).replace(/</g, "\\u003c");
}

/** The business as schema.org LocalBusiness, with address, phone, hours and rating. */
export function localBusinessJsonLd(siteUrl: string): JsonLd {
  return {
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

/** schema.org BreadcrumbList in the page's language: Home first, then each level down to the page. */
export function breadcrumbJsonLd(siteUrl: string, locale: Locale, trail: readonly Crumb[]): JsonLd {
  const items = [{ name: serverTranslator(locale)("common.home"), path: "/" }, ...trail];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${localePath(locale, item.path)}`,
    })),
  };
}

/** schema.org FAQPage from question and answer pairs. */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** schema.org Service offered by the business in Bengaluru, linked to its LocalBusiness node. */
export function serviceJsonLd(siteUrl: string, page: Pick<CatalogPage, "name" | "description" | "booking">, url: string): JsonLd {
  return {
    "@type": "Service",
    name: page.name,
    serviceType: page.booking.service,
    description: page.description,
    url,
    provider: { "@type": "LocalBusiness", "@id": `${siteUrl}/#business`, name: business.name, telephone: business.phone },
    areaServed: { "@type": "City", name: "Bengaluru" },
    ...(page.booking.brand ? { brand: { "@type": "Brand", name: page.booking.brand } } : {}),
  };
}
