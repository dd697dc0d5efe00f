// Business time is India Standard Time: UTC+05:30 all year, no daylight saving.
export const BUSINESS_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC instants [start, end) of the calendar day in Bengaluru that contains `now`. */
export function istDayBounds(now: Date = new Date()): { start: string; end: string } {
  const startMs = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return { start: new Date(startMs).toISOString(), end: new Date(startMs + DAY_MS).toISOString() };
}

/** Today's date in Bengaluru as YYYY-MM-DD. */
export function istDateString(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** '2026-11-21T20:00:00.000Z' -> '22 Nov 2026, 1:30 am' (in Bengaluru). */
export function formatIstDateTime(isoUtc: string): string {
  const date = new Date(isoUtc);
  return Number.isNaN(date.getTime()) ? isoUtc : dateTimeFormat.format(date);
}
