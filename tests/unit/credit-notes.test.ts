// Credit notes that cannot under-declare a month's tax (app/models/credit-notes.server.ts,
// bill-payments.server.ts's cancelInvoice, migration 0047's triggers): a credit note only against
// an invoice of a filed month, an invoice with a credit note never cancelled, the credit notes on
// an invoice never more than it; refused in the reader's words, nothing written.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { refusalText } from "~/lib/i18n/outcome.server";
import type { Actor } from "~/models/audit.server";
import { cancelInvoice } from "~/models/bill-payments.server";
import { addBillItem, getBill, issueBill } from "~/models/bills.server";
import { bookingCreditNotes, fileMonth, issueCreditNote } from "~/models/credit-notes.server";
import { db } from "~db/db.server";
import { migrateTo } from "~db/migrator.server";

import { setEnv } from "../shared/env";
import { rowKeys, storeBooking } from "./booking-fixtures";
import { databaseAt } from "./database-at";
import { english } from "./outcome-english";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };
const GSTIN = "29ABCDE1234F1Z5";

afterEach(() => setEnv({ GSTIN: undefined }));

/** A booking billed `unitPaise` and issued at `at`: its id and invoice. */
async function issued(unitPaise: number, at: Date) {
  const id = await storeBooking({ address: "No. 12, 4th Cross", pin: "560011" });
  await addBillItem(id, { description: "Visit", quantity: 1, unitPaise }, office);
  expect((await issueBill(id, office, at)).status).toBe("done");
  return { id, invoice: (await getBill(id))!.invoice! };
}

const creditRows = async (invoiceId: number) => db.selectFrom("credit_notes").select("number").where("invoice_id", "=", invoiceId).execute();

describe("a credit note", () => {
  it("is refused against an invoice of a month not yet filed, in the reader's language, and nothing is written", async () => {
    setEnv({ GSTIN });
    const { id, invoice } = await issued(1500_00, new Date("2030-03-10T06:00:00Z"));
    const outcome = await issueCreditNote(id, 500_00, "Visit charge waived", office, new Date("2030-03-12T06:00:00Z"));
    expect(english(outcome)).toEqual({
      status: "refused",
      message: `${invoice.number} is in 2030-03, which is not filed yet: a credit note corrects only an invoice of a filed month. Cancel the invoice and bill again instead.`,
    });
    if (outcome.status !== "refused") throw new Error("expected a refusal");
    for (const language of ["kn", "hi"] as const) {
      const text = refusalText(language, outcome);
      expect(text).toContain(invoice.number);
      expect(text).not.toMatch(/[A-Za-z]{5,}/);
    }
    // The month under way too, a month later: still not filed.
    expect((await issueCreditNote(id, 500_00, "Again", office, new Date("2030-04-02T06:00:00Z"))).status).toBe("refused");
    expect(await creditRows(invoice.id)).toEqual([]);
    // The database refuses what the code did not stop.
    await expect(
      sql`insert into credit_notes (invoice_id, series, serial, number, issued_at, issued_by, reason, taxable_paise, total_paise)
          values (${invoice.id}, 'CN/29-30/', 901, 'CN/29-30/0901', '2030-03-12T06:00:00.000Z', 'x', 'x', 100, 100)`.execute(db),
    ).rejects.toThrow(/only for an invoice of a filed month/);
    // The open month's invoice is cancelled instead.
    expect((await cancelInvoice(id, "Wrong charge", office, new Date("2030-03-12T06:00:00Z"))).status).toBe("done");
  });

  it("once the month is filed: issued, never beyond the invoice, and its invoice can no longer be cancelled, for the credit note first", async () => {
    setEnv({ GSTIN });
    const { id, invoice } = await issued(1500_00, new Date("2030-05-10T06:00:00Z"));
    const JUNE = new Date("2030-06-03T06:00:00Z");
    expect((await fileMonth("2030-05", office, JUNE)).status).toBe("done");
    expect(english(await issueCreditNote(id, 1000_00, "Part waived", office, JUNE))).toEqual({
      status: "done",
      done: expect.stringMatching(/^Credit Note CN\//),
    });
    const [note] = await bookingCreditNotes(id);
    expect(english(await cancelInvoice(id, "Wrong charge", office, JUNE))).toEqual({
      status: "refused",
      message: `${invoice.number} has credit note ${note!.number} against it: it cannot be cancelled. Correct it with another credit note.`,
    });
    expect((await getBill(id))!.invoice!.number).toBe(invoice.number);
    // At most what is left: ₹500 of ₹1,500; the database holds it too.
    expect(english(await issueCreditNote(id, 500_01, "Over", office, JUNE))).toMatchObject({ status: "refused", field: "amount" });
    await expect(
      sql`insert into credit_notes (invoice_id, series, serial, number, issued_at, issued_by, reason, taxable_paise, total_paise)
          values (${invoice.id}, 'CN/30-31/', 901, 'CN/30-31/0901', ${JUNE.toISOString()}, 'x', 'x', 50001, 50001)`.execute(db),
    ).rejects.toThrow(/never add up to more than it/);
    expect((await issueCreditNote(id, 500_00, "The rest", office, JUNE)).status).toBe("done");
    expect((await bookingCreditNotes(id)).reduce((sum, row) => sum + row.total, 0)).toBe(invoice.total);
  });
});

describe("migration 0047", () => {
  it("keeps a credit note written before it, and from then on its invoice is not cancelled nor credited beyond it; its down takes the triggers away", async () => {
    const before = await databaseAt("0045_handover_undo");
    // An invoice of an open month with a credit note, as the code before 0047 let the office write.
    const booking = await before
      .insertInto("bookings")
      .values({ ...rowKeys(), name: "Anita", phone: "+919812345678", locality: "Koramangala" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const invoice = await before
      .insertInto("invoices")
      .values({
        booking_id: booking.id,
        series: "WF/30-31/",
        serial: 1,
        number: "WF/30-31/0001",
        issued_at: "2030-07-02T06:00:00.000Z",
        gstin: GSTIN,
        gst_percent: 9,
        prices_include_gst: 1,
        customer_name: "Anita",
        customer_address: "No. 12",
        lines: "[]",
        subtotal_paise: 1500_00,
        discount_paise: 0,
        taxable_paise: 1271_19,
        cgst_paise: 114_41,
        sgst_paise: 114_41,
        round_off_paise: -1,
        total_paise: 1500_00,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await sql`insert into credit_notes (invoice_id, series, serial, number, issued_at, issued_by, reason, taxable_paise, total_paise)
              values (${invoice.id}, 'CN/30-31/', 1, 'CN/30-31/0001', '2030-07-03T06:00:00.000Z', 'x', 'x', 100, 100)`.execute(before);
    await migrateTo(before, "0047_credit_notes_cannot_under_declare");
    expect(await before.selectFrom("credit_notes").select("number").execute()).toEqual([{ number: "CN/30-31/0001" }]);
    await expect(sql`update invoices set cancelled_at = '2030-07-04T06:00:00.000Z' where id = ${invoice.id}`.execute(before)).rejects.toThrow(
      /an invoice with a credit note is not cancelled/,
    );
    // Its down takes the triggers away, and nothing else.
    await migrateTo(before, "0045_handover_undo");
    await sql`update invoices set cancelled_at = '2030-07-04T06:00:00.000Z' where id = ${invoice.id}`.execute(before);
    expect(await before.selectFrom("credit_notes").select("number").execute()).toEqual([{ number: "CN/30-31/0001" }]);
  });
});
