// The accountant's books: a month's invoices (for GSTR-1's B2C summary and GSTR-3B) as a summary
// and as CSV. Months are Bengaluru's calendar months; an invoice counts in the month it was issued.
import { stringify } from "csv-stringify/sync";

import { env } from "~/env.server";
import { amountText } from "~/lib/billing/bill";
import { placeOfSupplyName } from "~/lib/billing/gstin";
import { type Gstr1, gstr1, portalDate, type ReturnCredit } from "~/lib/billing/gstr1";
import { type OfflineToolFile, offlineToolRows } from "~/lib/billing/gstr1-csv";
import { gstr1Json } from "~/lib/billing/gstr1-json";
import { gstr3b, gstr3bJson } from "~/lib/billing/gstr3b";
import { istDateString, istInstant } from "~/lib/time/ist";
import { neutraliseFormula } from "~/models/bookings-csv.server";
import { type CreditNote, creditNotesIssued } from "~/models/credit-notes.server";
import { type Invoice, invoiceOf } from "~/models/invoices.server";
import { db } from "~db/db.server";

/** A month asked for (YYYY-MM, a real one), or this month in Bengaluru. */
export function askedMonth(value: FormDataEntryValue | null, now: Date): string {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : istDateString(now).slice(0, 7);
}

/** A month as YYYY-MM, and its first and next month's first instant in Bengaluru. */
export function monthBounds(month: string): { start: string; end: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return { start: istInstant(`${month}-01`, "00:00").toISOString(), end: istInstant(`${next}-01`, "00:00").toISOString() };
}

export type MonthInvoice = Invoice & { reference: string };

/** The month's invoices in number order, cancelled ones included. */
export async function monthInvoices(month: string): Promise<MonthInvoice[]> {
  const { start, end } = monthBounds(month);
  const rows = await db
    .selectFrom("invoices")
    .innerJoin("bookings", "bookings.id", "invoices.booking_id")
    .selectAll("invoices")
    .select("bookings.reference")
    .where("invoices.issued_at", ">=", start)
    .where("invoices.issued_at", "<", end)
    .orderBy("invoices.series")
    .orderBy("invoices.serial")
    .execute();
  return rows.map((row) => ({ ...invoiceOf(row), reference: row.reference }));
}

export type RateSummary = {
  ratePercent: number | null;
  count: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  roundOff: number;
  total: number;
};

/**
 * The month for the GST returns: the invoices in force by rate (each of CGST and SGST; null: bills
 * without GST), their count, the first and last number issued (cancelled ones too: the series has
 * no gap), and the cancelled ones.
 */
export function gstSummary(invoices: readonly MonthInvoice[]) {
  const inForce = invoices.filter((invoice) => !invoice.cancelledAt);
  const rates = new Map<number | null, RateSummary>();
  for (const invoice of inForce) {
    const rate = invoice.gstin ? invoice.gstPercent : null;
    const sum = rates.get(rate) ?? { ratePercent: rate, count: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, roundOff: 0, total: 0 };
    sum.count += 1;
    sum.taxable += invoice.taxable;
    sum.cgst += invoice.cgst;
    sum.sgst += invoice.sgst;
    sum.igst += invoice.igst;
    sum.roundOff += invoice.roundOff;
    sum.total += invoice.total;
    rates.set(rate, sum);
  }
  return {
    count: invoices.length,
    first: invoices[0]?.number ?? null,
    last: invoices.at(-1)?.number ?? null,
    rates: [...rates.values()],
    cancelled: invoices.filter((invoice) => invoice.cancelledAt).map(({ number, cancelReason, total }) => ({ number, reason: cancelReason, total })),
  };
}

const COLUMNS = [
  { key: "number", header: "Invoice number" },
  // Dates as the GST portal writes them, the file's one format.
  { key: "date", header: "Invoice date (dd-mm-yyyy)" },
  { key: "reference", header: "Booking" },
  { key: "customer", header: "Customer" },
  { key: "customerGstin", header: "Customer GSTIN" },
  { key: "place", header: "Place of supply" },
  { key: "gstin", header: "Supplier GSTIN" },
  { key: "rate", header: "GST rate (%)" },
  { key: "taxable", header: "Taxable value (₹)" },
  { key: "cgst", header: "CGST (₹)" },
  { key: "sgst", header: "SGST (₹)" },
  { key: "igst", header: "IGST (₹)" },
  { key: "roundOff", header: "Round-off (₹)" },
  { key: "total", header: "Total (₹)" },
  { key: "status", header: "Status" },
  { key: "cancelled", header: "Cancelled on (dd-mm-yyyy)" },
  { key: "reason", header: "Cancel reason" },
] as const;

