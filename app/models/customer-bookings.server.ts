// The customer's side of a booking: its page (found by its private token), and the cancel and
// reschedule the customer may do there until the cancellation line.
import { type Kysely } from "kysely";

import { alertQueued } from "~/alerts/queued.server";
import { db, transaction } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { beforeCancellationLine } from "~/lib/booking/office-hours";
import { isBookingToken } from "~/lib/booking/reference.server";
import * as clock from "~/lib/time/clock.server";
import { formatVisitDay, istDateString } from "~/lib/time/ist";
import { queueAlert } from "~/models/alerts.server";
import { CUSTOMER, recordStatus } from "~/models/booking-triage.server";
import { OPEN_STATUSES, slotIsFull } from "~/models/bookings.server";

/** A booking as its customer sees it on its own page, with its slot. Undefined for any other token. */
export async function findBookingByToken(token: string | undefined) {
  if (!isBookingToken(token)) return undefined;
  return db
    .selectFrom("bookings")
    .leftJoin("time_slots", "time_slots.value", "bookings.time_slot")
    .leftJoin("technicians", "technicians.id", "bookings.technician_id")
    .select([
      "bookings.id",
      "bookings.reference",
      "bookings.token",
      "bookings.name",
      "bookings.service",
      "bookings.brand",
      "bookings.locality",
      "bookings.address",
      "bookings.landmark",
      "bookings.pin",
      "bookings.issue",
      "bookings.visit_date",
      "bookings.time_slot",
      "bookings.status",
      "bookings.created_at",
      "bookings.erased_at",
      "time_slots.label as slotLabel",
      "time_slots.starts_at as slotStartsAt",
      "technicians.name as technicianName",
    ])
    .where("bookings.token", "=", token)
    .executeTakeFirst();
}

/**
 * The customer corrects their name and where the technician comes, until the visit: while the
 * booking is open, not erased, and its day has not passed (later than the 2-hour line for a move:
 * a better address helps the technician on his way). Kept in the booking's notes for staff.
 */
export async function correctDetailsByCustomer(
  token: string,
  details: { name: string; address?: string; landmark?: string; pin?: string },
  now: Date = clock.now(),
): Promise<"done" | "closed" | undefined> {
  if (!isBookingToken(token)) return undefined;
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["id", "status", "visit_date", "erased_at"]).where("token", "=", token).executeTakeFirst();
    if (!booking) return undefined;
    if (!mayCorrectDetails(booking, now)) return "closed";
    const address = { address: details.address ?? "", landmark: details.landmark ?? "", pin: details.pin ?? "" };
    await trx
      .updateTable("bookings")
      .set({ name: details.name, ...address })
      .where("id", "=", booking.id)
      .execute();
    const body = `Name and address corrected: ${details.name}; ${[address.address, address.landmark, address.pin].filter(Boolean).join(", ") || "(no address)"}`;
    await trx
      .insertInto("booking_notes")
      .values({ booking_id: booking.id, admin_id: null, admin_email: CUSTOMER.email, body, created_at: now.toISOString() })
      .execute();
    return "done";
  });
}

/** Whether the customer may still correct their name and address: an open booking, not erased, whose day has not passed. */
export function mayCorrectDetails(booking: { status: string; visit_date: string | null; erased_at: string | null }, now: Date = clock.now()): boolean {
  return (
    booking.erased_at === null &&
    booking.visit_date !== null &&
    (OPEN_STATUSES as readonly string[]).includes(booking.status) &&
    booking.visit_date >= istDateString(now)
  );
}

export type CustomerBooking = NonNullable<Awaited<ReturnType<typeof findBookingByToken>>>;

/** Whether the customer may still cancel or move the visit themselves (else they call). */
export function customerMayChange(booking: Pick<CustomerBooking, "status" | "visit_date" | "time_slot" | "slotStartsAt">, now: Date = clock.now()): boolean {
  if (!booking.visit_date || !(OPEN_STATUSES as readonly string[]).includes(booking.status)) return false;
  return beforeCancellationLine(booking.visit_date, { value: booking.time_slot, startsAt: booking.slotStartsAt }, now);
}

