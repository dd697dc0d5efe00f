import * as clock from "~/lib/time/clock.server";
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Booking, BookingNote, BookingStatusChange, Database } from "~/db/schema";
import { canChangeStatus, refusedChangeMessage, staffActionsFor, type BookingStatus } from "~/lib/booking/status";
import { db } from "~/db.server";
import { DEFAULT_BRAND, EMERGENCY_SERVICE } from "~/content/booking";
import { CONTACT_DEFAULT_SERVICE, CONTACT_LOCALITY } from "~/content/contact";
import type { BookingInput } from "~/lib/schemas/booking";
import type { ContactInput } from "~/lib/schemas/contact";
import { formatVisitDay, istDateString } from "~/lib/time/ist";
import { BOOKINGS_PAGE_SIZE } from "~/lib/booking/list-params";
import { alertQueued } from "~/alerts/queued.server";
import { queueAlert } from "~/models/alerts.server";
import { isBookingToken, newBookingReference, newBookingToken, normaliseBookingReference } from "~/lib/booking/reference.server";
import { beforeCancellationLine } from "~/lib/booking/office-hours";
import { recordAudit, type AuditActor } from "~/models/audit.server";
import { env } from "~/env.server";

export type { Booking, BookingNote, BookingStatus, BookingStatusChange };

/** A booking counts towards its slot's capacity and its phone's cap while it is open. */
export const OPEN_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

/** What createBooking needs: the form's values (the booking schema's output, or a contact message). */
export type NewBooking = Omit<BookingInput, "visitDate"> & { visitDate?: string | null };

/** What the customer is told: the booking stored (its reference and page), or why not. */
export type BookingOutcome =
  | { status: "stored"; id: number; reference: string; token: string }
  | { status: "slot-full" }
  | { status: "too-many-open" }
  | { status: "id-taken" };

/** How many open bookings one phone may have. */
export const openBookingsPerPhone = () => env().OPEN_BOOKINGS_PER_PHONE;

/**
 * Stores a booking request with its staff alerts (app/models/alerts.server.ts), in one
 * transaction, then nudges the alert worker. In that transaction, so that two customers cannot
 * take the last place at once: a booking for a day whose slot is full is refused, and so is a
 * fourth open booking for one phone number (a contact message, which has no visit day, counts
 * neither). A booking from a number on the staff's blocklist is stored apart (blocked: out of
 * the list, the counts and the alerts) and answered like any other, so a prankster learns
 * nothing. A second submission with the same submission id and phone (a double click, a
 * resubmitted POST) stores nothing more, alerts nobody again, and answers with the first booking;
 * the same id with another phone is not the same visitor's, and gets nothing of the first booking
 * ("id-taken": the form is to be reloaded).
 */
export async function createBooking(input: NewBooking, openLimit = openBookingsPerPhone()): Promise<BookingOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<BookingOutcome & { queued?: boolean }> => {
    const earlier = await trx.selectFrom("bookings").select(["id", "reference", "token", "phone"]).where("submission_id", "=", input.submissionId).executeTakeFirst();
    if (earlier) return earlier.phone === input.phone ? { status: "stored", id: earlier.id, reference: earlier.reference, token: earlier.token } : { status: "id-taken" };
    const blocked = Boolean(await trx.selectFrom("blocked_phones").select("id").where("phone", "=", input.phone).executeTakeFirst());
    if (!blocked && input.visitDate) {
      const open = await openBookingsOf(trx, input.phone);
      if (open.length >= openLimit) return { status: "too-many-open" };
      if (input.timeSlot && (await slotIsFull(trx, input.visitDate, input.timeSlot))) return { status: "slot-full" };
    }
    const booking = await insertBooking(trx, input, blocked);
    if (!blocked) await queueAlert(trx, { kind: "booking", bookingId: booking.id });
    return { status: "stored", ...booking, queued: !blocked };
  });
  if (outcome.status !== "stored") return outcome;
  const { queued, ...stored } = outcome;
  if (queued) alertQueued();
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

