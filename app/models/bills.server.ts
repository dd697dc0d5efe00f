// A booking's bill (items, discount, GST when the business is registered) and its issue; the payments
// staff record against it, their voids and the invoices are in bill-payments.server.ts; its parts
// (each invoice in force, the open lines) in bill-parts.server.ts. Lines are added to the open part
// at any time and removed while open; a payment (or Issue) issues the open part as an invoice. The
// discount and the business customer change until the first invoice. Every change is in the audit
// trail, in the change's own transaction.
import type { Kysely } from "kysely";

import { env } from "~/env.server";
import { amountDue, type BillItem, type BillTotals, type Gst, type PaymentMethod, refundDue, type RefundMethod, rupees } from "~/lib/billing/bill";
import { HOME_STATE_CODE } from "~/lib/billing/gstin";
import { noteColumns, noteOf } from "~/lib/billing/line-note";
import { addressLine } from "~/lib/booking/map-link";
import { done, type Outcome, refused, type Said, said } from "~/lib/outcome";
import { priceUnderPlan } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { type BillPart, billParts, sumTotals } from "~/models/bill-parts.server";
import { nextDocumentNumber } from "~/models/document-numbers.server";
import { type Invoice, type InvoiceLine, listInvoices } from "~/models/invoices.server";
import { planOfBooking } from "~/models/plan-cover.server";
import { cancelPlanOfBillItem, startPlansPaidOnBill } from "~/models/plan-payments.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

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
  /** Every line, in the order of the parts: each invoice's, then the open ones. */
  items: (BillItem & { id: number; invoiceId: number | null })[];
  /** The whole bill: every part's sums added up. */
  totals: BillTotals;
  /** Each invoice in force with its lines, then the open part (lines not issued yet; the draft before any is). */
  parts: BillPart<BillItem & { id: number; invoiceId: number | null }>[];
  /** The registration the open part would be taxed under now, or the last invoice's when nothing is open. */
  gst: Gst | null;
  /** The business the bill is to (a B2B invoice), or null for a consumer. */
  customer: BusinessCustomer | null;
  /** When its first invoice in force was issued; null while none is. */
  issuedAt: string | null;
  /** The latest invoice in force (null before the bill is issued). */
  invoice: Invoice | null;
  /** The invoices in force (oldest first), and those cancelled. */
  invoices: Invoice[];
  cancelledInvoices: Invoice[];
  /** The open part's total: what the next payment (or Issue) issues; 0 when nothing is open. */
  openTotal: number;
  payments: Payment[];
  /** The payments not voided, refunds not taken off. */
  paid: number;
  refunds: Refund[];
  refunded: number;
  /** What is still to be paid: total − (paid − refunded), never below 0. */
  due: number;
  /** What is still to be paid on the invoices in force alone (the open part left out): a plan sold on the bill stops when it is above 0. */
  invoicedDue: number;
  /** Money taken beyond the total, still to go back: paid − refunded − total, never below 0. */
  refundDue: number;
  /** When the last payment cleared the bill; null while anything is due (or nothing was billed). */
  paidAt: string | null;
};

