// When a visit can be booked, and until when it can be cancelled: the rules the booking form,
// the /book action, the customer's booking page and the admin share. Times are Bengaluru's.
import { addDays, istDateString, istInstant, istMinutesOfDay } from "~/lib/time/ist";

/** How far ahead a visit can be booked: today and the next 14 days. */
export const BOOKING_DAYS_AHEAD = 14;

/** Free cancellation ends this long before the visit (SPEC.md section 9, the refund policy). */
export const FREE_CANCELLATION_MS = 2 * 60 * 60 * 1000;

/** A slot without a start ('Flexible', 'Any time') counts from the opening of the day. */
export const DAY_OPENS_AT = "08:00";

export type SlotStart = { value: string; startsAt: string | null };

/** The days a visit can be booked for, today first. */
export function bookableDays(now: Date): string[] {
  const today = istDateString(now);
  return Array.from({ length: BOOKING_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
}

function minutes(time: string): number {
  const [hours, mins] = time.split(":").map(Number);
  return hours! * 60 + mins!;
}

/** A slot that has started today cannot be booked for today. */
export function slotHasStarted(slot: SlotStart | undefined, day: string, now: Date): boolean {
  return Boolean(slot?.startsAt) && day === istDateString(now) && istMinutesOfDay(now) >= minutes(slot!.startsAt!);
}

/** When the visit starts: its slot's start on its day, or the day's opening for a slot without one. */
export function visitStart(day: string, slot: SlotStart | undefined): Date {
  return istInstant(day, slot?.startsAt ?? DAY_OPENS_AT);
}

/** Whether a visit may still be cancelled (or moved) by the customer: up to 2 hours before it starts. */
export function beforeCancellationLine(day: string, slot: SlotStart | undefined, now: Date): boolean {
  return now.getTime() < visitStart(day, slot).getTime() - FREE_CANCELLATION_MS;
}
