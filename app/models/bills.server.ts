// A booking's bill (items, discount, GST when the business is registered) and the payments staff
// record against it. Items change until the bill is issued; recording a payment issues it. Every
// change is in the audit trail, in the change's own transaction.
import type { Kysely, Selectable } from "kysely";

import { env } from "~/env.server";
import {
  amountDue,
  type BillItem,
  type BillItemKind,
  type BillTotals,
  billTotals,
  type Gst,
  PAYMENT_METHODS,
  type PaymentMethod,
  refundDue,
  type RefundMethod,
  rupees,
} from "~/lib/billing/bill";
import { HOME_STATE_CODE } from "~/lib/billing/gstin";
import { addressLine } from "~/lib/booking/map-link";
import { priceUnderPlan } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { filedMonth, monthOf } from "~/models/credit-notes.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { nextDocumentNumber } from "~/models/document-numbers.server";
import { cashBalance, cashHeldBy } from "~/models/handovers.server";
import { planOfBooking } from "~/models/plan-cover.server";
import { cancelPlanOfBillItem, startPlansPaidOnBill } from "~/models/plans.server";
import { stopPlansOfUnpaidBill } from "~/models/plans-unpaid.server";
import { isUtrTaken, utrHolder, utrPaidPlan, utrTakenMessage } from "~/models/upi-references.server";
import { db, transaction } from "~db/db.server";
import type { Database, InvoicesTable } from "~db/schema";

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

/** Money given back to the customer (owner or office): never changed or removed. */
type Refund = { id: number; method: RefundMethod; amountPaise: number; reference: string; recordedAt: string; adminEmail: string };

export type Bill = {
  items: (BillItem & { id: number })[];
  totals: BillTotals;
  /** The registration the bill is (or, until it is issued, would be) taxed under. */
  gst: Gst | null;
  /** The business the bill is to (a B2B invoice), or null for a consumer. */
  customer: BusinessCustomer | null;
  issuedAt: string | null;
  invoice: Invoice | null;
  cancelledInvoices: Invoice[];
  payments: Payment[];
  /** The payments not voided, refunds not taken off. */
  paid: number;
  refunds: Refund[];
  refunded: number;
  /** What is still to be paid: total − (paid − refunded), never below 0. */
  due: number;
  /** Money taken beyond the total, still to go back: paid − refunded − total, never below 0. */
  refundDue: number;
  /** When the last payment cleared the bill; null while anything is due (or nothing was billed). */
  paidAt: string | null;
};

/** The GST registration of the business now (GSTIN, GST_RATE_PERCENT, PRICES_INCLUDE_GST), or null when it has none. */
function currentGst(): Gst | null {
  const { GSTIN, GST_RATE_PERCENT, PRICES_INCLUDE_GST } = env();
  return GSTIN ? { gstin: GSTIN, ratePercent: GST_RATE_PERCENT, inclusive: PRICES_INCLUDE_GST } : null;
}

type BillTerms = {
  bill_issued_at: string | null;
  bill_gstin: string | null;
  bill_gst_percent: number | null;
  bill_prices_include_gst: 0 | 1 | null;
  /** A business customer's GSTIN (a list that does not read it counts the supply as within Karnataka). */
  bill_customer_gstin?: string | null;
};

/** Whether a supply to this customer GSTIN (if any) is inter-state: its state is not the business's. */
const interStateFor = (customerGstin: string | null | undefined) => !!customerGstin && customerGstin.slice(0, 2) !== HOME_STATE_CODE;

/**
 * The GST a bill is taxed under: as it was issued (bills from before migration 0022 added the tax),
 * or as it would be now; IGST for a business customer of another state.
 */
function billGst(booking: BillTerms): Gst | null {
  const interState = interStateFor(booking.bill_customer_gstin);
  if (!booking.bill_issued_at) {
    const gst = currentGst();
    return gst && { ...gst, interState };
  }
  return booking.bill_gstin && booking.bill_gst_percent
    ? { gstin: booking.bill_gstin, ratePercent: booking.bill_gst_percent, inclusive: booking.bill_prices_include_gst === 1, interState }
    : null;
}

/** The total of a booking's bill from its stored sums (a list or the CSV): its discount, and GST as issued, or as it would be now. */
export function bookingBillTotal(booking: BillTerms & { bill_subtotal: number; discount_paise: number }): number {
  return billTotals([{ description: "", quantity: 1, unitPaise: booking.bill_subtotal }], booking.discount_paise, billGst(booking)).total;
}

