// The payments staff record against a booking's bill (at most what is due, each once; the first
// issues the bill), their voids, and the bill's invoices (listed, or cancelled while their month is
// not filed). Every change is in the audit trail, in the change's own transaction.

import { PAYMENT_METHODS, type PaymentMethod, rupees } from "~/lib/billing/bill";
import { done, money, refused, said } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { type BillChange, getBill, issue } from "~/models/bills.server";
import { filedMonth, firstCreditNoteOn, monthOf } from "~/models/credit-notes.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { cashBalance, cashHeldBy } from "~/models/handovers.server";
import { startPlansPaidOnBill } from "~/models/plan-payments.server";
import { stopPlansOfUnpaidBill } from "~/models/plans-unpaid.server";
import { isUtrTaken, utrHolder, utrPaidPlan, utrTaken } from "~/models/upi-references.server";
import { transaction } from "~db/db.server";

/** Thrown inside a transaction to roll it all back and answer with the refusal. */
class Refusal extends Error {
  constructor(readonly outcome: BillChange & { status: "refused" }) {
    super(outcome.code);
  }
}

/**
 * A payment staff took (UPI, cash or card), at most what is due; it issues the bill's open lines
 * (the first payment the whole bill, a later one the lines added since) as an invoice.
 * Only staff record payments: nothing on the customer's side marks a bill paid. `technicianId`:
 * the technician who took it at the door (the cash he hands over). A UPI payment's UTR already
 * recorded (not voided), on this booking or another, is refused naming the booking it paid; the
 * database's unique index refuses what slips past this check, with the same message, and then
 * nothing of the payment (nor the bill's issue) is kept.
 */
export async function recordPayment(
  bookingId: number,
  payment: { method: PaymentMethod; amountPaise: number; reference: string; technicianId?: number | null; submissionId?: string; checkReason?: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<BillChange> {
  const utr = payment.method === "upi" ? payment.reference : "";
  try {
    return await recordPaymentOnce(bookingId, payment, utr, actor, now);
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    if (utr && isUtrTaken(error)) return utrTaken(utr, await utrHolder(utr));
    throw error;
  }
}

function recordPaymentOnce(
  bookingId: number,
  payment: { method: PaymentMethod; amountPaise: number; reference: string; technicianId?: number | null; submissionId?: string; checkReason?: string },
  utr: string,
  actor: Actor,
  now: Date,
): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirst();
    const bill = booking && (await getBill(bookingId, trx));
    if (!booking || !bill) return { status: "not-found" };
    // The same form sent again (a payment kept offline, sent twice): recorded once, answered as the
    // first was; or, when staff voided that payment meanwhile, that it was voided (nothing recorded).
    const earlier = payment.submissionId
      ? await trx.selectFrom("payments").select(["booking_id", "voided_at"]).where("submission_id", "=", payment.submissionId).executeTakeFirst()
      : undefined;
    if (earlier) {
      if (earlier.booking_id !== bookingId) return refused("expired");
      if (earlier.voided_at) return refused("paymentVoided");
      return done(said(bill.due === 0 ? "paidInFull" : "paymentRecorded"));
    }
    if (bill.due === 0) return refused(bill.totals.total === 0 ? "itemsFirst" : "nothingDue");
    if (payment.amountPaise > bill.due) return refused("moreThanDue", { values: { amount: money(bill.due) } });
    const holder = utr ? ((await utrHolder(utr, trx)) ?? (await utrPaidPlan(utr, trx))) : undefined;
    if (holder) throw new Refusal(utrTaken(utr, holder));
    // The lines not issued yet (all of them at first; a part added at a return visit later) are issued by this payment.
    if (bill.openTotal > 0) {
      const number = await issue(trx, bookingId, now);
      await recordAudit(actor, { action: "bill-issued", detail: `Booking ${booking.reference}: ${number}, ${rupees(bill.openTotal)}`, bookingId }, trx, now);
    }
    await trx
      .insertInto("payments")
      .values({
        booking_id: bookingId,
        method: payment.method,
        amount_paise: payment.amountPaise,
        reference: payment.reference,
        recorded_at: now.toISOString(),
        admin_email: actor.email,
        technician_id: payment.technicianId ?? null,
        submission_id: payment.submissionId ?? null,
        check_reason: payment.checkReason ?? "",
      })
      .execute();
    const detail = `Booking ${booking.reference}: ${rupees(payment.amountPaise)} by ${PAYMENT_METHODS[payment.method]}`;
    await recordAudit(actor, { action: "payment-recorded", detail, note: payment.reference, bookingId }, trx, now);
    // Paid in full: the customer hears it, with their invoice (WhatsApp, when on).
    if (payment.amountPaise === bill.due) {
      await queueCustomerMessage(trx, bookingId, "paid", { now });
      // A day later, and only to a customer who ticked the box for it.
      await queueCustomerMessage(trx, bookingId, "review-request", { now });
      // A maintenance plan sold on this bill starts now.
      await startPlansPaidOnBill(trx, bookingId, now);
    }
    return done(said(payment.amountPaise === bill.due ? "paidInFull" : "paymentRecorded"));
  });
}

