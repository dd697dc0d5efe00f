// The customer's side of a booking: its page (found by its private token), and the cancel and
// reschedule the customer may do there until the cancellation line.
import { type Kysely } from "kysely";

import { beforeCancellationLine } from "~/lib/booking/office-hours";
import { isBookingToken, newBookingToken } from "~/lib/booking/reference.server";
import { done, type Outcome, refused } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { formatVisitDay, istDateString } from "~/lib/time/ist";
import { queueAlert } from "~/models/alerts.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { CUSTOMER, recordStatus } from "~/models/booking-triage.server";
import { OPEN_STATUSES, slotIsFull } from "~/models/bookings.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { alertQueued } from "~/outbox/wake.server";
import { db, transaction } from "~db/db.server";
import type { Booking, Database } from "~db/schema";

/**
 * What a link opens: the customer's own ("full": their page, the data, every change) or the view
 * link staff share ("view": the booking, the bill and the UPI payment; nothing it can change).
 */
type LinkAccess = "full" | "view";

/** A booking as its link shows it, with its slot and what the link may do. Undefined for any other token. */
export async function findBookingByToken(token: string | undefined) {
  if (!isBookingToken(token)) return undefined;
  const booking = await db
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
      "bookings.review_consent_at",
      "bookings.phone",
      "bookings.machine_type",
      "time_slots.label as slotLabel",
      "time_slots.starts_at as slotStartsAt",
      "technicians.name as technicianName",
      "technicians.name_kn as technicianNameKn",
      "technicians.name_hi as technicianNameHi",
    ])
    .where((eb) => eb.or([eb("bookings.token", "=", token), eb("bookings.view_token", "=", token)]))
    .executeTakeFirst();
  if (!booking) return undefined;
  // The link the page builds its own links from is the one asked for: a view link never learns the customer's own.
  const { token: own, ...found } = booking;
  return { ...found, token, access: (own === token ? "full" : "view") satisfies LinkAccess as LinkAccess };
}

/**
 * The customer corrects their name and where the technician comes, until the visit: while the
 * booking is open, not erased, and its day has not passed (later than the 2-hour line for a move:
 * a better address helps the technician on his way). Kept in the booking's notes for staff.
 */
