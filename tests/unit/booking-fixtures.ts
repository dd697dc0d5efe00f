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

/** A maintenance plan the owner defines (a unique name from `prefix`), for 12 months, with nothing else covered: its id. */
export async function storePlan(
  prefix: string,
  { pricePaise, visits, coversLabour }: { pricePaise: number; visits: number; coversLabour: boolean },
): Promise<number> {
  const { addPlan } = await import("~/models/plans.server");
  const added = await addPlan({
    name: `${prefix} ${crypto.randomUUID().slice(0, 6)}`,
    price_paise: pricePaise,
    months: 12,
    visits,
    covers_labour: coversLabour ? 1 : 0,
    covered_parts: "",
    parts_discount_percent: 0,
    terms_en: "",
    terms_kn: "",
    terms_hi: "",
  });
  if (added.status !== "done") throw new Error("plan not added");
  return added.value;
}
