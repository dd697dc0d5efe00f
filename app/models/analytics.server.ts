// The admin's Analytics tab: read-only summaries of the bookings table and the payments. Bookings from a blocked
// number are left out, as everywhere staff look, and so are contact messages (stored as rows
// without a visit day): they are not bookings of a locality called "Contact Form".
import { sql } from "kysely";

import { MACHINES, machineTitle } from "~/content/machines";
import { amountDue } from "~/lib/billing/bill";
import { BOOKING_STATUSES, STATUS_LABELS } from "~/lib/booking/status";
import * as clock from "~/lib/time/clock.server";
import { addDays, istDateString, istInstant } from "~/lib/time/ist";
import { billSums, bookingBillTotal } from "~/models/bill-parts.server";
import { db } from "~db/db.server";

export type DayCount = { day: string; count: number };
export type LabelCount = { label: string; count: number };
export type WaitingBooking = { id: number; name: string; locality: string; service: string; created_at: string };

/** Calendar days in Bengaluru, both included: what the analytics are for. */
export type DayRange = { from: string; to: string };

/** The last `days` days, today last. */
export function lastDays(days: number, now: Date = clock.now()): DayRange {
  const to = istDateString(now);
  return { from: addDays(to, 1 - days), to };
}

/** The longest range shown at once: a year (and a day, for a leap year). */
const MAX_DAYS = 366;

/**
 * The range asked for: ?from=&to= (days in Bengaluru, both included, at most a year), or the last
 * 30 days. A range that is no range (a day that does not exist, the wrong way round, too long)
 * falls back to the last 30 days and says so.
 */
export function askedRange(url: URL, now: Date): { range: DayRange; refused: boolean } {
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
  if (!from && !to) return { range: lastDays(30, now), refused: false };
  if (isDay(from) && isDay(to) && from <= to && addDays(from, MAX_DAYS - 1) >= to) return { range: { from, to }, refused: false };
  return { range: lastDays(30, now), refused: true };
}

/** The range's first instant and the instant after its last day, in UTC ISO-8601. */
export function bounds({ from, to }: DayRange): { start: string; end: string } {
  return { start: istInstant(from, "00:00").toISOString(), end: istInstant(addDays(to, 1), "00:00").toISOString() };
}

