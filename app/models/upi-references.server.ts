// A UPI transaction id (UTR) pays one bill once: the payment that holds a UTR, and the message that
// refuses it again. The app asks before recording (recordPayment); the database's unique index
// (migration 0024) refuses what slips past, and the same message answers it.
import type { Kysely } from "kysely";

import { type Refused, refused } from "~/lib/outcome";
import { db } from "~db/db.server";
import type { Database } from "~db/schema";

/** The payment (not voided) that recorded a UTR: its booking as staff know it. */
export type UtrHolder = { paymentId: number; bookingId: number; bookingReference: string; recordedAt: string };

export async function utrHolder(utr: string, trx: Kysely<Database> = db): Promise<UtrHolder | undefined> {
  if (!utr) return undefined;
  const row = await trx
    .selectFrom("payments")
    .innerJoin("bookings", "bookings.id", "payments.booking_id")
    .select(["payments.id", "payments.booking_id", "payments.recorded_at", "bookings.reference"])
    .where("payments.method", "=", "upi")
    .where("payments.reference", "=", utr)
    .where("payments.voided_at", "is", null)
    .orderBy("payments.id")
    .executeTakeFirst();
  return row && { paymentId: row.id, bookingId: row.booking_id, bookingReference: row.reference, recordedAt: row.recorded_at };
}

/** A maintenance plan paid on its own with this UTR: the same UPI payment never pays a bill and a plan. */
export async function utrPaidPlan(utr: string, trx: Kysely<Database> = db): Promise<UtrHolder | undefined> {
  if (!utr) return undefined;
  const row = await trx
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select(["customer_plans.id", "customer_plans.booking_id", "customer_plans.paid_at", "bookings.reference"])
    .where("customer_plans.payment_method", "=", "upi")
    .where("customer_plans.payment_reference", "=", utr)
    .where("customer_plans.status", "!=", "cancelled")
    .executeTakeFirst();
  return row && { paymentId: row.id, bookingId: row.booking_id, bookingReference: row.reference, recordedAt: row.paid_at ?? "" };
}

/** The refusal of a UTR already recorded, naming the booking it paid, at the form's reference. */
export function utrTaken(utr: string, holder: UtrHolder | undefined): Refused<"reference"> {
  return holder
    ? refused("utrTakenBy", { field: "reference", values: { utr, reference: holder.bookingReference, date: { instant: holder.recordedAt } } })
    : refused("utrTaken", { field: "reference", values: { utr } });
}

/** Whether an error is the unique index on UPI references refusing a UTR already recorded. */
export function isUtrTaken(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE" && /payments\.reference/.test(error.message);
}
