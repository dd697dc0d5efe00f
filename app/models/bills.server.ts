// A booking's bill (items, discount, GST when the business is registered) and the payments staff
// record against it. Items change until the bill is issued; recording a payment issues it. Every
// change is in the audit trail, in the change's own transaction.
import type { Kysely } from "kysely";

import { db, transaction } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { env } from "~/env.server";
import { amountDue, type BillItem, type BillTotals, billTotals, type Gst, PAYMENT_METHODS, type PaymentMethod, rupees } from "~/lib/billing/bill";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";

export type Payment = {
  id: number;
  method: PaymentMethod;
  amountPaise: number;
  reference: string;
  recordedAt: string;
  adminEmail: string;
  /** A payment voided by staff (recorded by mistake) counts for nothing. */
  voided: { at: string; reason: string } | null;
};

export type Bill = {
  items: (BillItem & { id: number })[];
  totals: BillTotals;
  /** The registration the bill is (or, until it is issued, would be) taxed under. */
  gst: Gst | null;
  issuedAt: string | null;
  payments: Payment[];
  paid: number;
  due: number;
  /** When the last payment cleared the bill; null while anything is due (or nothing was billed). */
  paidAt: string | null;
};

/** The GST registration of the business now (GSTIN, GST_RATE_PERCENT), or null when it has none. */
export function currentGst(): Gst | null {
  const { GSTIN, GST_RATE_PERCENT } = env();
  return GSTIN ? { gstin: GSTIN, ratePercent: GST_RATE_PERCENT } : null;
}

/** The total of a booking's bill from its stored sums (a list or the CSV): its discount, and GST as issued, or as it would be now. */
export function bookingBillTotal(booking: {
  bill_subtotal: number;
  discount_paise: number;
  bill_issued_at: string | null;
  bill_gstin: string | null;
  bill_gst_percent: number | null;
}): number {
  const issuedGst = booking.bill_gstin && booking.bill_gst_percent ? { gstin: booking.bill_gstin, ratePercent: booking.bill_gst_percent } : null;
  const gst = booking.bill_issued_at ? issuedGst : currentGst();
  return billTotals([{ description: "", quantity: 1, unitPaise: booking.bill_subtotal }], booking.discount_paise, gst).total;
}

export async function getBill(bookingId: number, trx: Kysely<Database> = db): Promise<Bill | undefined> {
  const booking = await trx
    .selectFrom("bookings")
    .select(["discount_paise", "bill_issued_at", "bill_gstin", "bill_gst_percent"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const [items, payments] = await Promise.all([
    trx.selectFrom("bill_items").select(["id", "description", "quantity", "unit_paise"]).where("booking_id", "=", bookingId).orderBy("id").execute(),
    trx.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute(),
  ]);
  const issuedGst = booking.bill_gstin && booking.bill_gst_percent ? { gstin: booking.bill_gstin, ratePercent: booking.bill_gst_percent } : null;
  const gst = booking.bill_issued_at ? issuedGst : currentGst();
  const billItems = items.map((item) => ({ id: item.id, description: item.description, quantity: item.quantity, unitPaise: item.unit_paise }));
  const totals = billTotals(billItems, booking.discount_paise, gst);
  const paid = payments.reduce((sum, payment) => sum + (payment.voided_at ? 0 : payment.amount_paise), 0);
  const due = amountDue(totals.total, paid);
  return {
    items: billItems,
    totals,
    gst,
    issuedAt: booking.bill_issued_at,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      amountPaise: p.amount_paise,
      reference: p.reference,
      recordedAt: p.recorded_at,
      adminEmail: p.admin_email,
      voided: p.voided_at ? { at: p.voided_at, reason: p.void_reason } : null,
    })),
    paid,
    due,
    paidAt: totals.total > 0 && due === 0 ? (payments.filter((payment) => !payment.voided_at).at(-1)?.recorded_at ?? null) : null,
  };
}

export type BillChange = { status: "done"; done: string } | { status: "not-found" } | { status: "refused"; message: string };

const ISSUED: BillChange = { status: "refused", message: "The bill is issued: its items and discount can no longer change." };

/** Runs `change` on an unissued bill of an existing booking, in one transaction with its audit row. */
function changeUnissued(bookingId: number, change: (trx: Kysely<Database>, reference: string) => Promise<BillChange>): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "bill_issued_at"]).where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    if (booking.bill_issued_at) return ISSUED;
    return change(trx, booking.reference);
  });
}

export function addBillItem(bookingId: number, item: BillItem, actor: Actor): Promise<BillChange> {
  return changeUnissued(bookingId, async (trx, reference) => {
    await trx
      .insertInto("bill_items")
      .values({ booking_id: bookingId, description: item.description, quantity: item.quantity, unit_paise: item.unitPaise })
      .execute();
    const detail = `Booking ${reference}: ${item.quantity} × ${item.description} at ${rupees(item.unitPaise)}`;
    await recordAudit(actor, { action: "bill-item-added", detail, bookingId }, trx);
    return { status: "done", done: "Item Added" };
  });
}

