import { TIME_SLOTS, type TimeSlot } from "~/content/booking";
import { bookingConstraint, type FieldConstraints } from "~/lib/schemas/booking";

export type BookingOptions = {
  timeSlots: readonly TimeSlot[];
  /** Which booking fields are required, for the browser's required attributes. */
  constraint: FieldConstraints;
};

/** What the booking form offers. */
export async function getBookingOptions(): Promise<BookingOptions> {
  const timeSlots = TIME_SLOTS;
  return { timeSlots, constraint: bookingConstraint(timeSlots.map((slot) => slot.value)) };
}
