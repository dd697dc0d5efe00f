// The payment gateway against the books: the QR codes with no payment recorded (the reconciliation
// asks the gateway about them), the fees the gateway reports, the payments it did not list, and
// what Books shows of it all (app/routes/admin/admin.books/gateway-reconciliation.tsx).
import type { GatewayPayment } from "~/integrations/razorpay.server";
import { db, transaction } from "~db/db.server";

/** QR codes made since `since` that no recorded payment paid. */
export function qrsWithoutPayment(since: Date) {
  return db
    .selectFrom("gateway_qrs")
    .select(["qr_id"])
    .where("created_at", ">=", since.toISOString())
    .where((eb) => eb.not(eb.exists(eb.selectFrom("gateway_payments").select("id").whereRef("gateway_payments.qr_id", "=", "gateway_qrs.qr_id"))))
    .execute();
}

/** The gateway's payments the books recorded as paid between these instants. */
export function gatewayPaymentsSince(from: Date, to: Date) {
  return db.selectFrom("gateway_payments").select(["payment_id"]).where("paid_at", ">=", from.toISOString()).where("paid_at", "<=", to.toISOString()).execute();
}

/**
 * Notes the fee and its tax of each payment the gateway listed, and marks which of `ours` it did not
 * list (cleared for one it lists again). Answers how many of ours it did not list.
 */
export function noteGatewayFees(listed: GatewayPayment[], ours: string[]): Promise<number> {
  return transaction(async (trx) => {
    for (const payment of listed) {
      if (payment.feePaise === null) continue;
      await trx
        .updateTable("gateway_payments")
        .set({ fee_paise: payment.feePaise, tax_paise: payment.taxPaise })
        .where("payment_id", "=", payment.id)
        .execute();
    }
    const ids = new Set(listed.map((payment) => payment.id));
    const missing = ours.filter((id) => !ids.has(id));
    const confirmed = ours.filter((id) => ids.has(id));
    if (confirmed.length) await trx.updateTable("gateway_payments").set({ missing_at_gateway: 0 }).where("payment_id", "in", confirmed).execute();
    if (missing.length) await trx.updateTable("gateway_payments").set({ missing_at_gateway: 1 }).where("payment_id", "in", missing).execute();
    return missing.length;
  });
}

/** A month (YYYY-MM) as the instants it runs between in Bengaluru, UTC ISO-8601. */
export function monthSpan(month: string): [string, string] {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return [new Date(`${month}-01T00:00:00+05:30`).toISOString(), new Date(`${next}-01T00:00:00+05:30`).toISOString()];
}

/** What Books shows of the gateway between two instants (UTC ISO-8601). */
export async function gatewayBooks(from: string, to: string) {
  const flagged = await db
    .selectFrom("gateway_payments")
    .leftJoin("bookings", "bookings.id", "gateway_payments.booking_id")
    .leftJoin("customer_plans", "customer_plans.id", "gateway_payments.customer_plan_id")
    .leftJoin("bookings as plan_booking", "plan_booking.id", "customer_plans.booking_id")
    .select([
      "gateway_payments.id",
      "gateway_payments.payment_id",
      "gateway_payments.amount_paise",
      "gateway_payments.rrn",
      "gateway_payments.paid_at",
      "gateway_payments.outcome",
      "gateway_payments.missing_at_gateway",
      "gateway_payments.booking_id",
      "bookings.reference",
      "plan_booking.id as planBookingId",
      "plan_booking.reference as planReference",
    ])
    .where("gateway_payments.paid_at", ">=", from)
    .where("gateway_payments.paid_at", "<", to)
    .where((eb) => eb.or([eb("gateway_payments.outcome", "!=", "paid"), eb("gateway_payments.missing_at_gateway", "=", 1)]))
    .orderBy("gateway_payments.paid_at")
    .execute();
  const typed = await db
    .selectFrom("payments")
    .innerJoin("bookings", "bookings.id", "payments.booking_id")
    .select([
      "payments.id",
      "payments.amount_paise",
      "payments.reference",
      "payments.recorded_at",
      "payments.check_reason",
      "bookings.id as bookingId",
      "bookings.reference as bookingReference",
    ])
    .where("payments.check_reason", "!=", "")
    .where("payments.voided_at", "is", null)
    .where("payments.recorded_at", ">=", from)
    .where("payments.recorded_at", "<", to)
    .orderBy("payments.recorded_at")
    .execute();
  const fees = await db
    .selectFrom("gateway_payments")
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      eb.fn.sum<number>("amount_paise").as("amount"),
      eb.fn.sum<number>("fee_paise").as("fee"),
      eb.fn.sum<number>("tax_paise").as("tax"),
    ])
    .where("paid_at", ">=", from)
    .where("paid_at", "<", to)
    .executeTakeFirstOrThrow();
  return {
    flagged: flagged.map((row) => ({
      id: row.id,
      paymentId: row.payment_id,
      amountPaise: row.amount_paise,
      rrn: row.rrn,
      paidAt: row.paid_at,
      outcome: row.outcome,
      missing: row.missing_at_gateway === 1,
      bookingId: row.booking_id ?? row.planBookingId,
      reference: row.reference ?? row.planReference,
    })),
    typed,
    totals: { count: Number(fees.count), amountPaise: Number(fees.amount ?? 0), feePaise: Number(fees.fee ?? 0), taxPaise: Number(fees.tax ?? 0) },
  };
}
