// Money received without an invoice, for a month of the books: every rupee received should be
// covered by an invoice in force (a payment issues the bill's open lines; a plan paid on its own
// gets its own invoice), so on a normal month this is empty. What it finds: a booking whose
// payments (not voided, less refunds) exceed its invoices in force (an invoice cancelled over
// payments kept, not issued again nor refunded), and a plan paid on its own without an invoice in
// force (paid before plans had invoices). Months are Bengaluru's; a booking counts in a month it
// received a payment, a plan in the month it was paid.
import { sql } from "kysely";

import { monthBounds } from "~/models/books.server";
import { db } from "~db/db.server";

export type UninvoicedReceipt = { kind: "booking" | "plan"; bookingId: number; reference: string; amount: number; at: string; name: string };

export async function uninvoicedReceipts(month: string): Promise<UninvoicedReceipt[]> {
  const { start, end } = monthBounds(month);
  const bookings = await db
    .selectFrom("bookings")
    .select(["id", "reference"])
    .select(sql<number>`(select coalesce(sum(amount_paise), 0) from payments where booking_id = bookings.id and voided_at is null)`.as("paid"))
    .select(sql<number>`(select coalesce(sum(amount_paise), 0) from refunds where booking_id = bookings.id)`.as("refunded"))
    .select(
      sql<number>`(select coalesce(sum(total_paise), 0) from invoices where booking_id = bookings.id and cancelled_at is null and customer_plan_id is null)`.as(
        "invoiced",
      ),
    )
    .select(
      sql<string>`(select max(recorded_at) from payments where booking_id = bookings.id and voided_at is null and recorded_at >= ${start} and recorded_at < ${end})`.as(
        "at",
      ),
    )
    .where(
      sql<boolean>`exists (select 1 from payments where booking_id = bookings.id and voided_at is null and recorded_at >= ${start} and recorded_at < ${end})`,
    )
    .execute();
  const plans = await db
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select(["customer_plans.booking_id", "bookings.reference", "customer_plans.name", "customer_plans.price_paise", "customer_plans.paid_at"])
    .where("customer_plans.sold_as", "=", "own")
    .where("customer_plans.paid_at", ">=", start)
    .where("customer_plans.paid_at", "<", end)
    .where(sql<boolean>`not exists (select 1 from invoices where customer_plan_id = customer_plans.id and cancelled_at is null)`)
    .execute();
  return [
    ...bookings
      .map((row) => ({ row, amount: Number(row.paid) - Number(row.refunded) - Number(row.invoiced) }))
      .filter(({ amount }) => amount > 0)
      .map(({ row, amount }) => ({ kind: "booking" as const, bookingId: row.id, reference: row.reference, amount, at: row.at, name: "" })),
    ...plans.map((plan) => ({
      kind: "plan" as const,
      bookingId: plan.booking_id,
      reference: plan.reference,
      amount: plan.price_paise,
      at: plan.paid_at!,
      name: plan.name,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}
