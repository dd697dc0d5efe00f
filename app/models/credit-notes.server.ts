// Month end: the owner marks a month filed once its GSTR-1 is filed; an invoice of a
// filed month is closed to cancellation (migration 0035's trigger holds it too), and a mistake in
// it is corrected by a credit note: its own gapless series per financial year (CN/26-27/0001),
// referencing the invoice, with its reason, taxable value and tax, reported in the month it is
// issued. A credit note is only for an invoice of a filed month (an open month's invoice is
// cancelled and billed again instead), never more than is left of the invoice, and a credited
// invoice is never cancelled (bill-payments.server.ts): so a month's declared tax is always its
// invoices in force less its credit notes; migration 0047's triggers hold the three rules too.
// Each is audited in the same transaction.
import type { Kysely } from "kysely";

import { creditNoteTotals, rupees } from "~/lib/billing/bill";
import { HOME_STATE_CODE } from "~/lib/billing/gstin";
import { done, money, type Outcome, refused, type Said, said } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { type Actor, recordAudit } from "~/models/audit.server";
import { nextDocumentNumber } from "~/models/document-numbers.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

/** What came of a credit note asked for (the shape of bills.server.ts's BillChange, which this module may not import: it imports this one). */
type CreditChange = Outcome<Said, "amount"> | { status: "not-found" };

/** The series' prefix: credit notes are numbered apart from invoices. */
const CREDIT_NOTE_PREFIX = "CN";

/** An instant's month in Bengaluru: YYYY-MM. */
export function monthOf(isoUtc: string): string {
  return istDateString(new Date(isoUtc)).slice(0, 7);
}

export type FiledMonth = { month: string; filedAt: string; filedBy: string };

export async function filedMonth(month: string, trx: Kysely<Database> = db): Promise<FiledMonth | null> {
  const row = await trx.selectFrom("filed_months").selectAll().where("month", "=", month).executeTakeFirst();
  return row ? { month: row.month, filedAt: row.filed_at, filedBy: row.filed_by } : null;
}

/** Whether a month (YYYY-MM) has ended in Bengaluru at `now`: the month under way and those to come have not. */
export function monthEnded(month: string, now: Date): boolean {
  return month < istDateString(now).slice(0, 7);
}

/** Whether this invoice's month is filed (then it is corrected by a credit note, not cancelled). */
export async function isInvoiceMonthFiled(issuedAt: string, trx: Kysely<Database> = db): Promise<boolean> {
  return (await filedMonth(monthOf(issuedAt), trx)) !== null;
}

/**
 * The owner marks a month filed, once, and only after it has ended in Bengaluru (by the app's
 * clock): an invoice of the month under way could no longer be cancelled once it is filed.
 * `notEnded` says why a month under way or to come is refused, for the page to say it in the
 * reader's language.
 */
export function fileMonth(month: string, actor: Actor, now: Date = clock.now()): Promise<Outcome<Said>> {
  return transaction(async (trx) => {
    if (!monthEnded(month, now)) return refused("monthNotEnded", { values: { month } });
    if (await filedMonth(month, trx)) return refused("monthFiled", { values: { month } });
    await trx.insertInto("filed_months").values({ month, filed_at: now.toISOString(), filed_by: actor.email }).execute();
    await recordAudit(actor, { action: "month-filed", detail: `${month}: its invoices are closed; corrections by credit note` }, trx, now);
    return done(said("monthFiled", { month }));
  });
}

export type CreditNote = {
  id: number;
  number: string;
  issuedAt: string;
  reason: string;
  invoiceNumber: string;
  invoiceIssuedAt: string;
  /** Each of CGST and SGST on the invoice, in percent (null: a bill without GST). */
  gstPercent: number | null;
  gstin: string | null;
  customerName: string;
  customerAddress: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The business customer's GSTIN on the invoice (a B2B credit note), and the place of supply's state code. */
  customerGstin: string | null;
  placeOfSupply: string;
  total: number;
};

function creditNotes(trx: Kysely<Database> = db) {
  return trx
    .selectFrom("credit_notes")
    .innerJoin("invoices", "invoices.id", "credit_notes.invoice_id")
    .select([
      "credit_notes.id",
      "credit_notes.number",
      "credit_notes.issued_at",
      "credit_notes.reason",
      "credit_notes.taxable_paise",
      "credit_notes.cgst_paise",
      "credit_notes.sgst_paise",
      "credit_notes.igst_paise",
      "invoices.customer_gstin",
      "invoices.place_of_supply",
      "credit_notes.total_paise",
      "invoices.number as invoice_number",
      "invoices.issued_at as invoice_issued_at",
      "invoices.gst_percent",
      "invoices.gstin",
      "invoices.customer_name",
      "invoices.customer_address",
      "invoices.booking_id",
    ])
    .orderBy("credit_notes.series")
    .orderBy("credit_notes.serial");
}

