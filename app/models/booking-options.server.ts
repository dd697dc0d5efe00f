import { TIME_SLOTS, type TimeSlot } from "~/content/booking";

export type BookingOptions = { timeSlots: readonly TimeSlot[] };

/** What the booking form offers. */
export async function getBookingOptions(): Promise<BookingOptions> {
  return { timeSlots: TIME_SLOTS };
}
