// The site's languages. English keeps the site's first URLs; Kannada and Hindi live under their
// own prefix (/kn/..., /hi/...), each page server-rendered in its language.
export const LOCALES = ["en", "kn", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** What each language is called in itself (the switcher), its BCP 47 tag for Bengaluru, and its Open Graph form. */
export const LANGUAGES: Record<Locale, { name: string; englishName: string; tag: string; og: string }> = {
  en: { name: "English", englishName: "English", tag: "en-IN", og: "en_IN" },
  kn: { name: "ಕನ್ನಡ", englishName: "Kannada", tag: "kn-IN", og: "kn_IN" },
  hi: { name: "हिन्दी", englishName: "Hindi", tag: "hi-IN", og: "hi_IN" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a URL path: its first segment when that is a language's prefix, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/**
 * The path without its language prefix: the page's address in English. Runs of `/` and `\` are
 * one `/` (the server redirects any other form; this keeps a link built from a path on the site
 * even so: a browser reads `//host` or `/\host` as another host).
 */
export function unprefixedPath(pathname: string): string {
  const path = pathname.replace(/[\\/]+/g, "/");
  const locale = localeOfPath(path);
  if (locale === DEFAULT_LOCALE) return path;
  return path.slice(locale.length + 1) || "/";
}

/** A site path (/contact, /locations/hsr-layout?x) in `locale`: /kn/contact; English paths stay as they are. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * A page's language, from its route's optional `($lang)` segment. Anything else in that place
 * (/xx/contact, /no-such-page, /en/contact) is no page: a 404, which the root draws in English.
 */
export function localeOf(params: { lang?: string }): Locale {
  if (!isLanguagePrefix(params.lang)) throw new Response("Not Found", { status: 404 });
  return params.lang ?? DEFAULT_LOCALE;
}

/** Whether a route's `($lang)` segment is a language's prefix (or absent: English). */
export function isLanguagePrefix(lang: string | undefined): lang is Exclude<Locale, typeof DEFAULT_LOCALE> | undefined {
  return lang === undefined || (lang !== DEFAULT_LOCALE && isLocale(lang));
}
