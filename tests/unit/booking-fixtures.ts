// Bookings for unit tests: what the booking form would send, stored through the real model
// (tests/shared/bookings.ts, shared with the end-to-end tests), and rows written straight into the
// table for tests that need set dates.
import { newBookingReference, newBookingToken } from "~/lib/booking/reference.server";

export { bookingInput, storeBooking } from "../shared/bookings";

/** The columns a row needs beyond the test's own: a unique submission id, reference, token and view link. */
export function rowKeys(): { submission_id: string; reference: string; token: string; view_token: string } {
  return { submission_id: crypto.randomUUID(), reference: newBookingReference(), token: newBookingToken(), view_token: newBookingToken() };
}

/**
 * rowKeys for a database migrated to a version before 0025, which has no view link yet: typed as
 * today's row, since those tests write through today's typed Kysely.
 */
export function rowKeysBefore0025() {
  return { submission_id: crypto.randomUUID(), reference: newBookingReference(), token: newBookingToken() } as ReturnType<typeof rowKeys>;
}