/** Voids a payment recorded by mistake, with the reason: kept, struck out, counted for nothing. */
export function voidPayment(bookingId: number, paymentId: number, reason: string, actor: Actor, now: Date = clock.now()): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).where("booking_id", "=", bookingId).executeTakeFirst();
    if (!payment) return refused("paymentNotOnBill");
    if (payment.voided_at) return refused("paymentAlreadyVoided");
    await trx.updateTable("payments").set({ voided_at: now.toISOString(), void_reason: reason }).where("id", "=", paymentId).execute();
    // Cash he had handed over already: what he handed over beyond his cash is recorded with the void, to settle.
    const over = payment.method === "cash" && payment.technician_id ? cashBalance(await cashHeldBy(payment.technician_id, trx)).over : 0;
    const detail = `Booking ${booking.reference}: payment ${paymentId}, ${rupees(payment.amount_paise)} by ${PAYMENT_METHODS[payment.method]} voided${over ? `; already handed over: ${rupees(over)} handed over beyond his cash, to settle with him` : ""}`;
    await recordAudit(actor, { action: "payment-voided", detail, note: reason, bookingId }, trx, now);
    // Money due again on its invoices (lines not invoiced yet aside): a plan sold on this bill stops until it is paid.
    if ((await getBill(bookingId, trx))!.invoicedDue > 0) await stopPlansOfUnpaidBill(trx, bookingId, "its bill's payment was voided", actor, now);
    return done(said("paymentVoided"));
  });
}

/**
 * Cancels one of the booking's invoices in force (`number`; none named: the latest), with the reason
 * (owner or office), while its month is not filed and no credit note is against it (then a credit
 * note corrects it: credit-notes.server.ts; cancelling a credited invoice would take its tax off
 * twice): its number stays used and the invoice prints "Cancelled"; the payments stay on the
 * booking for the owner to refund or keep against the next invoice; only its own lines open again,
 * to be issued under the next number; the other invoices stay in force.
 */
export function cancelInvoice(bookingId: number, reason: string, actor: Actor, now: Date = clock.now(), number?: string): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    let query = trx
      .selectFrom("invoices")
      .select(["id", "number", "issued_at"])
      .where("booking_id", "=", bookingId)
      .where("customer_plan_id", "is", null)
      .where("cancelled_at", "is", null);
    if (number) query = query.where("number", "=", number);
    const invoice = await query.orderBy("id", "desc").executeTakeFirst();
    if (!invoice) return refused("noInvoiceToCancel");
    const credit = await firstCreditNoteOn(invoice.id, trx);
    if (credit) return refused("invoiceCredited", { values: { number: invoice.number, note: credit } });
    // A filed month's invoice is in a return already: it is corrected by a credit note.
    const month = monthOf(invoice.issued_at);
    if (await filedMonth(month, trx)) return refused("invoiceFiled", { values: { number: invoice.number, month } });
    await trx
      .updateTable("invoices")
      .set({ cancelled_at: now.toISOString(), cancel_reason: reason, cancelled_by: actor.email })
      .where("id", "=", invoice.id)
      .execute();
    await trx.updateTable("bill_items").set({ invoice_id: null }).where("invoice_id", "=", invoice.id).execute();
    // No invoice left in force: the bill is a draft again (its discount and customer may change).
    const left = await trx
      .selectFrom("invoices")
      .select("id")
      .where("booking_id", "=", bookingId)
      .where("customer_plan_id", "is", null)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    if (!left)
      await trx
        .updateTable("bookings")
        .set({ bill_issued_at: null, bill_gstin: null, bill_gst_percent: null, bill_prices_include_gst: null })
        .where("id", "=", bookingId)
        .execute();
    await recordAudit(actor, { action: "invoice-cancelled", detail: `Booking ${booking.reference}: ${invoice.number}`, note: reason, bookingId }, trx, now);
    // A plan sold on the bill stops when its own line opens again with this invoice, or the invoices left are no longer paid.
    const planLine = await trx
      .selectFrom("customer_plans")
      .innerJoin("bill_items", "bill_items.id", "customer_plans.bill_item_id")
      .select("customer_plans.id")
      .where("customer_plans.booking_id", "=", bookingId)
      .where("bill_items.invoice_id", "is", null)
      .executeTakeFirst();
    if (planLine || (await getBill(bookingId, trx))!.invoicedDue > 0)
      await stopPlansOfUnpaidBill(trx, bookingId, `its invoice ${invoice.number} was cancelled`, actor, now);
    return done(said("invoiceCancelled", { number: invoice.number }));
  });
}