export async function getBill(bookingId: number, trx: Kysely<Database> = db): Promise<Bill | undefined> {
  const booking = await trx
    .selectFrom("bookings")
    .select([
      "discount_paise",
      "bill_issued_at",
      "bill_gstin",
      "bill_gst_percent",
      "bill_prices_include_gst",
      "bill_customer_gstin",
      "bill_customer_name",
      "bill_customer_address",
    ])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const [items, payments, refunds, invoices] = await Promise.all([
    trx
      .selectFrom("bill_items")
      .select(["id", "description", "quantity", "unit_paise", "kind", "hsn"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute(),
    trx.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute(),
    trx.selectFrom("refunds").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute(),
    listInvoices(bookingId, trx),
  ]);
  const gst = billGst(booking);
  const billItems = items.map((item) => ({
    id: item.id,
    description: item.description,
    quantity: item.quantity,
    unitPaise: item.unit_paise,
    kind: item.kind,
    hsn: item.hsn,
  }));
  const totals = billTotals(billItems, booking.discount_paise, gst);
  const paid = payments.reduce((sum, payment) => sum + (payment.voided_at ? 0 : payment.amount_paise), 0);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount_paise, 0);
  const due = amountDue(totals.total, paid - refunded);
  return {
    items: billItems,
    totals,
    gst,
    customer: booking.bill_customer_gstin
      ? { gstin: booking.bill_customer_gstin, name: booking.bill_customer_name ?? "", address: booking.bill_customer_address ?? "" }
      : null,
    issuedAt: booking.bill_issued_at,
    /** The invoice in force (null before the bill is issued), and those cancelled before it. */
    invoice: invoices.find((invoice) => !invoice.cancelledAt) ?? null,
    cancelledInvoices: invoices.filter((invoice) => invoice.cancelledAt),
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
    refunds: refunds.map((r) => ({
      id: r.id,
      method: r.method,
      amountPaise: r.amount_paise,
      reference: r.reference,
      recordedAt: r.recorded_at,
      adminEmail: r.admin_email,
    })),
    refunded,
    due,
    refundDue: refundDue(totals.total, paid, refunded),
    paidAt: totals.total > 0 && due === 0 ? (payments.filter((payment) => !payment.voided_at).at(-1)?.recorded_at ?? null) : null,
  };
}

export type BillChange =
  | { status: "done"; done: string }
  | { status: "not-found" }
  /** `field`: the form's field the message belongs at (a reused UTR: the reference). */
  | { status: "refused"; message: string; field?: "reference" | "collectedBy" | "amount" | "hsn" };

/** Thrown inside a transaction to roll it all back and answer with the refusal. */
class Refusal extends Error {
  constructor(readonly outcome: BillChange & { status: "refused" }) {
    super(outcome.message);
  }
}

/** A business customer on a bill: its GSTIN (checked), legal name and billing address. */
export type BusinessCustomer = { gstin: string; name: string; address: string };

/** Names the bill's business customer (a B2B invoice), or none (null): before the bill is issued. */
export function setBusinessCustomer(bookingId: number, customer: BusinessCustomer | null, actor: Actor): Promise<BillChange> {
  return changeUnissued(bookingId, async (trx, reference) => {
    await trx
      .updateTable("bookings")
      .set({ bill_customer_gstin: customer?.gstin ?? null, bill_customer_name: customer?.name ?? null, bill_customer_address: customer?.address ?? null })
      .where("id", "=", bookingId)
      .execute();
    const detail = customer ? `Booking ${reference}: GSTIN ${customer.gstin}` : `Booking ${reference}: no business customer`;
    await recordAudit(actor, { action: "bill-customer-set", detail, note: customer ? `${customer.name}, ${customer.address}` : "", bookingId }, trx);
    return { status: "done", done: customer ? "Business Customer Saved" : "Business Customer Removed" };
  });
}

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
  // A part's HSN, to the digits the business's turnover asks for (HSN_DIGITS_REQUIRED).
  const digits = env().HSN_DIGITS_REQUIRED;
  if (item.kind === "part" && digits > 0 && (item.hsn ?? "").length < digits)
    return Promise.resolve({ status: "refused", message: `Enter the part's HSN code: at least ${digits} digits`, field: "hsn" });
  return changeUnissued(bookingId, async (trx, reference) => {
    // Under a maintenance plan, the plan prices the line (labour free, a covered part free, another at its discount) and the line says so.
    const plan = await planOfBooking(bookingId, clock.now(), trx);
    const priced = plan ? priceUnderPlan({ description: item.description, kind: item.kind ?? "service", unitPaise: item.unitPaise }, plan) : null;
    const description = priced?.note ? `${item.description} (${priced.note})` : item.description;
    item = { ...item, description: description.slice(0, 200), unitPaise: priced?.unitPaise ?? item.unitPaise };
    await trx
      .insertInto("bill_items")
      .values({
        booking_id: bookingId,
        description: item.description,
        quantity: item.quantity,
        unit_paise: item.unitPaise,
        kind: item.kind ?? "service",
        hsn: item.kind === "part" ? (item.hsn ?? "") : "",
      })
      .execute();
    // The line's words are free text: in the note, which an erasure of the booking blanks.
    const detail = `Booking ${reference}: ${item.quantity} × ${rupees(item.unitPaise)}`;
    await recordAudit(actor, { action: "bill-item-added", detail, note: item.description, bookingId }, trx);
    return { status: "done", done: "Item Added" };
  });
}

