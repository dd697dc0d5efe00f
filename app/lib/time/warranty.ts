// The warranty checker's rule: a machine is in warranty when its
// purchase date is later than one year before today. Dates are calendar dates (YYYY-MM-DD)
// in Bengaluru; "today" comes from istDateString().
import { formatIstDate } from "~/lib/time/ist";

export type WarrantyStatus = "in-warranty" | "out-of-warranty" | "future-date" | "invalid-date";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date as YYYY-MM-DD, or null (2025-02-30 is null). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The same calendar day one year later; 29 February moves to 28 February. */
export function oneYearAfter(date: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  const year = parsed.year + 1;
  return isoDate(year, parsed.month, Math.min(parsed.day, daysInMonth(year, parsed.month)));
}

/** The same calendar day one year earlier; 29 February moves to 28 February. */
export function oneYearBefore(date: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  const year = parsed.year - 1;
  return isoDate(year, parsed.month, Math.min(parsed.day, daysInMonth(year, parsed.month)));
}

/** In warranty when the purchase date is later than one year before today; a future date is refused. */
export function warrantyStatus(purchaseDate: string, today: string): WarrantyStatus {
  if (!parseIsoDate(purchaseDate) || !parseIsoDate(today)) return "invalid-date";
  // ISO dates of the same width compare correctly as strings.
  if (purchaseDate > today) return "future-date";
  return purchaseDate > oneYearBefore(today) ? "in-warranty" : "out-of-warranty";
}

/** '2025-11-22' -> '22 November 2025' (in `language`, a BCP 47 tag: 'kn-IN' writes 22 ನವೆಂಬರ್ 2025). */
export function formatCalendarDate(date: string, language = "en-IN"): string {
  // Midnight UTC is the same day in Bengaluru; formatIstDate writes it day first in every language.
  return parseIsoDate(date) ? formatIstDate(`${date}T00:00:00.000Z`, language) : date;
}
