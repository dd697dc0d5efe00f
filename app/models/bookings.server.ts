// Bookings coming in: a booking or a contact message stored with its staff alerts, the slots'
// capacity and the per-phone cap. Finding them is booking-search, working them booking-triage,
// the customer's own changes customer-bookings.
import { type ExpressionBuilder, type Kysely } from "kysely";

import { DEFAULT_BRAND, EMERGENCY_SERVICE } from "~/content/booking";
import { CONTACT_DEFAULT_SERVICE, CONTACT_LOCALITY } from "~/content/contact";
import { env } from "~/env.server";
import { newBookingReference, newBookingToken } from "~/lib/booking/reference.server";
import { type BookingStatus } from "~/lib/booking/status";
import type { Locale } from "~/lib/i18n/locales";
import type { BookingInput } from "~/lib/schemas/booking";
import type { ContactInput } from "~/lib/schemas/contact";
import * as clock from "~/lib/time/clock.server";
import { queueAlert } from "~/models/alerts.server";
import { anyTimeCapacity } from "~/models/business-settings.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { bookUnderPlan } from "~/models/plan-cover.server";
import { alertQueued, customerMessageQueued } from "~/outbox/wake.server";
import { db, transaction } from "~db/db.server";
import type { Booking, BookingsTable, Database } from "~db/schema";

export type { BookingStatus };

/**
 * A booking as staff read it: every column but its two links (the customer's own, and the view
 * link staff share by an audited action) and its form's submission id (a repeat post of the same
 * id and phone is answered with the customer's link, as a double-submit is), nor the customer's
 * consent to a review request (the customer-messages outbox reads it).
 */
export type StaffBooking = Omit<Booking, "token" | "view_token" | "submission_id" | "review_consent_at">;
type StaffColumn = keyof StaffBooking & keyof BookingsTable;

/** The columns of a StaffBooking: every staff page and answer reads a booking through these, never selectAll. */
export const STAFF_BOOKING_COLUMNS = [
  "id",
  "reference",
  "name",
  "phone",
  "locality",
  "address",
  "landmark",
  "pin",
  "service",
  "brand",
  "machine_type",
  "issue",
  "visit_date",
  "time_slot",
  "status",
  "urgent",
  "technician_id",
  "blocked",
  "held",
  "created_at",
  "language",
  "discount_paise",
  "bill_issued_at",
  "bill_gstin",
  "bill_gst_percent",
  "bill_prices_include_gst",
  "bill_customer_gstin",
  "bill_customer_name",
  "bill_customer_address",
  "customer_plan_id",
  "messages_off_at",
  "erased_at",
  "erased_by",
] as const satisfies readonly StaffColumn[];
// A column added to bookings must be named above (or kept from staff on purpose): the type check says so.
const everyStaffColumn: Exclude<StaffColumn, (typeof STAFF_BOOKING_COLUMNS)[number]> extends never ? true : false = true;
void everyStaffColumn;

/** A booking counts towards its slot's capacity and its phone's cap while it is open. */
export const OPEN_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

/** What createBooking needs: the form's values (the booking schema's output, or a contact message). */
export type NewBooking = Omit<BookingInput, "visitDate"> & { visitDate?: string | null; language?: Locale };

/** What the customer is told: the booking stored (its reference and page), or why not. */
export type BookingOutcome = { status: "stored"; id: number; reference: string; token: string } | { status: "slot-full" } | { status: "id-taken" };

/** How many open bookings one phone may have. */
const openBookingsPerPhone = () => env().OPEN_BOOKINGS_PER_PHONE;

/**
 * Stores a booking request with its staff alerts (app/models/alerts.server.ts), in one
 * transaction, then nudges the alert-delivery job. In that transaction, so that two customers cannot
 * take the last place at once: a booking for a day whose slot is full is refused. A fourth open
 * booking for one phone number is stored held: flagged for staff to check by a call, since anyone
 * can type a stranger's number and the number's owner must still get through (a contact message,
 * which has no visit day, counts for neither). A booking from a number on the staff's blocklist is stored apart (blocked: out of
 * the list, the counts and the alerts) and answered like any other, so a prankster learns
 * nothing. A second submission with the same submission id and phone (a double click, a
 * resubmitted POST) stores nothing more, alerts nobody again, and answers with the first booking;
 * the same id with another phone is not the same visitor's, and gets nothing of the first booking
 * ("id-taken": the form is to be reloaded).
 */