/** Whether a slot with a capacity has as many open bookings on that day as it takes. */
async function slotIsFull(trx: Kysely<Database>, visitDate: string, timeSlot: string, exceptId?: number): Promise<boolean> {
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

/** Which slots are full on each of `days`: the booking form shows them as full. */
export async function fullSlotsByDay(days: readonly string[]): Promise<Record<string, string[]>> {
  const rows = await db
    .selectFrom("bookings")
    .innerJoin("time_slots", "time_slots.value", "bookings.time_slot")
    .select(["bookings.visit_date as day", "bookings.time_slot as slot", "time_slots.capacity", (eb) => eb.fn.countAll<number>().as("taken")])
    .where("bookings.visit_date", "in", days)
    .where("bookings.status", "in", OPEN_STATUSES)
    .where("bookings.blocked", "=", 0)
    .where("time_slots.capacity", "is not", null)
    .groupBy(["bookings.visit_date", "bookings.time_slot"])
    .execute();
  const full: Record<string, string[]> = {};
  for (const row of rows) {
    if (row.day && row.capacity && Number(row.taken) >= row.capacity) (full[row.day] ??= []).push(row.slot);
  }
  return full;
}

/** Inserts the row with a new reference (another one on the rare clash with an existing one). */
async function insertBooking(trx: Kysely<Database>, input: NewBooking, blocked: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await trx
        .insertInto("bookings")
        .values({
          submission_id: input.submissionId,
          reference: newBookingReference(),
          token: newBookingToken(),
          name: input.name,
          phone: input.phone,
          locality: input.locality,
          service: input.service,
          brand: input.brand,
          issue: input.issue ?? "",
          visit_date: input.visitDate ?? null,
          time_slot: input.timeSlot ?? "",
          urgent: input.service === EMERGENCY_SERVICE ? 1 : 0,
          blocked: blocked ? 1 : 0,
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
export async function createContactMessage(input: ContactInput): Promise<BookingOutcome> {
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
  });
}

/** What the admin's bookings table and CSV export filter by. */
export type BookingFilter = {
  /** One of the known statuses; anything else means all. */
  status?: BookingStatus;
  /** The bookings from blocked numbers, which every other view leaves out. */
  blocked?: boolean;
  /** A reference (WF-7K3M9), or a substring of the name, the locality or the phone (digits, ignoring spaces). */
  search?: string;
  /** Only the bookings assigned to this technician. */
  technicianId?: number;
  /** Only the visits on this day (YYYY-MM-DD). */
  visitDate?: string;
  /** "visit": by visit day and slot, soonest first; else urgent pending first, then newest. */
  sort?: "visit";
};

/** `value` as a LIKE pattern that matches it literally anywhere in a text. */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The trigram index (migration 0002) finds substrings of at least three characters.
const TRIGRAM = 3;
// Past this many index matches a search is "common": reading the table in date order finds a
// page of matches sooner than fetching and sorting every match.
const COMMON_MATCHES = 2000;

/**
 * How a filter's search is answered. A rare text (a name, a phone number) is looked up in the
 * trigram index; a common one ("kora", "a") is checked row by row in date order, where a page
 * of matches comes quickly. Measured at 100,000 bookings: tests/unit/bookings-performance.test.ts.
 */
type SearchPlan =
  | { kind: "none" }
  | { kind: "reference"; reference: string }
  | { kind: "index"; terms: string[]; match: string; common: boolean }
  | { kind: "scan"; terms: string[] };

async function planSearch(filter: BookingFilter): Promise<SearchPlan> {
  const search = filter.search?.trim();
  if (!search) return { kind: "none" };
  const reference = normaliseBookingReference(search);
  if (reference) return { kind: "reference", reference };
  // A phone is stored as +919845012345 and typed as "98450 12345" or "+91-98450-12345".
  const terms = [...new Set([search, search.replace(/[\s()-]/g, "")])].filter(Boolean);
  if (terms.some((term) => term.length < TRIGRAM)) return { kind: "scan", terms };
  const match = terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(" OR ");
  const probe = await sql<{ n: number }>`select count(*) as n from (select rowid from bookings_search where bookings_search match ${match} limit ${COMMON_MATCHES})`.execute(db);
  return { kind: "index", terms, match, common: Number(probe.rows[0]?.n ?? 0) >= COMMON_MATCHES };
}

function matchesTerms(terms: readonly string[]) {
  return (eb: ExpressionBuilder<Database, "bookings">) =>
    eb.or(
      terms.flatMap((term) =>
        (["name", "locality", "phone"] as const).map((column) => eb(eb.ref(column), "like", sql<string>`${containsPattern(term)} escape '\\'`)),
      ),
    );
}

function applyFilter<QB extends SelectQueryBuilder<Database, "bookings", any>>(
  query: QB,
  filter: BookingFilter,
  plan: SearchPlan,
  { forCount = false, blocked = filter.blocked ? 1 : 0 }: { forCount?: boolean; blocked?: 0 | 1 | "any" } = {},
): QB {
  let filtered = blocked === "any" ? query : (query.where("blocked", "=", blocked) as QB);
  if (filter.status) filtered = filtered.where("status", "=", filter.status) as QB;
  if (filter.technicianId) filtered = filtered.where("technician_id", "=", filter.technicianId) as QB;
  if (filter.visitDate) filtered = filtered.where("visit_date", "=", filter.visitDate) as QB;
  if (plan.kind === "reference") return filtered.where("reference", "=", plan.reference) as QB;
  // Counting a common search still uses the index: every match must be visited either way.
  if (plan.kind === "scan" || (plan.kind === "index" && plan.common && !forCount)) {
    return filtered.where(matchesTerms(plan.terms)) as QB;
  }
  if (plan.kind === "index") {
    return filtered.where("id", "in", sql<number>`(select rowid from bookings_search where bookings_search match ${plan.match})`) as QB;
  }
  return filtered;
}

/** A booking as the admin lists and exports it: with its technician's name. */
export type ListedBooking = Booking & { technician: string | null };

function selectListed() {
  return db
    .selectFrom("bookings")
    .selectAll("bookings")
    .select((eb) => eb.selectFrom("technicians").select("name").whereRef("technicians.id", "=", "bookings.technician_id").as("technician"));
}

/**
 * Urgent pending bookings first, then newest first. Each case orders as one of the indexes of
 * migration 0008 (or the status index of 0002) reads, so a deep page stays an index range.
 */
export async function listBookings(
  filter: BookingFilter = {},
  { limit = BOOKINGS_PAGE_SIZE, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<ListedBooking[]> {
  let query = applyFilter(selectListed(), filter, await planSearch(filter));
  if (filter.sort === "visit") {
    query = query
      .orderBy(sql`visit_date is null`)
      .orderBy("visit_date")
      .orderBy((eb) => eb.selectFrom("time_slots").select("position").whereRef("time_slots.value", "=", "bookings.time_slot"));
  } else if (!filter.status) query = query.orderBy(sql`(status = 'pending' and urgent = 1)`, "desc");
  else if (filter.status === "pending") query = query.orderBy("urgent", "desc");
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/**
 * How many bookings the filter matches. Outside the "Blocked" filter, that is every match less
 * the blocked ones: each side an index range (the blocked ones a small partial index), where
 * checking each row's blocked flag would read the whole table.
 */
export async function countFilteredBookings(filter: BookingFilter = {}): Promise<number> {
  const plan = await planSearch(filter);
  const count = async (blocked: 0 | 1 | "any") => {
    const query = db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("n"));
    return Number((await applyFilter(query, filter, plan, { forCount: true, blocked }).executeTakeFirstOrThrow()).n);
  };
  if (filter.blocked) return count(1);
  return (await count("any")) - (await count(1));
}

/** Every booking the filter matches, newest first, one batch at a time (for the CSV export). */
export async function* streamBookings(filter: BookingFilter = {}, batchSize = 1000): AsyncGenerator<ListedBooking[]> {
  // Keyset paging on (created_at, id): each batch is an index range, however deep.
  const plan = await planSearch(filter);
  let after: { created_at: string; id: number } | null = null;
  for (;;) {
    let query = applyFilter(selectListed(), filter, plan);
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) =>
        eb.or([eb("created_at", "<", created_at), eb.and([eb("created_at", "=", created_at), eb("id", "<", id)])]),
      );
    }
    const batch = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(batchSize).execute();
    if (batch.length === 0) return;
    yield batch;
    const last = batch[batch.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

export async function getBooking(id: number): Promise<Booking | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Who changed a booking: an admin, or the customer on the booking's own page. */
export type Actor = { id: number | null; email: string };

/** The customer, as the booking's history and notes name them. */
export const CUSTOMER: Actor = { id: null, email: "Customer (booking page)" };

/** What a staff status change came to: done, no such booking, or refused (and why, in staff's words). */
export type StatusChangeOutcome = { status: "done"; done: string } | { status: "not-found" } | { status: "refused"; message: string };

/**
 * Staff move a booking along its life (STATUS_TRANSITIONS): any other move, and a cancellation
 * without a reason, is refused and changes nothing, whatever the page or a crafted post asked. The
 * change and its reason go in the booking's history and the audit trail.
 */
export async function setBookingStatus(id: number, status: BookingStatus, actor: AuditActor, reason = ""): Promise<StatusChangeOutcome> {
  return db.transaction().execute(async (trx): Promise<StatusChangeOutcome> => {
    const current = await trx.selectFrom("bookings").select(["status", "reference", "visit_date"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { status: "not-found" };
    const kind = current.visit_date === null ? "message" : "booking";
    if (!canChangeStatus(current.status, status, kind)) return { status: "refused", message: refusedChangeMessage(current.status, status, kind) };
    if (status === "cancelled" && !reason.trim()) return { status: "refused", message: "Say why the booking is cancelled." };
    await recordStatus(trx, id, current.status, status, { id: actor.adminId, email: actor.email }, reason.trim());
    const why = reason.trim() ? ` (${reason.trim()})` : "";
    await recordAudit(actor, { action: "status-changed", detail: `Booking ${current.reference}: ${current.status} → ${status}${why}`.slice(0, 500), bookingId: id }, trx);
    return { status: "done", done: staffActionsFor(current.status, kind).find((action) => action.status === status)?.done ?? "Status Changed" };
  });
}

async function recordStatus(trx: Kysely<Database>, id: number, from: BookingStatus, to: BookingStatus, changedBy: Actor, reason = "") {
  if (from === to) return;
  await trx.updateTable("bookings").set({ status: to }).where("id", "=", id).execute();
  await trx
    .insertInto("booking_status_changes")
    .values({ booking_id: id, old_status: from, new_status: to, admin_id: changedBy.id, admin_email: changedBy.email, reason })
    .execute();
}

/** A booking as its customer sees it on its own page, with its slot. Undefined for any other token. */
export async function findBookingByToken(token: string | undefined) {
  if (!isBookingToken(token)) return undefined;
  return db
    .selectFrom("bookings")
    .leftJoin("time_slots", "time_slots.value", "bookings.time_slot")
    .select([
      "bookings.id",
      "bookings.reference",
      "bookings.token",
      "bookings.name",
      "bookings.service",
      "bookings.brand",
      "bookings.locality",
      "bookings.issue",
      "bookings.visit_date",
      "bookings.time_slot",
      "bookings.status",
      "bookings.created_at",
      "time_slots.label as slotLabel",
      "time_slots.starts_at as slotStartsAt",
    ])
    .where("bookings.token", "=", token)
    .executeTakeFirst();
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
  change: (trx: Kysely<Database>, booking: CustomerBooking) => Promise<CustomerChangeOutcome>,
): Promise<CustomerChangeOutcome | undefined> {
  if (!isBookingToken(token)) return undefined;
  const outcome = await db.transaction().execute(async (trx) => {
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

/** Oldest first, as the change happened. */
export async function listStatusChanges(bookingId: number): Promise<BookingStatusChange[]> {
  return db
    .selectFrom("booking_status_changes")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
}

export type BookingCounts = { total: number; pending: number; completed: number; today: number };

/**
 * The dashboard's four cards, bookings from blocked numbers left out. "Today" is the visits booked
 * for today's date in Bengaluru. Each count is an index range less its blocked part (a small
 * partial index), which stays fast at 100,000 bookings where one pass over the table does not.
 */
export async function countBookings(now: Date = clock.now()): Promise<BookingCounts> {
  const today = istDateString(now);
  const visible = (where: (qb: SelectQueryBuilder<Database, "bookings", object>) => SelectQueryBuilder<Database, "bookings", object>) =>
    sql<number>`(${where(db.selectFrom("bookings").select((eb) => eb.fn.countAll().as("n")))}) - (${where(
      db.selectFrom("bookings").select((eb) => eb.fn.countAll().as("n")).where("blocked", "=", 1),
    )})`;
  const row = await db
    .selectNoFrom([
      visible((q) => q).as("total"),
      visible((q) => q.where("status", "=", "pending")).as("pending"),
      visible((q) => q.where("status", "=", "completed")).as("completed"),
      visible((q) => q.where("visit_date", "=", today)).as("today"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pending: Number(row.pending), completed: Number(row.completed), today: Number(row.today) };
}

/** Oldest first, as they were written. */
export async function listBookingNotes(bookingId: number): Promise<BookingNote[]> {
  return db.selectFrom("booking_notes").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").orderBy("id").execute();
}

/** Adds a staff note to a booking's log; false when there is no such booking. */
export async function addBookingNote(bookingId: number, body: string, actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("id").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return false;
    await trx.insertInto("booking_notes").values({ booking_id: bookingId, body, admin_id: actor.adminId, admin_email: actor.email }).execute();
    await recordAudit(actor, { action: "note-added", detail: `Booking ${bookingId}: ${body}`, bookingId }, trx);
    return true;
  });
}

/**
 * Assigns a booking to a technician (or to nobody) and writes the change in the booking's
 * log, so who sent whom stays on record. False when the booking or the technician is unknown.
 */
export async function assignTechnician(bookingId: number, technicianId: number | null, actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("technician_id").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return false;
    const technician = technicianId
      ? await trx.selectFrom("technicians").select("name").where("id", "=", technicianId).executeTakeFirst()
      : null;
    if (technicianId && !technician) return false;
    if (booking.technician_id === technicianId) return true;
    await trx.updateTable("bookings").set({ technician_id: technicianId }).where("id", "=", bookingId).execute();
    const body = technician ? `Assigned to ${technician.name}` : "Technician unassigned";
    await trx.insertInto("booking_notes").values({ booking_id: bookingId, body, admin_id: actor.adminId, admin_email: actor.email }).execute();
    await recordAudit(actor, { action: "technician-assigned", detail: `Booking ${bookingId}: ${body}`, bookingId }, trx);
    return true;
  });
}