export async function correctDetailsByCustomer(
  token: string,
  details: { name: string; address?: string; landmark?: string; pin?: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<CustomerChangeOutcome | undefined> {
  if (!isBookingToken(token)) return undefined;
  return transaction(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["id", "reference", "status", "visit_date", "erased_at"])
      .where("token", "=", token)
      .executeTakeFirst();
    if (!booking) return undefined;
    if (!mayCorrectDetails(booking, now)) return refused("bookingClosed");
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
    // The trail names the fields, never their values (an erasure must leave nothing of them).
    await recordAudit(
      actor,
      { action: "booking-corrected", detail: `Booking ${booking.reference}: name and address corrected by the customer`, bookingId: booking.id },
      trx,
      now,
    );
    return done();
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
export type CustomerChangeOutcome = Outcome<undefined, "timeSlot">;

/** How often a customer may move one visit in 24 hours: enough for a change of plan, not a flood of staff alerts. */
const CUSTOMER_MOVES_PER_DAY = 3;

/**
 * The customer cancels on the booking's page: free up to 2 hours before the visit (the refund
 * policy), and only while the booking is open. Recorded in the history with the customer as
 * the actor, and staff are alerted.
 */
export async function cancelBookingByCustomer(token: string, actor: Actor, now: Date = clock.now()): Promise<CustomerChangeOutcome | undefined> {
  return changeByCustomer(token, now, async (trx, booking) => {
    await recordStatus(trx, booking.id, booking.status, "cancelled", CUSTOMER);
    await queueAlert(trx, { kind: "cancelled", bookingId: booking.id }, now);
    await recordAudit(
      actor,
      { action: "status-changed", detail: `Booking ${booking.reference}: ${booking.status} → cancelled by the customer`, bookingId: booking.id },
      trx,
      now,
    );
    return done();
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
  actor: Actor,
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
    if (Number(moves.n) >= CUSTOMER_MOVES_PER_DAY) return refused("tooManyChanges");
    const timeSlot = visit.timeSlot ?? "";
    if (await slotIsFull(trx, visit.visitDate, timeSlot, booking.id))
      return refused("slotFull", { field: "timeSlot", values: { day: { instant: `${visit.visitDate}T06:30:00.000Z` } } });
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
    // The customer's own word that it is moved (each move is its own message).
    await queueCustomerMessage(trx, booking.id, "moved", { now, occasion: `${visit.visitDate} ${timeSlot} ${now.toISOString()}` });
    await recordAudit(
      actor,
      {
        action: "visit-moved",
        detail: `Booking ${booking.reference}: moved to ${visit.visitDate} ${timeSlot || "any time"} by the customer`,
        bookingId: booking.id,
      },
      trx,
      now,
    );
    return done();
  });
}

/** A customer's change in one transaction, after the checks they share; undefined for an unknown token. */
async function changeByCustomer(
  token: string,
  now: Date,
  change: (trx: Kysely<Database>, booking: Booking & Pick<CustomerBooking, "slotLabel" | "slotStartsAt">) => Promise<CustomerChangeOutcome>,
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
    if (!(OPEN_STATUSES as readonly string[]).includes(booking.status) || !booking.visit_date) return refused("bookingClosed");
    if (!customerMayChange(booking, now)) return refused("tooLate");
    return change(trx, booking);
  });
  if (outcome?.status === "done") alertQueued();
  return outcome;
}

/**
 * The customer makes a new link from their own page: the old one stops working at once (a link
 * forwarded or seen by someone else). Undefined for a token that is not a customer's own.
 */
export async function renewCustomerLink(token: string, actor: Actor, now: Date = clock.now()): Promise<string | undefined> {
  if (!isBookingToken(token)) return undefined;
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["id", "reference"]).where("token", "=", token).executeTakeFirst();
    if (!booking) return undefined;
    const renewed = newBookingToken();
    await trx.updateTable("bookings").set({ token: renewed }).where("id", "=", booking.id).execute();
    await recordAudit(
      actor,
      { action: "customer-link-renewed", detail: `Booking ${booking.reference}: a new link made on the booking's page`, bookingId: booking.id },
      trx,
      now,
    );
    return renewed;
  });
}

/**
 * Staff reissue the customer's link after a call (a lost phone, a link seen by someone else): the
 * old link stops working and the new one is seen by nobody on the staff; it reaches the customer
 * through a message channel (docs/privacy.md). False for an erased or unknown booking.
 */
export async function reissueCustomerLink(bookingId: number, actor: Actor, now: Date = clock.now()): Promise<boolean> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference"]).where("id", "=", bookingId).where("erased_at", "is", null).executeTakeFirst();
    if (!booking) return false;
    // Both links: the customer's own, and the view link staff may have shared where it was seen.
    await trx.updateTable("bookings").set({ token: newBookingToken(), view_token: newBookingToken() }).where("id", "=", bookingId).execute();
    await recordAudit(
      actor,
      { action: "customer-link-reissued", detail: `Booking ${booking.reference}: the customer's link and the view link reissued after a call`, bookingId },
      trx,
      now,
    );
    return true;
  });
}

/**
 * The view link of a booking, for staff to send the customer (the WhatsApp text): the one way a
 * staff member comes to hold a link, recorded in the audit trail. Undefined for an erased booking.
 */
export async function shareViewLink(bookingId: number, actor: Actor, now: Date = clock.now()): Promise<string | undefined> {
  return transaction(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["reference", "view_token"])
      .where("id", "=", bookingId)
      .where("erased_at", "is", null)
      .executeTakeFirst();
    if (!booking) return undefined;
    await recordAudit(actor, { action: "booking-link-shared", detail: `Booking ${booking.reference}: the view link shared on WhatsApp`, bookingId }, trx, now);
    return booking.view_token;
  });
}

/**
 * The view link of a booking for staff to open its invoice (to print it for the customer): an
 * audited action too, since the link is then in staff's hands. Undefined for an unknown booking.
 */
export async function openInvoiceLink(bookingId: number, actor: Actor, now: Date = clock.now()): Promise<string | undefined> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "view_token"]).where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return undefined;
    await recordAudit(
      actor,
      { action: "booking-link-shared", detail: `Booking ${booking.reference}: the view link opened for the invoice`, bookingId },
      trx,
      now,
    );
    return booking.view_token;
  });
}