/**
 * Why the customer's change was not made: the booking is closed (completed, cancelled), it is too
 * late, the new slot is full, or the visit has been moved CUSTOMER_MOVES_PER_DAY times in 24 hours.
 */
export type CustomerChangeOutcome = "done" | "closed" | "too-late" | "slot-full" | "too-many-changes";

/** How often a customer may move one visit in 24 hours: enough for a change of plan, not a flood of staff alerts. */
export const CUSTOMER_MOVES_PER_DAY = 3;

/**
 * The customer cancels on the booking's page: free up to 2 hours before the visit (the refund
 * policy), and only while the booking is open. Recorded in the history with the customer as
 * the actor, and staff are alerted.
 */
export async function cancelBookingByCustomer(token: string, now: Date = clock.now()): Promise<CustomerChangeOutcome | undefined> {
  return changeByCustomer(token, now, async (trx, booking) => {
    await recordStatus(trx, booking.id, booking.status, "cancelled", CUSTOMER);
    await queueAlert(trx, { kind: "cancelled", bookingId: booking.id }, now);
    return "done";
  });
}

/**
 * The customer moves the visit to another day and slot, under the same rules as booking (the
 * schema's) and the slot's capacity. A confirmed booking goes back to pending, for staff to
 * confirm the new time; the move is written in the booking's notes, and staff are alerted.
 */
export async function rescheduleBookingByCustomer(
  token: string,
  visit: { visitDate: string; timeSlot?: string },
  now: Date = clock.now(),
): Promise<CustomerChangeOutcome | undefined> {
  return changeByCustomer(token, now, async (trx, booking) => {
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const moves = await trx
      .selectFrom("booking_notes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("booking_id", "=", booking.id)
      .where("admin_email", "=", CUSTOMER.email)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(moves.n) >= CUSTOMER_MOVES_PER_DAY) return "too-many-changes";
    const timeSlot = visit.timeSlot ?? "";
    if (timeSlot && (await slotIsFull(trx, visit.visitDate, timeSlot, booking.id))) return "slot-full";
    const slotLabel = async (value: string) =>
      value ? ((await trx.selectFrom("time_slots").select("label").where("value", "=", value).executeTakeFirst())?.label ?? value) : "Any time";
    const from = `${formatVisitDay(booking.visit_date!)}, ${await slotLabel(booking.time_slot)}`;
    const to = `${formatVisitDay(visit.visitDate)}, ${await slotLabel(timeSlot)}`;
    await trx.updateTable("bookings").set({ visit_date: visit.visitDate, time_slot: timeSlot }).where("id", "=", booking.id).execute();
    await recordStatus(trx, booking.id, booking.status, "pending", CUSTOMER);
    await trx
      .insertInto("booking_notes")
      .values({ booking_id: booking.id, admin_id: null, admin_email: CUSTOMER.email, body: `Visit moved from ${from} to ${to}`, created_at: now.toISOString() })
      .execute();
    await queueAlert(trx, { kind: "rescheduled", bookingId: booking.id }, now);
    return "done";
  });
}

/** A customer's change in one transaction, after the checks they share; undefined for an unknown token. */
async function changeByCustomer(
  token: string,
  now: Date,
  change: (trx: Kysely<Database>, booking: Omit<CustomerBooking, "technicianName">) => Promise<CustomerChangeOutcome>,
): Promise<CustomerChangeOutcome | undefined> {
  if (!isBookingToken(token)) return undefined;
  const outcome = await transaction(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .leftJoin("time_slots", "time_slots.value", "bookings.time_slot")
      .selectAll("bookings")
      .select(["time_slots.label as slotLabel", "time_slots.starts_at as slotStartsAt"])
      .where("bookings.token", "=", token)
      .executeTakeFirst();
    if (!booking) return undefined;
    if (!(OPEN_STATUSES as readonly string[]).includes(booking.status) || !booking.visit_date) return "closed";
    if (!customerMayChange(booking, now)) return "too-late";
    return change(trx, booking);
  });
  if (outcome === "done") alertQueued();
  return outcome;
}
