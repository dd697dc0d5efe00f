// A booking's invoices as issued (bills.server.ts issues them; bill-payments.server.ts cancels one), and a plan's own
// (plan-invoices.server.ts issues it when the plan's payment is recorded).
import type { Kysely, Selectable } from "kysely";

import type { BillItemKind } from "~/lib/billing/bill";
import type { LineNote } from "~/lib/outcome";
import { db } from "~db/db.server";
import type { Database, InvoicesTable } from "~db/schema";

/** A line of an invoice as printed: its SAC (a service) or HSN (a part, when known), and its share of the taxable value. */
/** `note`: a bill line's note by its code (said where the invoice is shown); none on lines issued before notes were codes. */
export type InvoiceLine = {
  description: string;
  kind: BillItemKind;
  code: string;
  quantity: number;
  unitPaise: number;
  taxablePaise: number;
  note?: LineNote;
};

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

/** A booking's bill's invoices, oldest first, cancelled ones too (a plan's own invoice is the plan's, not the bill's). */
export async function listInvoices(bookingId: number, trx: Kysely<Database> = db): Promise<Invoice[]> {
  const rows = await trx.selectFrom("invoices").selectAll().where("booking_id", "=", bookingId).where("customer_plan_id", "is", null).orderBy("id").execute();
  return rows.map(invoiceOf);
}

/** The tax invoice in force of a plan paid on its own, if it has one. */
export async function planInvoice(customerPlanId: number, trx: Kysely<Database> = db): Promise<Invoice | null> {
  const row = await trx.selectFrom("invoices").selectAll().where("customer_plan_id", "=", customerPlanId).where("cancelled_at", "is", null).executeTakeFirst();
  return row ? invoiceOf(row) : null;
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

/** The booking an invoice (by its number) was issued on, or null. */
export async function bookingOfInvoice(number: string): Promise<number | null> {
  return (await db.selectFrom("invoices").select("booking_id").where("number", "=", number).executeTakeFirst())?.booking_id ?? null;
}
