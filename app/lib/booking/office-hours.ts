// Which days a visit can be booked for and when it starts, by the office's hours: in a module of
// its own so that only the server and the form's lazily loaded schema carry it, not every page's
// scripts.
import { OPENING_HOURS } from "~/content/business";
import { BOOKING_DAYS_AHEAD, FREE_CANCELLATION_MS, minutes, type SlotStart } from "~/lib/booking/visit";
import { addDays, istDateString, istInstant, istMinutesOfDay } from "~/lib/time/ist";

/** The office's hours on `day` (YYYY-MM-DD): Sunday has its own. */
function officeHours(day: string): { opens: string; closes: string } {
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 0 ? OPENING_HOURS.sunday : OPENING_HOURS.weekdays;
}

/**
 * The days a visit can be booked for, first to last: today while the office is open (after it
 * closes nobody can call back today, let alone visit), then the next 14 days.
 */
export function bookableDays(now: Date): string[] {
  const today = istDateString(now);
  const days = Array.from({ length: BOOKING_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
  return istMinutesOfDay(now) < minutes(officeHours(today).closes) ? days : days.slice(1);
}

/** When the visit starts: its slot's start on its day, or the office's opening that day for a slot without one. */
export function visitStart(day: string, slot: SlotStart | undefined): Date {
  return istInstant(day, slot?.startsAt ?? officeHours(day).opens);
}

/** Whether a visit may still be cancelled (or moved) by the customer: up to 2 hours before it starts. */
export function beforeCancellationLine(day: string, slot: SlotStart | undefined, now: Date): boolean {
  return now.getTime() < visitStart(day, slot).getTime() - FREE_CANCELLATION_MS;
}

/** Whether the office is open at `now` (so the callback promise holds). */
export function officeIsOpen(now: Date): boolean {
  const { opens, closes } = officeHours(istDateString(now));
  const minute = istMinutesOfDay(now);
  return minute >= minutes(opens) && minute < minutes(closes);
}
