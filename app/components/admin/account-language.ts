// The signed-in account's language on an admin page (the admin shell's data, routes/admin.tsx): the
// page's own language (useT().locale) is the address's, English under /admin.
import { useRouteLoaderData } from "react-router";

import { DEFAULT_LOCALE, isLocale, LANGUAGES, type Locale } from "~/lib/i18n/locales";

function useAccountLanguage(): Locale {
  const language = useRouteLoaderData<{ admin?: { language?: unknown } }>("routes/admin")?.admin?.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The account's language's BCP 47 tag, for its dates and money (en-IN, kn-IN, hi-IN). */
export function useLanguageTag(): string {
  return LANGUAGES[useAccountLanguage()].tag;
}
