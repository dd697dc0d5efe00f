// A booking's bill in parts: each invoice in force (its lines and sums as issued) and the open part,
// the lines no invoice in force has issued yet (added after one was, or reopened by its
// cancellation), priced under the business's GST registration now. What is due is every part's
// total less the payments. The booking's discount is given once, by the first invoice that issues
// it: the open part has what the invoices in force have not given yet. Lists read the same sums
// from SQL (billSums) without loading each bill.
import { type RawBuilder, sql } from "kysely";

import { env } from "~/env.server";
import { type BillItem, type BillTotals, billTotals, type Gst } from "~/lib/billing/bill";
import { HOME_STATE_CODE } from "~/lib/billing/gstin";
import type { Invoice } from "~/models/invoices.server";

/** A part of the bill: an invoice in force with the lines it issued, or the open part (invoice null). */
export type BillPart<I extends BillItem = BillItem & { id: number }> = { invoice: Invoice | null; items: I[]; totals: BillTotals; gst: Gst | null };

/** Whether a supply to this customer GSTIN (if any) is inter-state: its state is not the business's. */
const interStateFor = (customerGstin: string | null | undefined) => !!customerGstin && customerGstin.slice(0, 2) !== HOME_STATE_CODE;

/** The GST registration of the business now (GSTIN, GST_RATE_PERCENT, PRICES_INCLUDE_GST) for this customer, or null when it has none. */
export function currentGst(customerGstin: string | null | undefined): Gst | null {
  const { GSTIN, GST_RATE_PERCENT, PRICES_INCLUDE_GST } = env();
  return GSTIN ? { gstin: GSTIN, ratePercent: GST_RATE_PERCENT, inclusive: PRICES_INCLUDE_GST, interState: interStateFor(customerGstin) } : null;
}

/** The registration an invoice was issued under, or null (a bill without GST). */
function invoiceGst(invoice: Invoice): Gst | null {
  if (!invoice.gstin || !invoice.gstPercent) return null;
  return { gstin: invoice.gstin, ratePercent: invoice.gstPercent, inclusive: invoice.pricesIncludeGst, interState: invoice.placeOfSupply !== HOME_STATE_CODE };
}

/** An invoice's sums as issued, in the shape of a bill's. */
function invoiceTotals(invoice: Invoice, gst: Gst | null): BillTotals {
  return {
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    taxable: invoice.taxable,
    lineTaxable: invoice.lines.map((line) => line.taxablePaise),
    cgst: gst && !gst.interState ? invoice.cgst : null,
    sgst: gst && !gst.interState ? invoice.sgst : null,
    igst: gst?.interState ? invoice.igst : null,
    roundOff: invoice.roundOff,
    total: invoice.total,
  };
}

/** The discount the open part takes: the booking's, less what the invoices in force gave already. */
function openDiscount(discountPaise: number, inForce: readonly { discount: number }[]): number {
  return Math.max(discountPaise - inForce.reduce((sum, invoice) => sum + invoice.discount, 0), 0);
}

/** Parts' sums added up: the bill's whole (a tax line counts where any part has it). */
export function sumTotals(parts: readonly BillTotals[]): BillTotals {
  const add = (pick: (totals: BillTotals) => number) => parts.reduce((sum, totals) => sum + pick(totals), 0);
  const taxLine = (pick: (totals: BillTotals) => number | null) => (parts.some((totals) => pick(totals) !== null) ? add((totals) => pick(totals) ?? 0) : null);
  return {
    subtotal: add((totals) => totals.subtotal),
    discount: add((totals) => totals.discount),
    taxable: add((totals) => totals.taxable),
    lineTaxable: parts.flatMap((totals) => totals.lineTaxable),
    cgst: taxLine((totals) => totals.cgst),
    sgst: taxLine((totals) => totals.sgst),
    igst: taxLine((totals) => totals.igst),
    roundOff: add((totals) => totals.roundOff),
    total: add((totals) => totals.total),
  };
}

/**
 * The bill's parts: each invoice in force (oldest first) with its lines, then the open part when it
 * has lines (or when nothing is issued: the draft). A line whose invoice is not in force is open.
 */
export function billParts<I extends BillItem & { id: number; invoiceId: number | null }>(
  items: readonly I[],
  invoices: readonly Invoice[],
  booking: { discount_paise: number; bill_customer_gstin: string | null },
): BillPart<I>[] {
  const inForce = invoices.filter((invoice) => !invoice.cancelledAt);
  const issued = inForce.map((invoice) => {
    const gst = invoiceGst(invoice);
    return { invoice, items: items.filter((item) => item.invoiceId === invoice.id), totals: invoiceTotals(invoice, gst), gst };
  });
  const openItems = items.filter((item) => !inForce.some((invoice) => invoice.id === item.invoiceId));
  if (issued.length && !openItems.length) return issued;
  const gst = currentGst(booking.bill_customer_gstin);
  return [...issued, { invoice: null, items: openItems, totals: billTotals(openItems, openDiscount(booking.discount_paise, inForce), gst), gst }];
}

/**
 * Each part's heading in a bill of more than one part (none for a bill of one): the index of its
 * first line in the bill's lines, and its words (an invoice's number and total, or the open part's).
 */
export function partHeadings(parts: readonly BillPart[], label: (part: BillPart) => string): { from: number; label: string }[] {
  if (parts.length < 2) return [];
  let from = 0;
  return parts.map((part) => {
    const heading = { from, label: label(part) };
    from += part.items.length;
    return heading;
  });
}

/**
 * A booking's bill sums as lists read them (the bookings list, the CSV, analytics, refunds): the open
 * lines' sum, and the invoices in force (a plan's own invoice is not the bill's): their totals and
 * the discount they gave. Each names `bookings.id`.
 */
export const billSums: Record<"bill_subtotal" | "bill_invoiced" | "bill_invoiced_discount", RawBuilder<number>> = {
  bill_subtotal: sql<number>`(select coalesce(sum(quantity * unit_paise), 0) from bill_items where booking_id = bookings.id and invoice_id is null)`,
  bill_invoiced: sql<number>`(select coalesce(sum(total_paise), 0) from invoices where booking_id = bookings.id and cancelled_at is null and customer_plan_id is null)`,
  bill_invoiced_discount: sql<number>`(select coalesce(sum(discount_paise), 0) from invoices where booking_id = bookings.id and cancelled_at is null and customer_plan_id is null)`,
};

/** The total of a booking's bill from its sums (billSums): the invoices in force and the open lines after the discount left, taxed as now. */
export function bookingBillTotal(booking: {
  bill_subtotal: number;
  bill_invoiced: number;
  bill_invoiced_discount: number;
  discount_paise: number;
  bill_customer_gstin?: string | null;
}): number {
  const discount = openDiscount(booking.discount_paise, [{ discount: Number(booking.bill_invoiced_discount) }]);
  const open = Number(booking.bill_subtotal)
    ? billTotals([{ description: "", quantity: 1, unitPaise: Number(booking.bill_subtotal) }], discount, currentGst(booking.bill_customer_gstin)).total
    : 0;
  return Number(booking.bill_invoiced) + open;
}