export async function createBooking(input: NewBooking, openLimit = openBookingsPerPhone()): Promise<BookingOutcome> {
  const outcome = await transaction(async (trx): Promise<BookingOutcome & { queued?: boolean }> => {
    const earlier = await trx
      .selectFrom("bookings")
      .select(["id", "reference", "token", "phone"])
      .where("submission_id", "=", input.submissionId)
      .executeTakeFirst();
    if (earlier)
      return earlier.phone === input.phone ? { status: "stored", id: earlier.id, reference: earlier.reference, token: earlier.token } : { status: "id-taken" };
    const blocked = Boolean(await trx.selectFrom("blocked_phones").select("id").where("phone", "=", input.phone).executeTakeFirst());
    const held = !blocked && Boolean(input.visitDate) && (await openBookingsOf(trx, input.phone)).length >= openLimit;
    if (!blocked && input.visitDate && (await slotIsFull(trx, input.visitDate, input.timeSlot ?? ""))) return { status: "slot-full" };
    const booking = await insertBooking(trx, input, { blocked, held });
    if (!blocked) await queueAlert(trx, { kind: "booking", bookingId: booking.id });
    // The customer hears it was received (WhatsApp, when the channel is on): a booking, not a contact message.
    if (!blocked && input.visitDate) await queueCustomerMessage(trx, booking.id, "booking-received");
    // Booked from a maintenance plan's own page (its link is the proof, never the phone): under that plan, taking up its next visit.
    if (!blocked && input.visitDate && input.plan) await bookUnderPlan(trx, booking.id, input.plan, clock.now());
    return { status: "stored", ...booking, queued: !blocked };
  });
  if (outcome.status !== "stored") return outcome;
  const { queued, ...stored } = outcome;
  if (queued) {
    alertQueued();
    customerMessageQueued();
  }
  return stored;
}

/** A phone's open bookings (not contact messages, not blocked ones). */
function openBookingsOf(trx: Kysely<Database>, phone: string) {
  return trx
    .selectFrom("bookings")
    .select(["id"])
    .where("phone", "=", phone)
    .where("status", "in", OPEN_STATUSES)
    .where("visit_date", "is not", null)
    .where("blocked", "=", 0)
    .execute();
}

/** A booking held "Any time": no slot, or a slot since removed (the day board counts it there too). */
function heldAnyTime(eb: ExpressionBuilder<Database, "bookings">) {
  return eb.or([eb("bookings.time_slot", "=", ""), eb("bookings.time_slot", "not in", eb.selectFrom("time_slots").select("time_slots.value"))]);
}

/** Whether a slot ("" for "Any time") with a capacity has as many open bookings on that day as it takes. */
export async function slotIsFull(trx: Kysely<Database>, visitDate: string, timeSlot: string, exceptId?: number): Promise<boolean> {
  if (timeSlot === "") {
    const capacity = await anyTimeCapacity(trx);
    if (capacity === null) return false;
    const taken = await trx
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("visit_date", "=", visitDate)
      .where(heldAnyTime)
      .where("status", "in", OPEN_STATUSES)
      .where("blocked", "=", 0)
      .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId!))
      .executeTakeFirstOrThrow();
    return Number(taken.n) >= capacity;
  }
  const row = await trx
    .selectFrom("time_slots")
    .select((eb) => [
      "capacity",
      eb
        .selectFrom("bookings")
        .select(eb.fn.countAll<number>().as("n"))
        .where("visit_date", "=", visitDate)
        .where("time_slot", "=", timeSlot)
        .where("status", "in", OPEN_STATUSES)
        .where("blocked", "=", 0)
        .$if(exceptId !== undefined, (q) => q.where("id", "!=", exceptId!))
        .as("taken"),
    ])
    .where("value", "=", timeSlot)
    .executeTakeFirst();
  return Boolean(row?.capacity && Number(row.taken) >= row.capacity);
}

