// A brand, service or machine page in the page's language: the English page, or the one written
// for Kannada or Hindi around the page's name (content/kn/catalog.ts, content/hi/catalog.ts).
import type { AppLoadContext } from "react-router";

import { type AreaPageCopy, areaPageFor, localAreaPage, type LocalAreaPages } from "~/content/area-pages";
import { type Area, areaPath, AREAS } from "~/content/areas";
import { type LocalCatalogCopy, localCatalogPage } from "~/content/catalog-pages.server";
import { AREA_PAGES_HI } from "~/content/hi/area-pages";
import { CATALOG_HI } from "~/content/hi/catalog";
import { AREA_PAGES_KN } from "~/content/kn/area-pages";
import { CATALOG_KN } from "~/content/kn/catalog";
import { areaName } from "~/content/navigation";
import type { CatalogPage } from "~/content/page-blocks";
import type { Translate } from "~/lib/i18n/i18n";
import { type Locale, localePath } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { addStructuredData, breadcrumbJsonLd, localBusinessJsonLd, serviceJsonLd } from "~/lib/seo/structured-data.server";

// Each language's own copy of the catalog and area pages (null: the English pages are the copy).
// Record<Locale, ...>: a new language fails the type check here until it has its copy.
const LOCAL_COPY: Record<Locale, LocalCatalogCopy | null> = { en: null, kn: CATALOG_KN, hi: CATALOG_HI };
const LOCAL_AREA_PAGES: Record<Locale, LocalAreaPages | null> = { en: null, kn: AREA_PAGES_KN, hi: AREA_PAGES_HI };

/** An area page's copy in `locale` (`label` is the area's name in it). */
export function areaPageIn(locale: Locale, area: Area, label: string): AreaPageCopy {
  const local = LOCAL_AREA_PAGES[locale];
  return local ? localAreaPage(area, local, label) : areaPageFor(area);
}

/**
 * The loader data of a catalog page in `locale` (`name` says the page's name in that language),
 * and its Service and BreadcrumbList data.
 */
export function catalogPageIn<Loaded extends { page: CatalogPage; path: string }>(
  context: AppLoadContext,
  loaded: Loaded,
  locale: Locale,
  name: (t: Translate) => string,
) {
  const copy = LOCAL_COPY[locale];
  const t = serverTranslator(locale);
  const areas = () => AREAS.map((area) => ({ label: t(areaName(area.slug)), href: localePath(locale, areaPath(area)) }));
  const page = copy ? localCatalogPage(loaded.page, name(t), copy, areas()) : loaded.page;
  const { path } = loaded;
  addStructuredData(context, (siteUrl) => [
    serviceJsonLd(siteUrl, page, `${siteUrl}${localePath(locale, path)}`),
    breadcrumbJsonLd(siteUrl, locale, [{ name: page.name, path }]),
    ...(page.localBusiness ? [localBusinessJsonLd(siteUrl)] : []),
  ]);
  return { ...loaded, page, messages: messagesFor(locale, "catalog") };
}
