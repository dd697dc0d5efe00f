// Money, dates and numbers on a staff page in the account's language (the admin shell's data:
// routes/admin.tsx sends the account's language), with the language's tag (LANGUAGES in locales.ts).
import { useRouteLoaderData } from "react-router";

import { rupees } from "~/lib/billing/bill";
import { DEFAULT_LOCALE, isLocale, LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { formatIstDate, formatIstDateTime, formatIstTime } from "~/lib/time/ist";

export type StaffFormat = {
  locale: Locale;
  tag: string;
  /** Paise as rupees: '₹1,250'. */
  money: (paise: number) => string;
  /** An instant in Bengaluru, day and time: '22 Nov 2026, 1:30 am'; '22 ನವೆಂಬರ್ 2026, 1:30 ಪೂರ್ವಾಹ್ನ'. */
  when: (isoUtc: string) => string;
  /** A count: '1,250'. */
  count: (value: number) => string;
};

/** How an account's language writes a value (the account's language from the admin shell's data; English without it). */
function staffFormat(locale: Locale): StaffFormat {
  const tag = LANGUAGES[locale].tag;
  return {
    locale,
    tag,
    money: (paise) => rupees(paise, tag),
    // English keeps the admin's short form; the other languages their own month and part of the day.
    when: (isoUtc) => (locale === DEFAULT_LOCALE ? formatIstDateTime(isoUtc) : `${formatIstDate(isoUtc, tag)}, ${formatIstTime(isoUtc, tag)}`),
    count: (value) => value.toLocaleString(tag),
  };
}

/** The account's language and its formats, for a component of an admin page. */
export function useStaffFormat(): StaffFormat {
  const shell = useRouteLoaderData("routes/admin/admin") as { admin?: { language?: unknown } } | undefined;
  const language = shell?.admin?.language;
  return staffFormat(isLocale(language) ? language : DEFAULT_LOCALE);
}