export function removeBillItem(bookingId: number, itemId: number, actor: Actor): Promise<BillChange> {
  return changeUnissued(bookingId, async (trx, reference) => {
    // A maintenance plan sold on this line, not paid yet, goes with it (never started by the rest of the bill).
    await cancelPlanOfBillItem(trx, itemId);
    const item = await trx
      .deleteFrom("bill_items")
      .where("id", "=", itemId)
      .where("booking_id", "=", bookingId)
      .returning(["description", "quantity"])
      .executeTakeFirst();
    if (!item) return { status: "refused", message: "That item is not on the bill." };
    await recordAudit(
      actor,
      { action: "bill-item-removed", detail: `Booking ${reference}: item ${itemId}, ${item.quantity} ×`, note: item.description, bookingId },
      trx,
    );
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

/**
 * Fixes the bill as it is, under the business's GST registration now, and numbers it: the next
 * serial of the financial year's series, in the caller's transaction (one transaction at a time on
 * the app's one connection, and the series' unique serials besides: two issues never share or
 * skip a number). Returns the number.
 */
async function issue(trx: Kysely<Database>, bookingId: number, now: Date): Promise<string> {
  const gst = currentGst();
  const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirstOrThrow();
  await trx
    .updateTable("bookings")
    .set({
      bill_issued_at: now.toISOString(),
      bill_gstin: gst?.gstin ?? null,
      bill_gst_percent: gst?.ratePercent ?? null,
      bill_prices_include_gst: gst ? (gst.inclusive ? 1 : 0) : null,
    })
    .where("id", "=", bookingId)
    .execute();
  const bill = (await getBill(bookingId, trx))!;
  const { series, serial, number } = await nextDocumentNumber(trx, "invoices", env().INVOICE_PREFIX, now);
  const { SERVICE_SAC } = env();
  const lines: InvoiceLine[] = bill.items.map((item, index) => ({
    description: item.description,
    kind: item.kind ?? "service",
    code: item.kind === "part" ? (item.hsn ?? "") : SERVICE_SAC,
    quantity: item.quantity,
    unitPaise: item.unitPaise,
    taxablePaise: bill.totals.lineTaxable[index] ?? 0,
  }));
  await trx
    .insertInto("invoices")
    .values({
      booking_id: bookingId,
      series,
      serial,
      number,
      issued_at: now.toISOString(),
      gstin: gst?.gstin ?? null,
      gst_percent: gst?.ratePercent ?? null,
      prices_include_gst: gst?.inclusive ? 1 : 0,
      // A business customer is billed by its legal name at its billing address; the place of supply is its state.
      customer_name: booking.bill_customer_gstin && booking.bill_customer_name ? booking.bill_customer_name : booking.name,
      customer_address: booking.bill_customer_gstin && booking.bill_customer_address ? booking.bill_customer_address : addressLine(booking),
      customer_gstin: booking.bill_customer_gstin,
      place_of_supply: booking.bill_customer_gstin ? booking.bill_customer_gstin.slice(0, 2) : HOME_STATE_CODE,
      igst_paise: bill.totals.igst ?? 0,
      lines: JSON.stringify(lines),
      subtotal_paise: bill.totals.subtotal,
      discount_paise: bill.totals.discount,
      taxable_paise: bill.totals.taxable,
      cgst_paise: bill.totals.cgst ?? 0,
      sgst_paise: bill.totals.sgst ?? 0,
      round_off_paise: bill.totals.roundOff,
      total_paise: bill.totals.total,
    })
    .execute();
  return number;
}

export function issueBill(bookingId: number, actor: Actor, now: Date = clock.now()): Promise<BillChange> {
  return changeUnissued(bookingId, async (trx, reference) => {
    const bill = await getBill(bookingId, trx);
    if (!bill || bill.totals.total === 0) return { status: "refused", message: "Add the bill's items first." };
    const number = await issue(trx, bookingId, now);
    await recordAudit(actor, { action: "bill-issued", detail: `Booking ${reference}: ${number}, ${rupees(bill.totals.total)}`, bookingId }, trx, now);
    // Issued again over payments that cover it (its invoice was cancelled): a plan sold on it starts again.
    if (bill.due === 0) await startPlansPaidOnBill(trx, bookingId, now);
    return { status: "done", done: `Bill Issued: ${number}` };
  });
}

/** The answer to a payment's form sent again after staff voided the payment it recorded (the job screen says it in his language). */
export const PAYMENT_VOIDED = "This payment was voided: it is not recorded again. Check what is due and record it anew.";

/**
 * A payment staff took (UPI, cash or card), at most what is due; the first one issues the bill.
 * Only staff record payments: nothing on the customer's side marks a bill paid. `technicianId`:
 * the technician who took it at the door (the cash he hands over). A UPI payment's UTR already
 * recorded (not voided), on this booking or another, is refused naming the booking it paid; the
 * database's unique index refuses what slips past this check, with the same message, and then
 * nothing of the payment (nor the bill's issue) is kept.
 */
export async function recordPayment(
  bookingId: number,
  payment: { method: PaymentMethod; amountPaise: number; reference: string; technicianId?: number | null; submissionId?: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<BillChange> {
  const utr = payment.method === "upi" ? payment.reference : "";
  try {
    return await recordPaymentOnce(bookingId, payment, utr, actor, now);
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    if (utr && isUtrTaken(error)) return { status: "refused", message: utrTakenMessage(utr, await utrHolder(utr)), field: "reference" };
    throw error;
  }
}

function recordPaymentOnce(
  bookingId: number,
  payment: { method: PaymentMethod; amountPaise: number; reference: string; technicianId?: number | null; submissionId?: string },
  utr: string,
  actor: Actor,
  now: Date,
): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "bill_issued_at"]).where("id", "=", bookingId).executeTakeFirst();
    const bill = booking && (await getBill(bookingId, trx));
    if (!booking || !bill) return { status: "not-found" };
    // The same form sent again (a payment kept offline, sent twice): recorded once, answered as the
    // first was; or, when staff voided that payment meanwhile, that it was voided (nothing recorded).
    const earlier = payment.submissionId
      ? await trx.selectFrom("payments").select(["booking_id", "voided_at"]).where("submission_id", "=", payment.submissionId).executeTakeFirst()
      : undefined;
    if (earlier) {
      if (earlier.booking_id !== bookingId) return { status: "refused", message: "This form has expired. Please reload the page and try again." };
      if (earlier.voided_at) return { status: "refused", message: PAYMENT_VOIDED };
      return { status: "done", done: bill.due === 0 ? "Paid in Full" : "Payment Recorded" };
    }
    if (bill.due === 0) return { status: "refused", message: bill.totals.total === 0 ? "Add the bill's items first." : "Nothing is due on this bill." };
    if (payment.amountPaise > bill.due) return { status: "refused", message: `That is more than the ${rupees(bill.due)} due.` };
    const holder = utr ? ((await utrHolder(utr, trx)) ?? (await utrPaidPlan(utr, trx))) : undefined;
    if (holder) throw new Refusal({ status: "refused", message: utrTakenMessage(utr, holder), field: "reference" });
    if (!booking.bill_issued_at) {
      const number = await issue(trx, bookingId, now);
      await recordAudit(actor, { action: "bill-issued", detail: `Booking ${booking.reference}: ${number}, ${rupees(bill.totals.total)}`, bookingId }, trx, now);
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
    // Cash he had handed over already: what he handed over beyond his cash is recorded with the void, to settle.
    const over = payment.method === "cash" && payment.technician_id ? cashBalance(await cashHeldBy(payment.technician_id, trx)).over : 0;
    const detail = `Booking ${booking.reference}: payment ${paymentId}, ${rupees(payment.amount_paise)} by ${PAYMENT_METHODS[payment.method]} voided${over ? `; already handed over: ${rupees(over)} handed over beyond his cash, to settle with him` : ""}`;
    await recordAudit(actor, { action: "payment-voided", detail, note: reason, bookingId }, trx, now);
    // Money due again: a plan sold on this bill stops until it is paid.
    if ((await getBill(bookingId, trx))!.due > 0) await stopPlansOfUnpaidBill(trx, bookingId, "its bill's payment was voided", actor, now);
    return { status: "done", done: "Payment Voided" };
  });
}

/** A line of an invoice as printed: its SAC (a service) or HSN (a part, when known), and its share of the taxable value. */
type InvoiceLine = { description: string; kind: BillItemKind; code: string; quantity: number; unitPaise: number; taxablePaise: number };

export type Invoice = {
  id: number;
  number: string;
  issuedAt: string;
  gstin: string | null;
  gstPercent: number | null;
  pricesIncludeGst: boolean;
  customerName: string;
  customerAddress: string;
  lines: InvoiceLine[];
  subtotal: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The business customer's GSTIN (a B2B invoice), and the place of supply's state code. */
  customerGstin: string | null;
  placeOfSupply: string;
  roundOff: number;
  total: number;
  cancelledAt: string | null;
  cancelReason: string;
};

/** A booking's invoices, oldest first: those cancelled, then the one in force. */
export async function listInvoices(bookingId: number, trx: Kysely<Database> = db): Promise<Invoice[]> {
  const rows = await trx.selectFrom("invoices").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute();
  return rows.map(invoiceOf);
}

export function invoiceOf(row: Selectable<InvoicesTable>): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issued_at,
    gstin: row.gstin,
    gstPercent: row.gst_percent,
    pricesIncludeGst: row.prices_include_gst === 1,
    customerName: row.customer_name,
    customerAddress: row.customer_address,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    subtotal: row.subtotal_paise,
    discount: row.discount_paise,
    taxable: row.taxable_paise,
    cgst: row.cgst_paise,
    sgst: row.sgst_paise,
    igst: row.igst_paise,
    customerGstin: row.customer_gstin,
    placeOfSupply: row.place_of_supply,
    roundOff: row.round_off_paise,
    total: row.total_paise,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
  };
}

