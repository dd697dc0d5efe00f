import { Link, useLocation } from "react-router";

import { useT } from "~/lib/i18n/i18n";
import { LANGUAGES, localePath, LOCALES, unprefixedPath } from "~/lib/i18n/locales";

/** This page in the other languages: plain links, so they work without JavaScript (a list: the header and the menu each hold one). */
export function LanguageSwitcher({ className, linkClassName }: { className: string; linkClassName: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const path = unprefixedPath(pathname);
  return (
    <ul aria-label={t("common.languages")} className={className}>
      {LOCALES.filter((locale) => locale !== t.locale).map((locale) => (
        <li key={locale}>
          <Link to={`${localePath(locale, path)}${search}`} hrefLang={LANGUAGES[locale].tag} lang={LANGUAGES[locale].tag} className={linkClassName}>
            {LANGUAGES[locale].name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