export function removeBillItem(bookingId: number, itemId: number, actor: Actor): Promise<BillChange> {
  return changeUnissued(bookingId, async (trx, reference) => {
    const item = await trx
      .deleteFrom("bill_items")
      .where("id", "=", itemId)
      .where("booking_id", "=", bookingId)
      .returning(["description", "quantity"])
      .executeTakeFirst();
    if (!item) return { status: "refused", message: "That item is not on the bill." };
    await recordAudit(actor, { action: "bill-item-removed", detail: `Booking ${reference}: ${item.quantity} × ${item.description}`, bookingId }, trx);
    return { status: "done", done: "Item Removed" };
  });
}

export function setBillDiscount(bookingId: number, discountPaise: number, actor: Actor): Promise<BillChange> {
  return changeUnissued(bookingId, async (trx, reference) => {
    await trx.updateTable("bookings").set({ discount_paise: discountPaise }).where("id", "=", bookingId).execute();
    await recordAudit(actor, { action: "bill-discount-set", detail: `Booking ${reference}: discount ${rupees(discountPaise)}`, bookingId }, trx);
    return { status: "done", done: "Discount Saved" };
  });
}

/** Fixes the bill as it is, under the business's GST registration now. */
async function issue(trx: Kysely<Database>, bookingId: number, now: Date): Promise<void> {
  const gst = currentGst();
  await trx
    .updateTable("bookings")
    .set({ bill_issued_at: now.toISOString(), bill_gstin: gst?.gstin ?? null, bill_gst_percent: gst?.ratePercent ?? null })
    .where("id", "=", bookingId)
    .execute();
}

export function issueBill(bookingId: number, actor: Actor, now: Date = clock.now()): Promise<BillChange> {
  return changeUnissued(bookingId, async (trx, reference) => {
    const bill = await getBill(bookingId, trx);
    if (!bill || bill.totals.total === 0) return { status: "refused", message: "Add the bill's items first." };
    await issue(trx, bookingId, now);
    await recordAudit(actor, { action: "bill-issued", detail: `Booking ${reference}: ${rupees(bill.totals.total)}`, bookingId }, trx, now);
    return { status: "done", done: "Bill Issued" };
  });
}

/**
 * A payment staff took (UPI, cash or card), at most what is due; the first one issues the bill.
 * Only staff record payments: nothing on the customer's side marks a bill paid. `technicianId`:
 * the technician who took it at the door (the cash he hands over).
 */
export function recordPayment(
  bookingId: number,
  payment: { method: PaymentMethod; amountPaise: number; reference: string; technicianId?: number | null },
  actor: Actor,
  now: Date = clock.now(),
): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "bill_issued_at"]).where("id", "=", bookingId).executeTakeFirst();
    const bill = booking && (await getBill(bookingId, trx));
    if (!booking || !bill) return { status: "not-found" };
    if (bill.due === 0) return { status: "refused", message: bill.totals.total === 0 ? "Add the bill's items first." : "Nothing is due on this bill." };
    if (payment.amountPaise > bill.due) return { status: "refused", message: `That is more than the ${rupees(bill.due)} due.` };
    if (!booking.bill_issued_at) await issue(trx, bookingId, now);
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
      })
      .execute();
    const detail = `Booking ${booking.reference}: ${rupees(payment.amountPaise)} by ${PAYMENT_METHODS[payment.method]}${payment.reference ? ` (${payment.reference})` : ""}`;
    await recordAudit(actor, { action: "payment-recorded", detail, bookingId }, trx, now);
    return { status: "done", done: payment.amountPaise === bill.due ? "Paid in Full" : "Payment Recorded" };
  });
}

/** Voids a payment recorded by mistake, with the reason: kept, struck out, counted for nothing. */
export function voidPayment(bookingId: number, paymentId: number, reason: string, actor: Actor, now: Date = clock.now()): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).where("booking_id", "=", bookingId).executeTakeFirst();
    if (!payment) return { status: "refused", message: "That payment is not on this bill." };
    if (payment.voided_at) return { status: "refused", message: "That payment is already voided." };
    await trx.updateTable("payments").set({ voided_at: now.toISOString(), void_reason: reason }).where("id", "=", paymentId).execute();
    const detail = `Booking ${booking.reference}: ${rupees(payment.amount_paise)} by ${PAYMENT_METHODS[payment.method]} voided (${reason})`;
    await recordAudit(actor, { action: "payment-voided", detail, bookingId }, trx, now);
    return { status: "done", done: "Payment Voided" };
  });
}
