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

/** How long since `isoUtc`, for people: '3 days 4 hours', '2 hours 5 minutes', '12 minutes'. */
export function formatWaitingTime(isoUtc: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(isoUtc).getTime()) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0) return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0) return mins > 0 ? `${unit(hours, "hour")} ${unit(mins, "minute")}` : unit(hours, "hour");
  return unit(mins, "minute");
}

const dayFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });

/** '2026-11-22' (a Bengaluru calendar day) -> '22 Nov'. */
export function formatDayShort(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
