// Random sequences of what the office does at month end (issue a bill, cancel an invoice, issue a
// credit note, mark a month filed, as time goes on) against the real models and database: after
// every step, each month's declared figures (its GSTR-1 and GSTR-3B from Books) are its invoices in
// force less its credit notes, every credit note is against an invoice in force of a month filed
// before it and never beyond it, and a filed month's figures never change again.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { gstr3b } from "~/lib/billing/gstr3b";
import { istDateString } from "~/lib/time/ist";
import type { Actor } from "~/models/audit.server";
import { cancelInvoice } from "~/models/bill-payments.server";
import { addBillItem, issueBill, setBusinessCustomer } from "~/models/bills.server";
import { monthCreditNotes, monthInvoices, monthReturns } from "~/models/books.server";
import { fileMonth, issueCreditNote } from "~/models/credit-notes.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };
const HOUR = 3_600_000;

beforeAll(() => setEnv({ GSTIN: "29ABCDE1234F1Z5" }));
afterAll(() => setEnv({ GSTIN: undefined }));

type Step =
  | { kind: "issue" | "cancel"; booking: number; hours: number }
  | { kind: "credit"; booking: number; hours: number; amount: number }
  | { kind: "file"; monthsBack: number; hours: number };

const hours = fc.integer({ min: 1, max: 120 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("issue" as const), booking: fc.nat(3), hours }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("cancel" as const), booking: fc.nat(3), hours }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("credit" as const), booking: fc.nat(3), hours, amount: fc.integer({ min: 1, max: 1500_00 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant("file" as const), monthsBack: fc.integer({ min: 1, max: 2 }), hours }), weight: 2 },
);

const monthOf = (at: Date) => istDateString(at).slice(0, 7);
function monthsBack(month: string, count: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + number - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** What the month's books declare: 3.1(a) of GSTR-3B, and Table 12's tax (each document's own, shared over its lines). */
async function declared(month: string) {
  const returns = monthReturns(await monthInvoices(month), await monthCreditNotes(month));
  const hsnTax = [...returns.hsnB2b, ...returns.hsnB2c].reduce((sum, row) => sum + row.igst + row.cgst + row.sgst, 0);
  return { outward: gstr3b(returns).outward, hsnTax, documents: returns.b2b.length + returns.b2cs.length + returns.cdnr.length };
}

/** The month's invoices in force less its credit notes, read straight from the tables. */
async function owed(month: string) {
  const sums = (table: "invoices" | "credit_notes", inForce: boolean) =>
    sql<{ taxable: number; tax: number; count: number }>`
      select coalesce(sum(taxable_paise), 0) as taxable, coalesce(sum(cgst_paise + sgst_paise + igst_paise), 0) as tax, count(*) as count
      from ${sql.table(table)} where strftime('%Y-%m', issued_at, '+330 minutes') = ${month} ${inForce ? sql`and cancelled_at is null` : sql``}`.execute(db);
  const [invoices] = (await sums("invoices", true)).rows;
  const [credits] = (await sums("credit_notes", false)).rows;
  return { taxable: invoices!.taxable - credits!.taxable, tax: invoices!.tax - credits!.tax, documents: invoices!.count + credits!.count };
}

let run = 0;
/** What the runs did, to be sure they did it: a property over sequences that never credit proves nothing. */
const done = { issued: 0, cancelled: 0, credited: 0, filed: 0 };

describe("a month's declared tax", () => {
  it("is its invoices in force less its credit notes after every issue, cancellation, credit note and filing, and a filed month's never changes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
        // Each run in a year of its own: its months, filings and series are its own.
        run += 1;
        let now = new Date(`${2040 + 2 * run}-01-05T05:00:00Z`);
        const first = monthOf(now);
        const bookings: number[] = [];
        for (const [index, unitPaise] of [1500_00, 299_00, 2249_00, 1180_00].entries()) {
          const id = await storeBooking({ address: "No. 12, 4th Cross", pin: "560011" });
          await addBillItem(id, { description: "Drum bearing replacement", quantity: 1, unitPaise }, office);
          // One business in Tamil Nadu: IGST, Table 4A and 9B.
          if (index === 3) await setBusinessCustomer(id, { gstin: "33AAACH7409R1Z8", name: "Hotel Chennai", address: "Anna Salai, Chennai" }, office);
          bookings.push(id);
        }
        const filedFigures = new Map<string, Awaited<ReturnType<typeof declared>>>();
        for (const action of steps) {
          now = new Date(now.getTime() + action.hours * HOUR);
          const id = action.kind === "file" ? 0 : bookings[action.booking]!;
          if (action.kind === "issue" && (await issueBill(id, office, now)).status === "done") done.issued += 1;
          if (action.kind === "cancel" && (await cancelInvoice(id, "Wrong charge", office, now)).status === "done") done.cancelled += 1;
          if (action.kind === "credit" && (await issueCreditNote(id, action.amount, "Charge corrected", office, now)).status === "done") done.credited += 1;
          if (action.kind === "file") {
            const month = monthsBack(monthOf(now), action.monthsBack);
            if (month >= first && (await fileMonth(month, office, now)).status === "done") {
              done.filed += 1;
              filedFigures.set(month, await declared(month));
            }
          }

          for (let month = first; month <= monthOf(now); month = monthsBack(month, -1)) {
            const books = await declared(month);
            const expected = await owed(month);
            expect(books.outward.taxable).toBe(expected.taxable);
            expect(books.hsnTax).toBe(expected.tax);
            // Table 7's tax is the offline tool's, from each row's taxable value: within half a paisa a document of each head.
            const tax = books.outward.igst + books.outward.cgst + books.outward.sgst;
            expect(Math.abs(tax - expected.tax)).toBeLessThanOrEqual(expected.documents + 1);
            if (filedFigures.has(month)) expect(books).toEqual(filedFigures.get(month));
          }
          // Every credit note: against an invoice in force, of a month filed before it, never beyond the invoice.
          const credits = await db
            .selectFrom("credit_notes")
            .innerJoin("invoices", "invoices.id", "credit_notes.invoice_id")
            .select([
              "invoices.id",
              "invoices.issued_at as invoiceIssuedAt",
              "invoices.cancelled_at",
              "invoices.total_paise",
              "credit_notes.total_paise as credited",
              "credit_notes.issued_at",
            ])
            .where("invoices.booking_id", "in", bookings)
            .execute();
          const filed = new Map((await db.selectFrom("filed_months").selectAll().execute()).map((row) => [row.month, row.filed_at]));
          const creditedOf = new Map<number, number>();
          for (const credit of credits) {
            expect(credit.cancelled_at).toBeNull();
            const filedAt = filed.get(monthOf(new Date(credit.invoiceIssuedAt)));
            expect(filedAt !== undefined && filedAt <= credit.issued_at).toBe(true);
            creditedOf.set(credit.id, (creditedOf.get(credit.id) ?? 0) + credit.credited);
            expect(creditedOf.get(credit.id)!).toBeLessThanOrEqual(credit.total_paise);
          }
        }
      }),
      { numRuns: 40 },
    );
    expect(Object.values(done).every((count) => count >= 5)).toBe(true);
  });
});