type Row = Awaited<ReturnType<ReturnType<typeof creditNotes>["execute"]>>[number];
const creditNoteOf = (row: Row): CreditNote => ({
  id: row.id,
  number: row.number,
  issuedAt: row.issued_at,
  reason: row.reason,
  invoiceNumber: row.invoice_number,
  invoiceIssuedAt: row.invoice_issued_at,
  gstPercent: row.gst_percent,
  gstin: row.gstin,
  customerName: row.customer_name,
  customerAddress: row.customer_address,
  taxable: row.taxable_paise,
  cgst: row.cgst_paise,
  sgst: row.sgst_paise,
  igst: row.igst_paise,
  customerGstin: row.customer_gstin,
  placeOfSupply: row.place_of_supply,
  total: row.total_paise,
});

/** The credit notes issued in a month (between two instants), in number order. */
export async function creditNotesIssued(start: string, end: string): Promise<CreditNote[]> {
  return (await creditNotes().where("credit_notes.issued_at", ">=", start).where("credit_notes.issued_at", "<", end).execute()).map(creditNoteOf);
}

/** The number of the first credit note against an invoice, if any (then it is never cancelled). */
export async function firstCreditNoteOn(invoiceId: number, trx: Kysely<Database> = db): Promise<string | undefined> {
  const row = await trx.selectFrom("credit_notes").select("number").where("invoice_id", "=", invoiceId).orderBy("series").orderBy("serial").executeTakeFirst();
  return row?.number;
}

/** A booking's credit notes, in number order. */
export async function bookingCreditNotes(bookingId: number, trx: Kysely<Database> = db): Promise<CreditNote[]> {
  return (await creditNotes(trx).where("invoices.booking_id", "=", bookingId).execute()).map(creditNoteOf);
}

export async function getCreditNote(id: number): Promise<CreditNote | undefined> {
  const row = await creditNotes().where("credit_notes.id", "=", id).executeTakeFirst();
  return row ? creditNoteOf(row) : undefined;
}

/**
 * A credit note of `amount` paise (tax included) against the booking's invoice in force, with its
 * reason: only when the invoice's month is filed, and never more than the invoice's total less
 * what earlier credit notes took off it.
 */
export function issueCreditNote(bookingId: number, amount: number, reason: string, actor: Actor, now: Date = clock.now()): Promise<CreditChange> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return { status: "not-found" };
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "number", "issued_at", "total_paise", "gst_percent", "gstin", "place_of_supply"])
      .where("booking_id", "=", bookingId)
      .where("cancelled_at", "is", null)
      .executeTakeFirst();
    if (!invoice) return refused("noInvoiceToCredit");
    // An open month's invoice is cancelled and billed again: a credit note there would take off
    // what the month's return has not yet declared.
    const month = monthOf(invoice.issued_at);
    if (!(await filedMonth(month, trx))) return refused("creditUnfiledMonth", { values: { number: invoice.number, month } });
    const credited = (await bookingCreditNotes(bookingId, trx))
      .filter((note) => note.invoiceNumber === invoice.number)
      .reduce((sum, note) => sum + note.total, 0);
    const left = invoice.total_paise - credited;
    if (amount > left) return refused("creditAtMost", { field: "amount", values: { amount: money(left), number: invoice.number } });
    const totals = creditNoteTotals(amount, invoice.gstin ? invoice.gst_percent : null, invoice.place_of_supply !== HOME_STATE_CODE);
    const { series, serial, number } = await nextDocumentNumber(trx, "credit_notes", CREDIT_NOTE_PREFIX, now);
    await trx
      .insertInto("credit_notes")
      .values({
        invoice_id: invoice.id,
        series,
        serial,
        number,
        issued_at: now.toISOString(),
        issued_by: actor.email,
        reason,
        taxable_paise: totals.taxable,
        cgst_paise: totals.cgst,
        sgst_paise: totals.sgst,
        igst_paise: totals.igst,
        total_paise: totals.total,
      })
      .execute();
    await recordAudit(
      actor,
      { action: "credit-note-issued", detail: `Booking ${booking.reference}: ${number} against ${invoice.number}, ${rupees(amount)}`, note: reason, bookingId },
      trx,
      now,
    );
    return done(said("creditNoteIssued", { number }));
  });
}