/** The month's invoices as CSV (every cell quoted and formula-guarded, a byte-order mark for Excel). */
export function invoicesCsv(invoices: readonly MonthInvoice[]): string {
  const signed = (paise: number) => (paise < 0 ? `-${amountText(-paise)}` : amountText(paise));
  const records = invoices.map((invoice) => {
    const cells: Record<(typeof COLUMNS)[number]["key"], string> = {
      number: invoice.number,
      date: portalDate(invoice.issuedAt),
      reference: invoice.reference,
      customer: invoice.customerName,
      customerGstin: invoice.customerGstin ?? "",
      place: invoice.gstin ? placeOfSupplyName(invoice.placeOfSupply) : "",
      gstin: invoice.gstin ?? "",
      rate: invoice.gstin ? String((invoice.gstPercent ?? 0) * 2) : "",
      taxable: amountText(invoice.taxable),
      cgst: amountText(invoice.cgst),
      sgst: amountText(invoice.sgst),
      igst: amountText(invoice.igst),
      roundOff: signed(invoice.roundOff),
      total: amountText(invoice.total),
      status: invoice.cancelledAt ? "Cancelled" : "Issued",
      cancelled: invoice.cancelledAt ? portalDate(invoice.cancelledAt) : "",
      reason: invoice.cancelReason,
    };
    // Typed text is guarded against formulas; the figures are the app's own (a round-off may start with "-").
    return { ...cells, reference: neutraliseFormula(cells.reference), customer: neutraliseFormula(cells.customer), reason: neutraliseFormula(cells.reason) };
  });
  return stringify(records, { header: true, bom: true, columns: [...COLUMNS], quoted: true, quoted_empty: true, record_delimiter: "windows" });
}

/** The credit notes issued in the month, each with its invoice's lines (to spread it over their codes). */
export async function monthCreditNotes(month: string): Promise<(CreditNote & { lines: Invoice["lines"] })[]> {
  const { start, end } = monthBounds(month);
  const notes = await creditNotesIssued(start, end);
  if (!notes.length) return [];
  const rows = await db
    .selectFrom("invoices")
    .select(["number", "lines"])
    .where(
      "number",
      "in",
      notes.map((note) => note.invoiceNumber),
    )
    .execute();
  const lines = new Map(rows.map((row) => [row.number, JSON.parse(row.lines) as Invoice["lines"]]));
  return notes.map((note) => ({ ...note, lines: lines.get(note.invoiceNumber) ?? [] }));
}

/** The month's GSTR-1 tables (app/lib/billing/gstr1.ts). */
export function monthReturns(invoices: readonly MonthInvoice[], credits: readonly ReturnCredit[]): Gstr1 {
  return gstr1(invoices, credits);
}

/**
 * One of the returns offline tool's CSV files: its own column headings, quoted only where a cell
 * needs it, no byte-order mark (the tool matches the headings as they are); a part's description,
 * typed by staff, guarded against formulas.
 */
export function offlineToolCsv(returns: Gstr1, file: OfflineToolFile): string {
  const { columns, rows } = offlineToolRows(returns, file);
  // Typed text: a part's description (hsn), a customer's name (b2b, cdnr).
  const guarded = file === "docs" || file === "b2cs" ? rows : rows.map((row) => row.map((cell, index) => (index === 1 ? neutraliseFormula(cell) : cell)));
  return stringify([columns as readonly string[], ...guarded], { record_delimiter: "windows" });
}

/** The GSTR-1 JSON for the portal's upload, as text; null where the business has no GSTIN (it files no return). */
export function returnsJson(returns: Gstr1, month: string): string | null {
  const { GSTIN } = env();
  return GSTIN ? JSON.stringify(gstr1Json(returns, { gstin: GSTIN, month }), null, 2) : null;
}

/** GSTR-3B's Table 3.1(a) and 3.2 as JSON (app/lib/billing/gstr3b.ts), from the month's GSTR-1; null where the business has no GSTIN. */
export function gstr3bText(returns: Gstr1, month: string): string | null {
  const { GSTIN } = env();
  return GSTIN ? JSON.stringify(gstr3bJson(gstr3b(returns), { gstin: GSTIN, month }), null, 2) : null;
}
