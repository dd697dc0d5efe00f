// The admin's Analytics tab: read-only summaries of the bookings table and the payments. Bookings from a blocked
// number are left out, as everywhere staff look, and so are contact messages (stored as rows
// without a visit day): they are not bookings of a locality called "Contact Form".
import { sql } from "kysely";

import { db } from "~/db/db.server";
import { amountDue } from "~/lib/billing/bill";
import { BOOKING_STATUSES, STATUS_LABELS } from "~/lib/booking/status";
import * as clock from "~/lib/time/clock.server";
import { istDateString, istDayBounds } from "~/lib/time/ist";
import { bookingBillTotal } from "~/models/bills.server";

export type DayCount = { day: string; count: number };
export type LabelCount = { label: string; count: number };
export type WaitingBooking = { id: number; name: string; locality: string; service: string; created_at: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bookings per calendar day in Bengaluru for the last `days` days, today last, days without bookings as 0. */
export async function bookingsPerDay(days = 30, now: Date = clock.now()): Promise<DayCount[]> {
  const firstDay = new Date(now.getTime() - (days - 1) * DAY_MS);
  const { start } = istDayBounds(firstDay);
  const { end } = istDayBounds(now);
  const rows = await db
    .selectFrom("bookings")
    .select([sql<string>`date(created_at, '+5 hours', '+30 minutes')`.as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("created_at", ">=", start)
    .where("created_at", "<", end)
    .where("blocked", "=", 0)
    .where("visit_date", "is not", null)
    .groupBy("day")
    .execute();
  return everyDay(firstDay, days, rows);
}

/** `days` calendar days from `firstDay`, each with its row's count (0 for a day without one). */
function everyDay(firstDay: Date, days: number, rows: readonly { day: string; count: number | string }[]): DayCount[] {
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return Array.from({ length: days }, (_, i) => {
    const day = istDateString(new Date(firstDay.getTime() + i * DAY_MS));
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** The `limit` most booked services, most first. */
export async function bookingsByService(limit = 10): Promise<LabelCount[]> {
  return countBy("service", limit);
}

/** The `limit` localities with the most bookings, most first. */
export async function bookingsByLocality(limit = 10): Promise<LabelCount[]> {
  return countBy("locality", limit);
}

async function countBy(column: "service" | "locality", limit: number): Promise<LabelCount[]> {
  const rows = await db
    .selectFrom("bookings")
    .select([sql<string>`${sql.ref(column)}`.as("label"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("blocked", "=", 0)
    .where("visit_date", "is not", null)
    .groupBy(column)
    .orderBy("count", "desc")
    .orderBy("label")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/** How many bookings have each status, every status listed (cancelled ones included). */
export async function bookingsByStatus(): Promise<LabelCount[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .where("blocked", "=", 0)
    .where("visit_date", "is not", null)
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

/** Money received (payments staff recorded and did not void, in paise) per calendar day in Bengaluru for the last `days` days, today last. */
export async function revenuePerDay(days = 30, now: Date = clock.now()): Promise<DayCount[]> {
  const firstDay = new Date(now.getTime() - (days - 1) * DAY_MS);
  const { start } = istDayBounds(firstDay);
  const { end } = istDayBounds(now);
  const rows = await db
    .selectFrom("payments")
    .select([sql<string>`date(recorded_at, '+5 hours', '+30 minutes')`.as("day"), (eb) => eb.fn.sum<number>("amount_paise").as("count")])
    .where("recorded_at", ">=", start)
    .where("recorded_at", "<", end)
    .where("voided_at", "is", null)
    .groupBy("day")
    .execute();
  return everyDay(firstDay, days, rows);
}

/** Money received (paise) by the booking's technician ("Unassigned" without one) or service, most first. */
export async function revenueBy(kind: "technician" | "service", limit = 10): Promise<LabelCount[]> {
  const label = kind === "technician" ? sql<string>`coalesce(technicians.name, 'Unassigned')` : sql<string>`bookings.service`;
  const rows = await db
    .selectFrom("payments")
    .innerJoin("bookings", "bookings.id", "payments.booking_id")
    .leftJoin("technicians", "technicians.id", "bookings.technician_id")
    .select([label.as("label"), (eb) => eb.fn.sum<number>("payments.amount_paise").as("count")])
    .where("payments.voided_at", "is", null)
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
    .select(["id", "reference", "name", "discount_paise", "bill_issued_at", "bill_gstin", "bill_gst_percent", "bill_prices_include_gst"])
    .select(sql<number>`(select coalesce(sum(quantity * unit_paise), 0) from bill_items where booking_id = bookings.id)`.as("bill_subtotal"))
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
