// When a visit can be booked, and until when it can be cancelled: the rules the booking form,
// the /book action, the customer's booking page and the admin share. Times are Bengaluru's.
import { istDateString, istMinutesOfDay } from "~/lib/time/ist";

/** How far ahead a visit can be booked: today and the next 14 days. */
export const BOOKING_DAYS_AHEAD = 14;

/** Free cancellation ends this long before the visit (the refund policy). */
export const FREE_CANCELLATION_MS = 2 * 60 * 60 * 1000;
/** The same, in hours, as the customer reads it. */
export const FREE_CANCELLATION_HOURS = FREE_CANCELLATION_MS / 3_600_000;

export type SlotStart = { value: string; startsAt: string | null };

/** "HH:MM" as minutes since midnight. */
export function minutes(time: string): number {
  const [hours, mins] = time.split(":").map(Number);
  return hours! * 60 + mins!;
}

/** A slot that has started today cannot be booked for today. */
export function slotHasStarted(slot: SlotStart | undefined, day: string, now: Date): boolean {
  return Boolean(slot?.startsAt) && day === istDateString(now) && istMinutesOfDay(now) >= minutes(slot!.startsAt!);
}
