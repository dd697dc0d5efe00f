// What the payment gateway says was paid, recorded once: each signed webhook delivery kept by its
// event id (the job records it, so the webhook answers at once), and each payment once by the
// gateway's payment id, on the bill or the plan whose QR code it paid, with the bank's RRN as its
// UTR and the payer's VPA. Money is never refused: a payment of another amount than its QR's, or
// for a bill or plan already paid, is recorded and flagged to the office (a bill shows "to
// refund"; Books lists the rest). The same money typed by staff before (its UTR) is not counted twice.
import type { Kysely } from "kysely";

import type { GatewayPayment } from "~/integrations/razorpay.server";
import { PAYMENT_GATEWAY_ACTOR } from "~/lib/audit/actions";
import { rupees } from "~/lib/billing/bill";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { getBill, issue } from "~/models/bills.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { activate, startPlansPaidOnBill } from "~/models/plan-payments.server";
import { utrHolder, utrPaidPlan } from "~/models/upi-references.server";
import { customerMessageQueued } from "~/outbox/wake.server";
import { db, transaction } from "~db/db.server";
import type { Database, GatewayOutcome } from "~db/schema";

/** Who the booking's history and the audit trail say recorded it. */
const GATEWAY: Actor = { adminId: null, email: PAYMENT_GATEWAY_ACTOR, address: null, device: "Payment gateway" };