/** Bookings per calendar day in Bengaluru over the range, days without bookings as 0. */
export async function bookingsPerDay(range: DayRange): Promise<DayCount[]> {
  const { start, end } = bounds(range);
  const rows = await db
    .selectFrom("bookings")
    .select([sql<string>`date(created_at, '+5 hours', '+30 minutes')`.as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .where("blocked", "=", 0)
    .where("visit_date", "is not", null)
    .groupBy("day")
    .execute();
  return everyDay(range, rows);
}

/** Each day of the range, with its row's count (0 for a day without one). */
function everyDay({ from, to }: DayRange, rows: readonly { day: string; count: number | string }[]): DayCount[] {
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  const days: DayCount[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, count: counts.get(day) ?? 0 });
  return days;
}

/** The `limit` most booked services (of bookings made in the range, or ever), most first. */
export async function bookingsByService(range?: DayRange, limit = 10): Promise<LabelCount[]> {
  return countBy("service", range, limit);
}

/** The `limit` localities with the most bookings (made in the range, or ever), most first. */
export async function bookingsByLocality(range?: DayRange, limit = 10): Promise<LabelCount[]> {
  return countBy("locality", range, limit);
}

/** The brands booked most (of bookings made in the range, or ever), "Not specified" among them. */
export async function bookingsByBrand(range?: DayRange, limit = 10): Promise<LabelCount[]> {
  return countBy("brand", range, limit);
}

/** Bookings by the kind of machine (made in the range, or ever), most first; "Not said" when the customer did not choose one. */
export async function bookingsByMachineType(range?: DayRange): Promise<LabelCount[]> {
  const rows = await countBy("machine_type", range, MACHINES.length + 1);
  return rows.map((row) => ({ label: machineTitle(row.label) || "Not said", count: row.count }));
}

async function countBy(column: "service" | "locality" | "brand" | "machine_type", range: DayRange | undefined, limit: number): Promise<LabelCount[]> {
  const rows = await db
    .selectFrom("bookings")
    .select([sql<string>`${sql.ref(column)}`.as("label"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("blocked", "=", 0)
    .where("visit_date", "is not", null)
    .$if(range !== undefined, (q) => q.where("created_at", ">=", bounds(range!).start).where("created_at", "<", bounds(range!).end))
    .groupBy(column)
    .orderBy("count", "desc")
    .orderBy("label")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/** How many bookings (made in the range, or ever) have each status, every status listed (cancelled ones included). */
export async function bookingsByStatus(range?: DayRange): Promise<LabelCount[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("blocked", "=", 0)
    .where("visit_date", "is not", null)
    .$if(range !== undefined, (q) => q.where("created_at", ">=", bounds(range!).start).where("created_at", "<", bounds(range!).end))
    .groupBy("status")
    .execute();
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return BOOKING_STATUSES.map((status) => ({ label: STATUS_LABELS[status], count: counts.get(status) ?? 0 }));
}

/** The pending bookings that have waited longest, oldest first. */
export async function oldestPendingBookings(limit = 10): Promise<WaitingBooking[]> {
  return db
    .selectFrom("bookings")
    .select(["id", "name", "locality", "service", "created_at"])
    .where("status", "=", "pending")
    .where("blocked", "=", 0)
    .where("visit_date", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Money received (payments staff recorded and did not void, in paise) per calendar day in Bengaluru over the range. */
export async function revenuePerDay(range: DayRange): Promise<DayCount[]> {
  const { start, end } = bounds(range);
  const rows = await db
    .selectFrom("payments")
    .select([sql<string>`date(recorded_at, '+5 hours', '+30 minutes')`.as("day"), (eb) => eb.fn.sum<number>("amount_paise").as("count")])
    .where("recorded_at", ">=", start)
    .where("recorded_at", "<", end)
    .where("voided_at", "is", null)
    .groupBy("day")
    .execute();
  return everyDay(range, rows);
}

/**
 * Money received (paise, in the range or ever) by who took it or by service, most first. By
 * technician, the office's own takings have the label "" (named where shown, in the reader's language).
 */
export async function revenueBy(kind: "technician" | "service", range?: DayRange, limit = 10): Promise<LabelCount[]> {
  // By who took it (the technician at the door, else the office), as the takings table counts it.
  const label = kind === "technician" ? sql<string>`coalesce(technicians.name, '')` : sql<string>`bookings.service`;
  const rows = await db
    .selectFrom("payments")
    .innerJoin("bookings", "bookings.id", "payments.booking_id")
    .leftJoin("technicians", "technicians.id", "payments.technician_id")
    .select([label.as("label"), (eb) => eb.fn.sum<number>("payments.amount_paise").as("count")])
    .where("payments.voided_at", "is", null)
    .$if(range !== undefined, (q) => q.where("payments.recorded_at", ">=", bounds(range!).start).where("payments.recorded_at", "<", bounds(range!).end))
    .groupBy("label")
    .orderBy("count", "desc")
    .orderBy("label")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

export type MoneyDue = { id: number; reference: string; name: string; total: number; due: number };

/** Completed bookings whose bill is not paid in full, most due first. */
export async function completedWithMoneyDue(limit = 20): Promise<MoneyDue[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "reference", "name", "discount_paise", "bill_customer_gstin"])
    .select([
      billSums.bill_subtotal.as("bill_subtotal"),
      billSums.bill_invoiced.as("bill_invoiced"),
      billSums.bill_invoiced_discount.as("bill_invoiced_discount"),
    ])
    .select(sql<number>`(select coalesce(sum(amount_paise), 0) from payments where booking_id = bookings.id and voided_at is null)`.as("paid"))
    .where("status", "=", "completed")
    .where("blocked", "=", 0)
    .where(sql<boolean>`exists (select 1 from bill_items where booking_id = bookings.id)`)
    .execute();
  return rows
    .map((row) => {
      const total = bookingBillTotal(row);
      return { id: row.id, reference: row.reference, name: row.name, total, due: amountDue(total, row.paid) };
    })
    .filter((row) => row.due > 0)
    .sort((a, b) => b.due - a.due || a.id - b.id)
    .slice(0, limit);
}

/** A technician's (or the office's) takings on a day: the cash is his to hand over; what he handed over that day at the office. */
/** `taker`: the technician's name, or null for the office (named where it is shown, in the reader's language). */
export type Takings = { day: string; taker: string | null; cash: number; upi: number; card: number; handedOver: number };

/**
 * Money taken per day and per taker over the range: the technician who recorded it at the door
 * (payments.technician_id), else the office (null). Cash is what each technician should hand over.
 */
export async function takingsByTechnicianAndDay(range: DayRange): Promise<Takings[]> {
  const { start, end } = bounds(range);
  const rows = await db
    .selectFrom("payments")
    .leftJoin("technicians", "technicians.id", "payments.technician_id")
    .select([
      sql<string>`date(payments.recorded_at, '+5 hours', '+30 minutes')`.as("day"),
      "technicians.name as taker",
      sql<number>`sum(case when payments.method = 'cash' then payments.amount_paise else 0 end)`.as("cash"),
      sql<number>`sum(case when payments.method = 'upi' then payments.amount_paise else 0 end)`.as("upi"),
      sql<number>`sum(case when payments.method = 'card' then payments.amount_paise else 0 end)`.as("card"),
    ])
    .where("payments.voided_at", "is", null)
    .where("payments.recorded_at", ">=", start)
    .where("payments.recorded_at", "<", end)
    .groupBy(["day", "taker"])
    .execute();
  const handovers = await db
    .selectFrom("cash_handovers")
    .innerJoin("technicians", "technicians.id", "cash_handovers.technician_id")
    .select([
      sql<string>`date(cash_handovers.recorded_at, '+5 hours', '+30 minutes')`.as("day"),
      "technicians.name as taker",
      sql<number>`sum(cash_handovers.amount_paise)`.as("handedOver"),
    ])
    .where("cash_handovers.recorded_at", ">=", start)
    .where("cash_handovers.recorded_at", "<", end)
    .where("cash_handovers.undone_at", "is", null)
    .groupBy(["day", "taker"])
    .execute();
  // A day he only handed over cash (taken the day before) has its row too.
  const byKey = new Map<string, Takings>();
  const row = (day: string, taker: string | null) => {
    const key = `${day} ${taker ?? ""}`;
    let found = byKey.get(key);
    if (!found) byKey.set(key, (found = { day, taker, cash: 0, upi: 0, card: 0, handedOver: 0 }));
    return found;
  };
  for (const taken of rows) Object.assign(row(taken.day, taken.taker), { cash: Number(taken.cash), upi: Number(taken.upi), card: Number(taken.card) });
  for (const handed of handovers) row(handed.day, handed.taker).handedOver = Number(handed.handedOver);
  // Newest day first; on a day, the technicians by name, then the office.
  return [...byKey.values()].sort(
    (a, b) => b.day.localeCompare(a.day) || (a.taker === null ? 1 : 0) - (b.taker === null ? 1 : 0) || (a.taker ?? "").localeCompare(b.taker ?? ""),
  );
}

export type TechnicianJobs = { technician: string; jobs: number; taken: number };

/** Per technician over the range: the jobs he completed (by the day they were completed) and the money he took at the door. */
export async function jobsByTechnician(range: DayRange): Promise<TechnicianJobs[]> {
  const { start, end } = bounds(range);
  const [jobs, taken] = await Promise.all([
    db
      .selectFrom("booking_status_changes")
      .innerJoin("bookings", "bookings.id", "booking_status_changes.booking_id")
      .innerJoin("technicians", "technicians.id", "bookings.technician_id")
      .select(["technicians.name as technician", (eb) => eb.fn.count<number>("bookings.id").distinct().as("jobs")])
      .where("booking_status_changes.new_status", "=", "completed")
      .where("booking_status_changes.changed_at", ">=", start)
      .where("booking_status_changes.changed_at", "<", end)
      .groupBy("technicians.name")
      .execute(),
    db
      .selectFrom("payments")
      .innerJoin("technicians", "technicians.id", "payments.technician_id")
      .select(["technicians.name as technician", (eb) => eb.fn.sum<number>("payments.amount_paise").as("taken")])
      .where("payments.voided_at", "is", null)
      .where("payments.recorded_at", ">=", start)
      .where("payments.recorded_at", "<", end)
      .groupBy("technicians.name")
      .execute(),
  ]);
  const names = [...new Set([...jobs.map((row) => row.technician), ...taken.map((row) => row.technician)])].sort((a, b) => a.localeCompare(b));
  return names.map((technician) => ({
    technician,
    jobs: Number(jobs.find((row) => row.technician === technician)?.jobs ?? 0),
    taken: Number(taken.find((row) => row.technician === technician)?.taken ?? 0),
  }));
}
