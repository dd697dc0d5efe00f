import * as clock from "~/lib/time/clock.server";
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Booking, BookingNote, BookingStatusChange, Database } from "~/db/schema";
import type { BookingStatus } from "~/lib/booking/status";
import { db } from "~/db.server";
import { DEFAULT_BRAND, EMERGENCY_SERVICE } from "~/content/booking";
import { CONTACT_DEFAULT_SERVICE, CONTACT_LOCALITY } from "~/content/contact";
import type { BookingInput } from "~/lib/schemas/booking";
import type { ContactInput } from "~/lib/schemas/contact";
import { istDayBounds } from "~/lib/time/ist";
import { BOOKINGS_PAGE_SIZE } from "~/lib/booking/list-params";
import { alertQueued } from "~/lib/alerts/queued.server";
import { queueAlert } from "~/models/alerts.server";
import { recordAudit, type AuditActor } from "~/models/audit.server";

export type { Booking, BookingNote, BookingStatus, BookingStatusChange };

/**
 * Stores a booking request with its staff alerts (app/models/alerts.server.ts), in one
 * transaction, then nudges the alert worker. A second submission with the same submission id
 * (a double click, a resubmitted POST) stores nothing more, alerts nobody again, and returns
 * the first booking's id.
 */
export async function createBooking(input: BookingInput): Promise<number> {
  const inserted = await db.transaction().execute(async (trx) => {
    const booking = await insertBooking(trx, input);
    if (booking) await queueAlert(trx, { kind: "booking", bookingId: booking.id });
    return booking;
  });
  if (inserted) {
    alertQueued();
    return inserted.id;
  }
  const existing = await db
    .selectFrom("bookings")
    .select("id")
    .where("submission_id", "=", input.submissionId)
    .executeTakeFirstOrThrow();
  return existing.id;
}

function insertBooking(trx: Kysely<Database>, input: BookingInput) {
  return trx
    .insertInto("bookings")
    .values({
      submission_id: input.submissionId,
      name: input.name,
      phone: input.phone,
      locality: input.locality,
      service: input.service,
      brand: input.brand,
      issue: input.issue ?? "",
      time_slot: input.timeSlot ?? "",
      urgent: input.service === EMERGENCY_SERVICE ? 1 : 0,
    })
    .onConflict((oc) => oc.column("submission_id").doNothing())
    .returning("id")
    .executeTakeFirst();
}

/** The issue text of a contact-form booking: the e-mail address and the message together. */
export function contactIssueText({ email, message }: Pick<ContactInput, "email" | "message">): string {
  return `E-mail: ${email || "not given"}\n\nMessage: ${message}`;
}

/**
 * Stores a contact-form message as a booking request (SPEC.md section 3): locality
 * 'Contact Form', the subject as the service, and the e-mail with the message as the issue.
 */
export async function createContactMessage(input: ContactInput): Promise<number> {
  return createBooking({
    submissionId: input.submissionId,
    name: input.name,
    phone: input.phone,
    locality: CONTACT_LOCALITY,
    service: input.subject || CONTACT_DEFAULT_SERVICE,
    brand: DEFAULT_BRAND,
    issue: contactIssueText(input),
    timeSlot: undefined,
  });
}

/** What the admin's bookings table and CSV export filter by. */
export type BookingFilter = {
  /** One of the known statuses; anything else means all. */
  status?: BookingStatus;
  /** Matched as a substring of the name, the locality or the phone (digits, ignoring spaces). */
  search?: string;
  /** Only the bookings assigned to this technician. */
  technicianId?: number;
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
  | { kind: "index"; terms: string[]; match: string; common: boolean }
  | { kind: "scan"; terms: string[] };

async function planSearch(filter: BookingFilter): Promise<SearchPlan> {
  const search = filter.search?.trim();
  if (!search) return { kind: "none" };
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
  { forCount = false } = {},
): QB {
  let filtered = query;
  if (filter.status) filtered = filtered.where("status", "=", filter.status) as QB;
  if (filter.technicianId) filtered = filtered.where("technician_id", "=", filter.technicianId) as QB;
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
  if (!filter.status) query = query.orderBy(sql`(status = 'pending' and urgent = 1)`, "desc");
  else if (filter.status === "pending") query = query.orderBy("urgent", "desc");
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFilteredBookings(filter: BookingFilter = {}): Promise<number> {
  const plan = await planSearch(filter);
  if (plan.kind === "index" && !filter.status) {
    // The index alone knows how many rows match (every bookings row has its index entry).
    const { rows } = await sql<{ n: number }>`select count(*) as n from bookings_search where bookings_search match ${plan.match}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const query = db.selectFrom("bookings").select((eb) => eb.fn.countAll<number>().as("n"));
  const row = await applyFilter(query, filter, plan, { forCount: true }).executeTakeFirstOrThrow();
  return Number(row.n);
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

/**
 * Sets a booking's status (from any status: SPEC.md section 4) and records the change in the
 * booking's history. Returns false when there is no booking with that id. Setting the status
 * it already has changes nothing and records nothing.
 */
export async function setBookingStatus(id: number, status: BookingStatus, actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    if (current.status === status) return true;
    await trx.updateTable("bookings").set({ status }).where("id", "=", id).execute();
    await trx
      .insertInto("booking_status_changes")
      .values({ booking_id: id, old_status: current.status, new_status: status, admin_id: actor.adminId, admin_email: actor.email })
      .execute();
    await recordAudit(actor, { action: "status-changed", detail: `Booking ${id}: ${current.status} → ${status}`, bookingId: id }, trx);
    return true;
  });
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
 * The dashboard's four cards. "Today" is the calendar day in Bengaluru. Four small queries,
 * each answered from an index, stay fast at 100,000 bookings where one pass over the table
 * with sum(...) does not.
 */
export async function countBookings(now: Date = clock.now()): Promise<BookingCounts> {
  const { start, end } = istDayBounds(now);
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom("bookings").select(eb.fn.countAll<number>().as("n")).as("total"),
      eb.selectFrom("bookings").select(eb.fn.countAll<number>().as("n")).where("status", "=", "pending").as("pending"),
      eb.selectFrom("bookings").select(eb.fn.countAll<number>().as("n")).where("status", "=", "completed").as("completed"),
      eb
        .selectFrom("bookings")
        .select(eb.fn.countAll<number>().as("n"))
        .where("created_at", ">=", start)
        .where("created_at", "<", end)
        .as("today"),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    pending: Number(row.pending),
    completed: Number(row.completed),
    today: Number(row.today),
  };
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
