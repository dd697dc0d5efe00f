// A booking as the booking form would send it, stored through the real model (createBooking, with
// its alerts queued): the one way tests make a booking they need for something else. Unit tests
// (tests/unit/booking-fixtures.ts) and end-to-end tests (tests/e2e/fixtures.ts `booking`) share it.
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
