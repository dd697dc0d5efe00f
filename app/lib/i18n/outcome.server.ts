// An outcome's code said in the reader's language: a staff account's, or the customer's page's.
import { outcomeEn } from "~/content/messages/staff/outcome";
import { rupees } from "~/lib/billing/bill";
import { formatIndianPhone } from "~/lib/contact/phone";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import type { LineNote, RefusalCode, Said, Values } from "~/lib/outcome";
import { formatIstDate } from "~/lib/time/ist";

/** The values as the language writes them: money in its digits and currency, an instant as its date, a phone number as people write it. */
function formatted(values: Values | undefined, locale: Locale): Record<string, string | number> {
  const tag = LANGUAGES[locale].tag;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value !== "object") out[name] = value;
    else if ("paise" in value) out[name] = rupees(value.paise, tag);
    else if ("phone" in value) out[name] = formatIndianPhone(value.phone);
    else out[name] = formatIstDate(value.instant, tag);
  }
  return out;
}

/** A refusal's sentence in `locale`. */
export function refusalText(locale: Locale, refusal: { code: RefusalCode; values?: Values }): string {
  return serverTranslator(locale)(`refusal.${refusal.code}`, formatted(refusal.values, locale));
}

/** A record's text in `locale`: a refusal kept by its code (storedRefusal) said in it; any other text (a provider's words, an older row's English) as it is. */
export function storedText(locale: Locale, stored: string | null): string | null {
  if (stored === null || !stored.startsWith("refusal.") || !Object.hasOwn(outcomeEn, stored)) return stored;
  return refusalText(locale, { code: stored.slice("refusal.".length) as RefusalCode });
}

/** A bill line as `locale` says it: its own name, with its note (a plan's cover) when it has one. */
export function lineText(locale: Locale, line: { description: string; note?: LineNote | null }): string {
  if (!line.note) return line.description;
  return serverTranslator(locale)(`line.${line.note.code}`, { ...formatted(line.note.values, locale), item: line.description });
}

/** A bill's or an invoice's lines as `locale` says them (the description is the line's words; its note goes). */
export function saidLines<Line extends { description: string; note?: LineNote | null }>(locale: Locale, lines: readonly Line[]): Omit<Line, "note">[] {
  return lines.map(({ note, ...line }) => ({ ...line, description: lineText(locale, { description: line.description, note }) }));
}

/** A success's toast in `locale`. */
export function doneText(locale: Locale, done: Said): string {
  return serverTranslator(locale)(`done.${done.code}`, formatted(done.values, locale));
}

/** A staff action's toast in the account's language: its title, and a line under it. */
export function doneToast(locale: Locale, title: Said, description?: Said): { title: string; description?: string } {
  return description ? { title: doneText(locale, title), description: doneText(locale, description) } : { title: doneText(locale, title) };
}
