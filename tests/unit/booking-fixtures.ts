// Bookings for unit tests: what the booking form would send, stored through the real model, and
// rows written straight into the table for tests that need set dates.
import { newBookingReference, newBookingToken } from "~/lib/booking/reference.server";
import { createBooking, type NewBooking } from "~/models/bookings.server";

export function bookingInput(overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    submissionId: crypto.randomUUID(),
    name: "Ravi Kumar",
    phone: "+919845012345",
    locality: "Jayanagar",
    service: "General Repair",
    brand: "Not specified",
    issue: undefined,
    visitDate: "2026-11-24",
    timeSlot: undefined,
    ...overrides,
  };
}

/** Stores a booking through createBooking and answers its id; fails the test if it was refused. */
export async function storeBooking(overrides: Partial<NewBooking> = {}, openLimit = 100): Promise<number> {
  const outcome = await createBooking(bookingInput(overrides), openLimit);
  if (outcome.status !== "stored") throw new Error(`The booking was refused: ${outcome.status}`);
  return outcome.id;
}

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