/** A delivery kept once by its event id: false when it came before (a retry), and nothing is kept again. */
export async function keepGatewayEvent(eventId: string, event: string, body: string, now: Date = clock.now()): Promise<boolean> {
  const kept = await db
    .insertInto("gateway_events")
    .values({ event_id: eventId, event, body, received_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("event_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return kept !== undefined;
}

/** A failing delivery is tried again by the job, at most this many times; it stays kept for the office. */
const MAX_ATTEMPTS = 20;

export function pendingGatewayEvents(limit = 50) {
  return db
    .selectFrom("gateway_events")
    .select(["id", "event", "body"])
    .where("processed_at", "is", null)
    .where("attempts", "<", MAX_ATTEMPTS)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function gatewayEventDone(id: number, now: Date = clock.now()): Promise<void> {
  // Recorded: what it said lives on in gateway_payments; its body (the payer's VPA) is not kept twice.
  await db.updateTable("gateway_events").set({ processed_at: now.toISOString(), body: "" }).where("id", "=", id).execute();
}

export async function gatewayEventFailed(id: number): Promise<void> {
  await db
    .updateTable("gateway_events")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

type Recorded = { outcome: GatewayOutcome; bookingId: number | null } | "known";

/**
 * Records a captured payment the gateway reported for one of our QR codes, once by its payment id
 * (the unique index refuses a second row): answers "known" for one recorded before.
 */
export async function recordGatewayPayment(
  payment: GatewayPayment,
  qrId: string,
  source: "webhook" | "reconciliation",
  now: Date = clock.now(),
): Promise<Recorded> {
  try {
    const recorded = await transaction(async (trx) => {
      if (await trx.selectFrom("gateway_payments").select("id").where("payment_id", "=", payment.id).executeTakeFirst()) return "known" as const;
      const qr = await trx.selectFrom("gateway_qrs").selectAll().where("qr_id", "=", qrId).executeTakeFirst();
      const row = {
        payment_id: payment.id,
        qr_id: qrId,
        amount_paise: payment.amountPaise,
        rrn: payment.rrn,
        vpa: payment.vpa,
        fee_paise: payment.feePaise,
        tax_paise: payment.taxPaise,
        paid_at: payment.createdAt ? new Date(payment.createdAt * 1000).toISOString() : now.toISOString(),
        recorded_at: now.toISOString(),
        source,
      };
      if (!qr) {
        await trx
          .insertInto("gateway_payments")
          .values({ ...row, booking_id: null, customer_plan_id: null, payment_row_id: null, outcome: "unmatched" })
          .execute();
        await flag(trx, null, `${rupees(payment.amountPaise)} paid to a QR code the books do not know (${qrId || "none"})`, payment, now);
        return { outcome: "unmatched" as const, bookingId: null };
      }
      // A single-use QR code is paid once: it is closed at the gateway, and never shown again.
      await trx.updateTable("gateway_qrs").set({ closed_at: now.toISOString() }).where("id", "=", qr.id).where("closed_at", "is", null).execute();
      if (qr.customer_plan_id !== null) {
        const outcome = await payPlan(trx, qr.customer_plan_id, payment, now);
        await trx
          .insertInto("gateway_payments")
          .values({ ...row, booking_id: null, customer_plan_id: qr.customer_plan_id, payment_row_id: null, outcome })
          .execute();
        return { outcome, bookingId: null };
      }
      const { outcome, paymentRowId } = await payBill(trx, qr.booking_id!, qr.amount_paise, payment, now);
      await trx
        .insertInto("gateway_payments")
        .values({ ...row, booking_id: qr.booking_id, customer_plan_id: null, payment_row_id: paymentRowId, outcome })
        .execute();
      return { outcome, bookingId: qr.booking_id };
    });
    if (recorded !== "known") customerMessageQueued();
    return recorded;
  } catch (error) {
    // Two deliveries of one payment at once: the unique index kept the first.
    if (error instanceof Error && /UNIQUE constraint failed: (gateway_payments\.payment_id|payments\.gateway_payment_id)/.test(error.message)) return "known";
    throw error;
  }
}

/** The office's attention, in the audit trail (and the booking's history when it has one). */
async function flag(trx: Kysely<Database>, bookingId: number | null, detail: string, payment: GatewayPayment, now: Date) {
  await recordAudit(GATEWAY, { action: "gateway-payment-flagged", detail, note: `${payment.id} ${payment.rrn}`.trim(), bookingId }, trx, now);
}

async function payBill(
  trx: Kysely<Database>,
  bookingId: number,
  qrAmount: number,
  payment: GatewayPayment,
  now: Date,
): Promise<{ outcome: GatewayOutcome; paymentRowId: number | null }> {
  const booking = await trx.selectFrom("bookings").select(["reference", "bill_issued_at"]).where("id", "=", bookingId).executeTakeFirstOrThrow();
  const bill = (await getBill(bookingId, trx))!;
  // The same money typed by staff before (the customer read the UTR out): on the books once.
  const typed = payment.rrn ? ((await utrHolder(payment.rrn, trx)) ?? (await utrPaidPlan(payment.rrn, trx))) : undefined;
  if (typed) {
    await flag(
      trx,
      bookingId,
      `Booking ${booking.reference}: ${rupees(payment.amountPaise)} by UPI, already recorded by its UTR on ${typed.bookingReference}`,
      payment,
      now,
    );
    return { outcome: "typed-before", paymentRowId: typed.bookingId === bookingId ? typed.paymentId : null };
  }
  if (!booking.bill_issued_at && bill.totals.total > 0) {
    const number = await issue(trx, bookingId, now);
    await recordAudit(GATEWAY, { action: "bill-issued", detail: `Booking ${booking.reference}: ${number}, ${rupees(bill.totals.total)}`, bookingId }, trx, now);
  }
  const inserted = await trx
    .insertInto("payments")
    .values({
      booking_id: bookingId,
      method: "upi",
      amount_paise: payment.amountPaise,
      reference: payment.rrn,
      recorded_at: now.toISOString(),
      admin_email: GATEWAY.email,
      gateway_payment_id: payment.id,
      payer_vpa: payment.vpa,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const detail = `Booking ${booking.reference}: ${rupees(payment.amountPaise)} by UPI${payment.vpa ? ` from ${payment.vpa}` : ""}`;
  await recordAudit(GATEWAY, { action: "payment-recorded", detail, note: payment.rrn, bookingId }, trx, now);
  const outcome: GatewayOutcome =
    bill.due === 0 ? "already-paid" : payment.amountPaise !== qrAmount || payment.amountPaise !== bill.due ? "other-amount" : "paid";
  if (outcome !== "paid") {
    const why = outcome === "already-paid" ? "for a bill already paid" : `against ${rupees(bill.due)} due`;
    await flag(trx, bookingId, `Booking ${booking.reference}: ${rupees(payment.amountPaise)} paid by UPI ${why}`, payment, now);
  }
  // Paid in full: the customer hears it, a plan sold on the bill starts (as a payment staff record).
  if (bill.due > 0 && payment.amountPaise >= bill.due) {
    await queueCustomerMessage(trx, bookingId, "paid", { now });
    await queueCustomerMessage(trx, bookingId, "review-request", { now });
    await startPlansPaidOnBill(trx, bookingId, now);
  }
  return { outcome, paymentRowId: inserted.id };
}

async function payPlan(trx: Kysely<Database>, customerPlanId: number, payment: GatewayPayment, now: Date): Promise<GatewayOutcome> {
  const plan = await trx
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select(["customer_plans.name", "customer_plans.price_paise", "customer_plans.status", "customer_plans.booking_id", "bookings.reference"])
    .where("customer_plans.id", "=", customerPlanId)
    .executeTakeFirstOrThrow();
  const typed = payment.rrn ? ((await utrHolder(payment.rrn, trx)) ?? (await utrPaidPlan(payment.rrn, trx))) : undefined;
  const outcome: GatewayOutcome = typed
    ? "typed-before"
    : plan.status !== "awaiting-payment"
      ? "already-paid"
      : payment.amountPaise !== plan.price_paise
        ? "other-amount"
        : (await activate(trx, customerPlanId, { method: "upi", reference: payment.rrn }, now))
          ? "paid"
          : "already-paid";
  if (outcome === "paid") {
    const detail = `Booking ${plan.reference}: ${plan.name}, ${rupees(plan.price_paise)} by UPI${payment.vpa ? ` from ${payment.vpa}` : ""}`;
    await recordAudit(GATEWAY, { action: "plan-paid", detail, note: payment.rrn, bookingId: plan.booking_id }, trx, now);
  } else {
    await flag(
      trx,
      plan.booking_id,
      `Booking ${plan.reference}: ${rupees(payment.amountPaise)} paid by UPI for ${plan.name} (${outcome}), to refund`,
      payment,
      now,
    );
  }
  return outcome;
}
