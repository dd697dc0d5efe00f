// Finding bookings for staff: the admin's list (filters, search, pages) and the CSV export's stream.
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";

import { BOOKINGS_PAGE_SIZE } from "~/lib/booking/list-params";
import { normaliseBookingReference } from "~/lib/booking/reference.server";
import { type BookingStatus } from "~/lib/booking/status";
import { billSums } from "~/models/bill-parts.server";
import { STAFF_BOOKING_COLUMNS, type StaffBooking } from "~/models/bookings.server";
import { db } from "~db/db.server";
import type { Database } from "~db/schema";

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
  /** Only the bookings made at or after this instant, and before that one (ISO, UTC). */
  createdFrom?: string;
  createdBefore?: string;
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
  const probe = await sql<{
    n: number;
  }>`select count(*) as n from (select rowid from bookings_search where bookings_search match ${match} limit ${COMMON_MATCHES})`.execute(db);
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any selection: the filter only adds where clauses
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
  if (filter.createdFrom) filtered = filtered.where("created_at", ">=", filter.createdFrom) as QB;
  if (filter.createdBefore) filtered = filtered.where("created_at", "<", filter.createdBefore) as QB;
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

/**
 * A booking as the admin lists and exports it: with its technician's name, its bill's items' sum
 * and what was paid (paise), its slot's words, when it was completed, its payments (JSON) and its
 * invoice in force.
 */
export type ListedBooking = StaffBooking & {
  technician: string | null;
  /** The open lines' sum, and the invoices in force: their totals and the discount they gave (billSums). */
  bill_subtotal: number;
  bill_invoiced: number;
  bill_invoiced_discount: number;
  paid: number;
  refunded: number;
  slot_label: string | null;
  /** How many lines its bill has: a visit with none cannot be completed. */
  bill_items: number;
  completed_at: string | null;
  payments_json: string;
  invoice_number: string | null;
  invoice_date: string | null;
};

function selectListed() {
  return (
    db
      .selectFrom("bookings")
      .select(STAFF_BOOKING_COLUMNS.map((column) => `bookings.${column}` as const))
      .select((eb) => eb.selectFrom("technicians").select("name").whereRef("technicians.id", "=", "bookings.technician_id").as("technician"))
      .select(billSums.bill_subtotal.as("bill_subtotal"))
      .select(billSums.bill_invoiced.as("bill_invoiced"))
      .select(billSums.bill_invoiced_discount.as("bill_invoiced_discount"))
      .select(sql<number>`(select count(*) from bill_items where booking_id = bookings.id)`.as("bill_items"))
      .select(sql<number>`(select coalesce(sum(amount_paise), 0) from payments where booking_id = bookings.id and voided_at is null)`.as("paid"))
      .select(sql<number>`(select coalesce(sum(amount_paise), 0) from refunds where booking_id = bookings.id)`.as("refunded"))
      .select(sql<string | null>`(select label from time_slots where value = bookings.time_slot)`.as("slot_label"))
      .select(
        sql<string | null>`(select max(changed_at) from booking_status_changes where booking_id = bookings.id and new_status = 'completed')`.as("completed_at"),
      )
      .select(
        sql<string>`(select json_group_array(json_object('method', method, 'reference', reference, 'at', recorded_at)) from payments where booking_id = bookings.id and voided_at is null)`.as(
          "payments_json",
        ),
      )
      // Its invoices in force (a supplementary one after the first), the first one's date.
      .select(
        sql<
          string | null
        >`(select group_concat(number, ' ') from (select number from invoices where booking_id = bookings.id and cancelled_at is null and customer_plan_id is null order by id))`.as(
          "invoice_number",
        ),
      )
      .select(
        sql<string | null>`(select min(issued_at) from invoices where booking_id = bookings.id and cancelled_at is null and customer_plan_id is null)`.as(
          "invoice_date",
        ),
      )
  );
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
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
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
      query = query.where((eb) => eb.or([eb("created_at", "<", created_at), eb.and([eb("created_at", "=", created_at), eb("id", "<", id)])]));
    }
    const batch = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(batchSize).execute();
    if (batch.length === 0) return;
    yield batch;
    const last = batch[batch.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}
