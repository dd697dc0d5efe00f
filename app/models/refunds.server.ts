// Money taken beyond a booking's bill (its invoice in force, or its total) goes back to the
// customer: owner or office record the refund (method, reference, who, when), once, in the audit
// trail. After it, paid − refunded − total is 0 and nothing is "to refund".
import { REFUND_METHODS, refundDue, type RefundMethod, rupees } from "~/lib/billing/bill";
import { done, money, refused, said } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { billSums, bookingBillTotal } from "~/models/bill-parts.server";
import { type BillChange, getBill } from "~/models/bills.server";
import { db, transaction } from "~db/db.server";

export type NewRefund = { method: RefundMethod; amountPaise: number; reference: string; submissionId: string };

/**
 * Records a refund of at most what is to refund. The form's submission id makes it once: the same
 * id again (a double click, a resubmitted post) records nothing more and answers as the first did.
 */
export function recordRefund(bookingId: number, refund: NewRefund, actor: Actor, now: Date = clock.now()): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    const earlier = await trx.selectFrom("refunds").select("booking_id").where("submission_id", "=", refund.submissionId).executeTakeFirst();
    if (earlier) {
      return earlier.booking_id === bookingId ? done(said("refundRecorded")) : refused("expired");
    }
    const bill = (await getBill(bookingId, trx))!;
    if (bill.refundDue === 0) return refused("nothingToRefund");
    if (refund.amountPaise > bill.refundDue) return refused("moreThanRefund", { values: { amount: money(bill.refundDue) } });
    const row = await trx
      .insertInto("refunds")
      .values({
        booking_id: bookingId,
        method: refund.method,
        amount_paise: refund.amountPaise,
        reference: refund.method === "cash" ? "" : refund.reference,
        recorded_at: now.toISOString(),
        admin_id: actor.adminId,
        admin_email: actor.email,
        submission_id: refund.submissionId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Ids and amounts only: the reference is kept on the refund itself.
    const detail = `Booking ${booking.reference}: refund #${row.id}, ${rupees(refund.amountPaise)} by ${REFUND_METHODS[refund.method]}`;
    await recordAudit(actor, { action: "refund-recorded", detail, bookingId }, trx, now);
    return done(said("refundRecorded"));
  });
}

export type RefundOwed = { bookingId: number; reference: string; total: number; paid: number; refunded: number; refundDue: number };

/**
 * Every booking holding money beyond its bill, most owed first: payments (not voided) less refunds
 * above its invoice in force, or, without one (cancelled, not yet reissued), above its bill's total.
 */
export async function refundsOwed(): Promise<RefundOwed[]> {
  const rows = await db
    .selectFrom("bookings")
    .select(["bookings.id", "bookings.reference", "discount_paise", "bill_customer_gstin"])
    .select([
      billSums.bill_subtotal.as("bill_subtotal"),
      billSums.bill_invoiced.as("bill_invoiced"),
      billSums.bill_invoiced_discount.as("bill_invoiced_discount"),
    ])
    .select((eb) => [
      eb
        .selectFrom("payments")
        .select((p) => p.fn.coalesce(p.fn.sum<number>("amount_paise"), p.lit(0)).as("s"))
        .whereRef("payments.booking_id", "=", "bookings.id")
        .where("voided_at", "is", null)
        .as("paid"),
      eb
        .selectFrom("refunds")
        .select((r) => r.fn.coalesce(r.fn.sum<number>("amount_paise"), r.lit(0)).as("s"))
        .whereRef("refunds.booking_id", "=", "bookings.id")
        .as("refunded"),
    ])
    .where((eb) => eb.exists(eb.selectFrom("payments").select("id").whereRef("payments.booking_id", "=", "bookings.id").where("voided_at", "is", null)))
    .execute();
  return rows
    .map((row) => {
      const paid = Number(row.paid ?? 0);
      const refunded = Number(row.refunded ?? 0);
      const total = bookingBillTotal(row);
      return { bookingId: row.id, reference: row.reference, total, paid, refunded, refundDue: refundDue(total, paid, refunded) };
    })
    .filter((row) => row.refundDue > 0)
    .sort((a, b) => b.refundDue - a.refundDue || a.bookingId - b.bookingId);
}