/**
 * Cancels the booking's invoice in force, with the reason (owner or office), while its month is
 * not filed (then a credit note corrects it: credit-notes.server.ts): its number stays used
 * and the invoice prints "Cancelled"; the payments stay on the booking for the owner to refund or
 * keep against the next invoice; the bill opens again, to be issued under the next number.
 */
export function cancelInvoice(bookingId: number, reason: string, actor: Actor, now: Date = clock.now()): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "number", "issued_at"])
      .where("booking_id", "=", bookingId)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    if (!invoice) return { status: "refused", message: "This bill has no invoice in force to cancel." };
    // A filed month's invoice is in a return already: it is corrected by a credit note.
    const month = monthOf(invoice.issued_at);
    if (await filedMonth(month, trx))
      return { status: "refused", message: `${invoice.number} is in ${month}, which is filed: it cannot be cancelled. Issue a credit note instead.` };
    await trx
      .updateTable("invoices")
      .set({ cancelled_at: now.toISOString(), cancel_reason: reason, cancelled_by: actor.email })
      .where("id", "=", invoice.id)
      .execute();
    await trx
      .updateTable("bookings")
      .set({ bill_issued_at: null, bill_gstin: null, bill_gst_percent: null, bill_prices_include_gst: null })
      .where("id", "=", bookingId)
      .execute();
    await recordAudit(actor, { action: "invoice-cancelled", detail: `Booking ${booking.reference}: ${invoice.number}`, note: reason, bookingId }, trx, now);
    await stopPlansOfUnpaidBill(trx, bookingId, `its invoice ${invoice.number} was cancelled`, actor, now);
    return { status: "done", done: `Invoice ${invoice.number} Cancelled` };
  });
}