export async function getBill(bookingId: number, trx: Kysely<Database> = db): Promise<Bill | undefined> {
  const booking = await trx
    .selectFrom("bookings")
    .select(["discount_paise", "bill_customer_gstin", "bill_customer_name", "bill_customer_address"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const [items, payments, refunds, invoices] = await Promise.all([
    trx
      .selectFrom("bill_items")
      .select(["id", "description", "quantity", "unit_paise", "kind", "hsn", "note_code", "note_values", "invoice_id"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute(),
    trx.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute(),
    trx.selectFrom("refunds").selectAll().where("booking_id", "=", bookingId).orderBy("id").execute(),
    listInvoices(bookingId, trx),
  ]);
  const billItems = items.map((item) => ({
    id: item.id,
    description: item.description,
    quantity: item.quantity,
    unitPaise: item.unit_paise,
    kind: item.kind,
    hsn: item.hsn,
    note: noteOf(item),
    invoiceId: item.invoice_id,
  }));
  const parts = billParts(billItems, invoices, booking);
  const inForce = invoices.filter((invoice) => !invoice.cancelledAt);
  const open = parts.find((part) => !part.invoice);
  const totals = sumTotals(parts.map((part) => part.totals));
  const paid = payments.reduce((sum, payment) => sum + (payment.voided_at ? 0 : payment.amount_paise), 0);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount_paise, 0);
  const due = amountDue(totals.total, paid - refunded);
  return {
    items: parts.flatMap((part) => part.items),
    totals,
    parts,
    gst: (open ?? parts.at(-1))?.gst ?? null,
    customer: booking.bill_customer_gstin
      ? { gstin: booking.bill_customer_gstin, name: booking.bill_customer_name ?? "", address: booking.bill_customer_address ?? "" }
      : null,
    issuedAt: inForce[0]?.issuedAt ?? null,
    invoice: inForce.at(-1) ?? null,
    invoices: inForce,
    cancelledInvoices: invoices.filter((invoice) => invoice.cancelledAt),
    openTotal: open?.items.length ? open.totals.total : 0,
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
    invoicedDue: amountDue(
      inForce.reduce((sum, invoice) => sum + invoice.total, 0),
      paid - refunded,
    ),
    refundDue: refundDue(totals.total, paid, refunded),
    paidAt: totals.total > 0 && due === 0 ? (payments.filter((payment) => !payment.voided_at).at(-1)?.recorded_at ?? null) : null,
  };
}

/** What a change of the bill came to: done (its toast), no such booking, or refused (`field`: a reused UTR's is the reference). */
export type BillChange = Outcome<Said, "reference" | "collectedBy" | "amount" | "hsn"> | { status: "not-found" };

/** A business customer on a bill: its GSTIN (checked), legal name and billing address. */
export type BusinessCustomer = { gstin: string; name: string; address: string };

/** Names the bill's business customer (a B2B invoice), or none (null): before the bill is issued. */
export function setBusinessCustomer(bookingId: number, customer: BusinessCustomer | null, actor: Actor): Promise<BillChange> {
  return changeBill(bookingId, async (trx, reference) => {
    await trx
      .updateTable("bookings")
      .set({ bill_customer_gstin: customer?.gstin ?? null, bill_customer_name: customer?.name ?? null, bill_customer_address: customer?.address ?? null })
      .where("id", "=", bookingId)
      .execute();
    const detail = customer ? `Booking ${reference}: GSTIN ${customer.gstin}` : `Booking ${reference}: no business customer`;
    await recordAudit(actor, { action: "bill-customer-set", detail, note: customer ? `${customer.name}, ${customer.address}` : "", bookingId }, trx);
    return done(said(customer ? "businessCustomerSaved" : "businessCustomerRemoved"));
  });
}

const ISSUED: BillChange = refused("billIssued");

/**
 * Runs `change` on the bill of an existing booking, in one transaction with its audit row: while no
 * invoice is in force, or (`open`) on its open part whatever is issued; `made` answers first when
 * the change was already made (the same form sent again), bill issued or not.
 */
function changeBill(
  bookingId: number,
  change: (trx: Kysely<Database>, reference: string) => Promise<BillChange>,
  { made, open = false }: { made?: (trx: Kysely<Database>) => Promise<BillChange | null>; open?: boolean } = {},
): Promise<BillChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "bill_issued_at"]).where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    const earlier = made ? await made(trx) : null;
    if (earlier) return earlier;
    if (booking.bill_issued_at && !open) return ISSUED;
    return change(trx, booking.reference);
  });
}

/**
 * Adds a line to the bill's open part (before any invoice, or after: the next invoice issues it). `submissionId`: the form's own id (the job screen's, whose lines
 * are kept on his phone with no signal and sent again): the same id is the same line, added once.
 */
export function addBillItem(bookingId: number, item: BillItem, actor: Actor, submissionId?: string): Promise<BillChange> {
  // A part's HSN, to the digits the business's turnover asks for (HSN_DIGITS_REQUIRED).
  const digits = env().HSN_DIGITS_REQUIRED;
  if (item.kind === "part" && digits > 0 && (item.hsn ?? "").length < digits)
    return Promise.resolve(refused("hsnDigits", { field: "hsn", values: { digits } }));
  return changeBill(
    bookingId,
    async (trx, reference) => {
      // Under a maintenance plan, the plan prices the line (labour free, a covered part free, another at its discount) and the line says so.
      const plan = await planOfBooking(bookingId, clock.now(), trx);
      // The note is kept by its code, said in the reader's language where the line is shown; the description stays the item's own name.
      const priced = plan ? priceUnderPlan({ description: item.description, kind: item.kind ?? "service", unitPaise: item.unitPaise }, plan) : null;
      item = { ...item, description: item.description.slice(0, 200), unitPaise: priced?.unitPaise ?? item.unitPaise };
      await trx
        .insertInto("bill_items")
        .values({
          booking_id: bookingId,
          description: item.description,
          quantity: item.quantity,
          unit_paise: item.unitPaise,
          kind: item.kind ?? "service",
          hsn: item.kind === "part" ? (item.hsn ?? "") : "",
          ...noteColumns(priced?.note ?? item.note ?? null),
          submission_id: submissionId ?? null,
        })
        .execute();
      // The line's words are free text: in the note, which an erasure of the booking blanks.
      const detail = `Booking ${reference}: ${item.quantity} × ${rupees(item.unitPaise)}`;
      await recordAudit(actor, { action: "bill-item-added", detail, note: item.description, bookingId }, trx);
      return done(said("itemAdded"));
    },
    {
      open: true,
      made: async (trx) => {
        if (!submissionId) return null;
        const earlier = await trx.selectFrom("bill_items").select("booking_id").where("submission_id", "=", submissionId).executeTakeFirst();
        if (!earlier) return null;
        return earlier.booking_id === bookingId ? done(said("itemAdded")) : refused("expired");
      },
    },
  );
}