/** Which slots ("" for "Any time") are full on each of `days`: the booking form shows them as full. */
export async function fullSlotsByDay(days: readonly string[]): Promise<Record<string, string[]>> {
  const [rows, anyTime] = await Promise.all([slotsTaken(days), anyTimeTaken(days)]);
  const full: Record<string, string[]> = {};
  for (const row of [...rows, ...anyTime]) {
    if (row.day && row.capacity && Number(row.taken) >= row.capacity) (full[row.day] ??= []).push(row.slot);
  }
  return full;
}

/** "Any time"'s open bookings on each of `days`, with its capacity (none when it has no limit). */
async function anyTimeTaken(days: readonly string[]) {
  const capacity = await anyTimeCapacity();
  if (capacity === null) return [];
  const rows = await db
    .selectFrom("bookings")
    .select(["bookings.visit_date as day", (eb) => eb.fn.countAll<number>().as("taken")])
    .where("bookings.visit_date", "in", days)
    .where(heldAnyTime)
    .where("bookings.status", "in", OPEN_STATUSES)
    .where("bookings.blocked", "=", 0)
    .groupBy("bookings.visit_date")
    .execute();
  return rows.map((row) => ({ ...row, slot: "", capacity }));
}

function slotsTaken(days: readonly string[]) {
  return db
    .selectFrom("bookings")
    .innerJoin("time_slots", "time_slots.value", "bookings.time_slot")
    .select(["bookings.visit_date as day", "bookings.time_slot as slot", "time_slots.capacity", (eb) => eb.fn.countAll<number>().as("taken")])
    .where("bookings.visit_date", "in", days)
    .where("bookings.status", "in", OPEN_STATUSES)
    .where("bookings.blocked", "=", 0)
    .where("time_slots.capacity", "is not", null)
    .groupBy(["bookings.visit_date", "bookings.time_slot"])
    .execute();
}

/** Inserts the row with a new reference (another one on the rare clash with an existing one). */
async function insertBooking(trx: Kysely<Database>, input: NewBooking, { blocked, held }: { blocked: boolean; held: boolean }) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await trx
        .insertInto("bookings")
        .values({
          submission_id: input.submissionId,
          reference: newBookingReference(),
          token: newBookingToken(),
          view_token: newBookingToken(),
          name: input.name,
          phone: input.phone,
          locality: input.locality,
          address: input.address ?? "",
          landmark: input.landmark ?? "",
          pin: input.pin ?? "",
          service: input.service,
          brand: input.brand,
          machine_type: input.machineType ?? "",
          issue: input.issue ?? "",
          visit_date: input.visitDate ?? null,
          time_slot: input.timeSlot ?? "",
          urgent: input.service === EMERGENCY_SERVICE ? 1 : 0,
          blocked: blocked ? 1 : 0,
          held: held ? 1 : 0,
          language: input.language,
        })
        .returning(["id", "reference", "token"])
        .executeTakeFirstOrThrow();
    } catch (error) {
      const clash = String((error as Error).message).includes("bookings.reference");
      if (!clash || attempt >= 5) throw error;
    }
  }
}

/** The issue text of a contact-form booking: the e-mail address and the message together. */
export function contactIssueText({ email, message }: Pick<ContactInput, "email" | "message">): string {
  return `E-mail: ${email || "not given"}\n\nMessage: ${message}`;
}

/**
 * Stores a contact-form message as a booking request: locality
 * 'Contact Form', the subject as the service, and the e-mail with the message as the issue.
 */
export async function createContactMessage(input: ContactInput & { language?: Locale }): Promise<BookingOutcome> {
  return createBooking({
    submissionId: input.submissionId,
    name: input.name,
    phone: input.phone,
    locality: CONTACT_LOCALITY,
    service: input.subject || CONTACT_DEFAULT_SERVICE,
    brand: DEFAULT_BRAND,
    issue: contactIssueText(input),
    timeSlot: undefined,
    visitDate: null,
    language: input.language,
  });
}

export async function getBooking(id: number): Promise<StaffBooking | undefined> {
  return db.selectFrom("bookings").select(STAFF_BOOKING_COLUMNS).where("id", "=", id).executeTakeFirst();
}
