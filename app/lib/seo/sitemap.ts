import { areaPath, AREAS } from "~/content/areas";
import { brandPath, BRANDS } from "~/content/brands";
import { PRIVACY, REFUND_POLICY, TERMS } from "~/content/legal";
import { machinePath, MACHINES } from "~/content/machines";
import { servicePath, SERVICES } from "~/content/services";
import { DEFAULT_LOCALE, LANGUAGES, type Locale, localePath, LOCALES } from "~/lib/i18n/locales";

/** Every public, indexable page, built from the registries (legal pages by their canonical path). */
export function publicPaths(): string[] {
  return [
    "/",
    ...SERVICES.map(servicePath),
    ...BRANDS.map(brandPath),
    ...AREAS.map(areaPath),
    ...MACHINES.map(machinePath),
    "/contact",
    "/check-warranty",
    "/view-all-areas",
    TERMS.path,
    PRIVACY.path,
    REFUND_POLICY.path,
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Every page in every language, each listing its alternates (hreflang, English as x-default), as
 * search engines read a multilingual site's sitemap.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[] = publicPaths()): string {
  const address = (locale: Locale, path: string) => escapeXml(`${siteUrl}${localePath(locale, path)}`);
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGES[locale].tag}" href="${address(locale, path)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(DEFAULT_LOCALE, path)}"/>`,
    ].join("");
    return LOCALES.map((locale) => `  <url><loc>${address(locale, path)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