/** Removes a line of the bill's open part: a line an invoice in force issued stays with it. */
export function removeBillItem(bookingId: number, itemId: number, actor: Actor): Promise<BillChange> {
  return changeBill(
    bookingId,
    async (trx, reference) => {
      const line = await trx.selectFrom("bill_items").select("invoice_id").where("id", "=", itemId).where("booking_id", "=", bookingId).executeTakeFirst();
      if (!line) return refused("itemNotOnBill");
      if (line.invoice_id !== null) return refused("lineInvoiced");
      // A maintenance plan sold on this line, not paid yet, goes with it (never started by the rest of the bill).
      await cancelPlanOfBillItem(trx, itemId);
      const item = await trx
        .deleteFrom("bill_items")
        .where("id", "=", itemId)
        .where("booking_id", "=", bookingId)
        .returning(["description", "quantity"])
        .executeTakeFirstOrThrow();
      await recordAudit(
        actor,
        { action: "bill-item-removed", detail: `Booking ${reference}: item ${itemId}, ${item.quantity} ×`, note: item.description, bookingId },
        trx,
      );
      return done(said("itemRemoved"));
    },
    { open: true },
  );
}

export function setBillDiscount(bookingId: number, discountPaise: number, actor: Actor): Promise<BillChange> {
  return changeBill(bookingId, async (trx, reference) => {
    await trx.updateTable("bookings").set({ discount_paise: discountPaise }).where("id", "=", bookingId).execute();
    await recordAudit(actor, { action: "bill-discount-set", detail: `Booking ${reference}: discount ${rupees(discountPaise)}`, bookingId }, trx);
    return done(said("discountSaved"));
  });
}

/**
 * Issues the bill's open part (every line before the first invoice; the lines added since, after
 * one) under the business's GST registration now, numbered with the next serial of the financial
 * year's series, in the caller's transaction (one transaction at a time on the app's one
 * connection, and the series' unique serials besides: two issues never share or skip a number). A
 * later invoice of the booking (a supplementary one) covers only its new lines. Returns the number.
 */
export async function issue(trx: Kysely<Database>, bookingId: number, now: Date): Promise<string> {
  const booking = await trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirstOrThrow();
  const open = (await getBill(bookingId, trx))!.parts.find((part) => !part.invoice);
  if (!open?.items.length) throw new Error(`Booking ${booking.reference} has no open bill lines to issue`);
  const { gst, totals } = open;
  // The bill is issued from its first invoice on; its terms are the first invoice's.
  if (!booking.bill_issued_at)
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
  const { series, serial, number } = await nextDocumentNumber(trx, "invoices", env().INVOICE_PREFIX, now);
  const { SERVICE_SAC } = env();
  const lines: InvoiceLine[] = open.items.map((item, index) => ({
    description: item.description,
    ...(item.note ? { note: item.note } : {}),
    kind: item.kind ?? "service",
    code: item.kind === "part" ? (item.hsn ?? "") : SERVICE_SAC,
    quantity: item.quantity,
    unitPaise: item.unitPaise,
    taxablePaise: totals.lineTaxable[index] ?? 0,
  }));
  const invoice = await trx
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
      igst_paise: totals.igst ?? 0,
      lines: JSON.stringify(lines),
      subtotal_paise: totals.subtotal,
      discount_paise: totals.discount,
      taxable_paise: totals.taxable,
      cgst_paise: totals.cgst ?? 0,
      sgst_paise: totals.sgst ?? 0,
      round_off_paise: totals.roundOff,
      total_paise: totals.total,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Its lines are the invoice's now: fixed with it, open again only if it is cancelled.
  await trx
    .updateTable("bill_items")
    .set({ invoice_id: invoice.id })
    .where(
      "id",
      "in",
      open.items.map((item) => item.id),
    )
    .execute();
  return number;
}

/** Issues the bill's open part as an invoice (the first, or a supplementary one after it): Issue bill on the bill page. */
export function issueBill(bookingId: number, actor: Actor, now: Date = clock.now()): Promise<BillChange> {
  return changeBill(
    bookingId,
    async (trx, reference) => {
      const bill = await getBill(bookingId, trx);
      if (!bill || bill.openTotal === 0) return refused(bill?.invoices.length ? "nothingOpen" : "itemsFirst");
      const number = await issue(trx, bookingId, now);
      await recordAudit(actor, { action: "bill-issued", detail: `Booking ${reference}: ${number}, ${rupees(bill.openTotal)}`, bookingId }, trx, now);
      // Issued again over payments that cover it (its invoice was cancelled): a plan sold on it starts again.
      if (bill.due === 0) await startPlansPaidOnBill(trx, bookingId, now);
      return done(said("billIssued", { number }));
    },
    { open: true },
  );
}
