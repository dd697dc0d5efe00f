// Business time is India Standard Time: UTC+05:30 all year, no daylight saving.
const BUSINESS_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC instants [start, end) of the calendar day in Bengaluru that contains `now`. */
export function istDayBounds(now: Date): { start: string; end: string } {
  const startMs = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return { start: new Date(startMs).toISOString(), end: new Date(startMs + DAY_MS).toISOString() };
}

/** Today's date in Bengaluru as YYYY-MM-DD. */
export function istDateString(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** '2026-11-21T20:00:00.000Z' -> '22 Nov 2026, 1:30 am' (in Bengaluru; in `language`, a BCP 47 tag). */
export function formatIstDateTime(isoUtc: string, language = "en-IN"): string {
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return isoUtc;
  if (language.startsWith("en"))
    return formatIn(language, { timeZone: BUSINESS_TIME_ZONE, day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(
      date,
    );
  // Day first as India writes it, and the time with the part of the day in words ('28 ನವೆಂ 2026, 11:00 ಬೆಳಗ್ಗೆ'), not 'AM'.
  const parts = formatIn(language, { timeZone: BUSINESS_TIME_ZONE, day: "numeric", month: "short", year: "numeric" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${formatIstTime(isoUtc, language)}`;
}

/** How long since `isoUtc`, for people: '3 days 4 hours', '2 hours 5 minutes', '12 minutes'. */
export function formatWaitingTime(isoUtc: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(isoUtc).getTime()) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0) return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0) return mins > 0 ? `${unit(hours, "hour")} ${unit(mins, "minute")}` : unit(hours, "hour");
  return unit(mins, "minute");
}

/** '2026-11-22' (a Bengaluru calendar day) -> '22 Nov' (in `language`: '22 ನವೆಂ'). */
export function formatDayShort(day: string, language = "en-IN"): string {
  return formatIn(language, { timeZone: "UTC", day: "numeric", month: "short" }).format(new Date(`${day}T00:00:00Z`));
}

/** An instant in Bengaluru as ISO 8601 writes it, to the minute: 2026-11-27 10:51 (the exports' one format). */
export function istIsoMinute(isoUtc: string): string {
  return new Date(Date.parse(isoUtc) + IST_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later (the month's last day where it is shorter: 31 Jan + 1 month is 28 or 29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Minutes since midnight in Bengaluru at `now`. */
export function istMinutesOfDay(now: Date): number {
  return Math.floor(((now.getTime() + IST_OFFSET_MS) % DAY_MS) / 60_000);
}

/** The instant of a wall-clock time ("09:00") on a day (YYYY-MM-DD) in Bengaluru. */
export function istInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - IST_OFFSET_MS);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per language and options, made once (making one costs more than using it). */
function formatIn(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/**
 * The day of an instant in Bengaluru, in `language`, day first as India writes it: '25 November
 * 2026', '25 ನವೆಂಬರ್ 2026', '25 नवंबर 2026' (ICU's Kannada puts the month first, "ನವೆಂಬರ್ 25, 2026").
 */
export function formatIstDate(isoUtc: string, language = "en-IN"): string {
  const parts = formatIn(language, { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" }).formatToParts(new Date(isoUtc));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}`;
}

/** '2026-11-24' -> 'Tue, 24 Nov' (in `language`, a BCP 47 tag: 'kn-IN' writes ಮಂಗಳ, 24 ನವೆಂ). */
export function formatVisitDay(day: string, language = "en-IN"): string {
  return formatIn(language, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" }).format(new Date(`${day}T00:00:00Z`));
}

/** A day further off, with its year: '2027-11-29' -> 'Mon, 29 Nov 2027' ('ಸೋಮ, 29 ನವೆಂ 2027'; ICU's own year pattern moves Kannada's month first). */
export function formatDayWithYear(day: string, language = "en-IN"): string {
  return `${formatVisitDay(day, language)} ${day.slice(0, 4)}`;
}

/** A visit as staff and customers read it: 'Tue, 24 Nov · Morning (9 AM - 12 PM)'; 'Any time' without a slot. */
export function formatVisit(day: string | null, slotLabel: string | null | undefined, language = "en-IN", anyTime = "Any time"): string {
  const slot = slotLabel || anyTime;
  return day ? `${formatVisitDay(day, language)} · ${slot}` : slot;
}

/**
 * The time of an instant in Bengaluru, in `language`: '10:05 am'; in Kannada and Hindi with the
 * part of the day in words ('10:05 ಬೆಳಗ್ಗೆ', 'सुबह 10:05'), as people say it, where a bare 'AM'
 * would be English in the middle of the sentence.
 */
export function formatIstTime(isoUtc: string, language = "en-IN"): string {
  const period = language.startsWith("en") ? {} : { dayPeriod: "short" as const };
  return formatIn(language, { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", ...period }).format(new Date(isoUtc));
}
