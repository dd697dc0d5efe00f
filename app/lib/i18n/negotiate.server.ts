// The language a signed-out visitor's browser asks for (its Accept-Language), among the site's.
import Negotiator from "negotiator";

import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES } from "~/lib/i18n/locales";

/** The language asked for by `asked` (a ?lang= or a form's field) when it is one of ours, else the browser's best among ours, else English. */
export function requestLocale(request: Request, asked?: unknown): Locale {
  if (isLocale(asked)) return asked;
  const [best] = new Negotiator({ headers: { "accept-language": request.headers.get("Accept-Language") ?? "" } }).languages([...LOCALES]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
