// The books, at the model: an issued bill is an invoice numbered in the financial
// year's gapless series; concurrent issues never share or skip a number; prices include GST by
// default; a cancelled invoice keeps its number and the booking is billed again under the next.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { jobsByTechnician, takingsByTechnicianAndDay } from "~/models/analytics.server";
import type { Actor } from "~/models/audit.server";
import { cancelInvoice, recordPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill, issueBill } from "~/models/bills.server";
import { earlierVisits, setBookingStatus } from "~/models/booking-triage.server";
import { bookingCreditNotes, fileMonth, issueCreditNote } from "~/models/credit-notes.server";
import { cashHeldBy, recordHandover } from "~/models/handovers.server";
import { listInvoices } from "~/models/invoices.server";
import { addTechnician } from "~/models/settings.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };
const NOV = new Date("2026-11-26T06:00:00Z");

afterEach(() => setEnv({ GSTIN: undefined, PRICES_INCLUDE_GST: undefined, INVOICE_PREFIX: undefined }));

async function billed(unitPaise = 299_00): Promise<number> {
  const id = await storeBooking({ address: "No. 12, 4th Cross", pin: "560011" });
  await addBillItem(id, { description: "Visit", quantity: 1, unitPaise }, office);
  return id;
}

const serialOf = (number: string) => Number(number.split("/").at(-1));

async function technician(name: string): Promise<number> {
  await addTechnician({ name });
  return (await db.selectFrom("technicians").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
}

describe("invoices", () => {
  it("numbers issues in the financial year's series, one apart, with ten at the same instant sharing and skipping none", async () => {
    setEnv({ GSTIN: "29ABCDE1234F1Z5", INVOICE_PREFIX: "TST" });
    const ids = await Promise.all(Array.from({ length: 10 }, () => billed()));
    const outcomes = await Promise.all(ids.map((id) => issueBill(id, office, NOV)));
    const numbers = await Promise.all(ids.map(async (id) => (await getBill(id))!.invoice!.number));
    expect(outcomes.every((outcome) => outcome.status === "done")).toBe(true);
    expect(new Set(numbers).size).toBe(10);
    const serials = numbers.map(serialOf).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 10 }, (_, index) => serials[0]! + index));
    expect(numbers.every((number) => number.startsWith("TST/26-27/") && number.length <= 16)).toBe(true);
    // April starts a new series at 0001.
    const april = await billed();
    await issueBill(april, office, new Date("2027-04-01T04:00:00Z"));
    expect((await getBill(april))!.invoice!.number).toBe("TST/27-28/0001");
  });

  it("keeps prices including GST by default: ₹299 is ₹299, with the taxable value, CGST, SGST and round-off as issued", async () => {
    setEnv({ GSTIN: "29ABCDE1234F1Z5" });
    const id = await billed();
    await issueBill(id, office, NOV);
    const invoice = (await getBill(id))!.invoice!;
    expect(invoice).toMatchObject({
      gstin: "29ABCDE1234F1Z5",
      gstPercent: 9,
      pricesIncludeGst: true,
      taxable: 253_39,
      cgst: 22_81,
      sgst: 22_81,
      roundOff: -1,
      total: 299_00,
    });
    expect(invoice.lines).toEqual([{ description: "Visit", kind: "service", code: "998715", quantity: 1, unitPaise: 299_00, taxablePaise: 253_39 }]);
    expect(invoice.customerAddress).toBe("No. 12, 4th Cross, Jayanagar, 560011");
    // Kept as printed: the database refuses to change or remove it.
    await expect(sql`update invoices set total_paise = 1 where id = ${invoice.id}`.execute(db)).rejects.toThrow(/kept as it was issued/);
    await expect(sql`delete from invoices where id = ${invoice.id}`.execute(db)).rejects.toThrow(/never deleted/);
  });

  it("without a GSTIN is a bill: numbered, no tax", async () => {
    const id = await billed();
    await issueBill(id, office, NOV);
    expect((await getBill(id))!.invoice).toMatchObject({ gstin: null, cgst: 0, sgst: 0, roundOff: 0, total: 299_00 });
  });

  it("cancelled with a reason keeps its number and the payment; the booking is billed again under the next number", async () => {
    setEnv({ GSTIN: "29ABCDE1234F1Z5" });
    const id = await billed(500_00);
    await recordPayment(id, { method: "cash", amountPaise: 200_00, reference: "" }, office, NOV);
    const first = (await getBill(id))!.invoice!;
    expect(english(await cancelInvoice(id, "Wrong part billed", office, NOV))).toEqual({ status: "done", done: `Invoice ${first.number} Cancelled` });
    expect(english(await cancelInvoice(id, "Again", office, NOV))).toEqual({ status: "refused", message: "This bill has no invoice in force to cancel." });
    let bill = (await getBill(id))!;
    expect([bill.invoice, bill.issuedAt, bill.paid]).toEqual([null, null, 200_00]);
    expect(bill.cancelledInvoices.map((invoice) => [invoice.number, invoice.cancelReason])).toEqual([[first.number, "Wrong part billed"]]);
    // The bill opens again: an item, then issued under a new number.
    await addBillItem(id, { description: "Drain pump", quantity: 1, unitPaise: 1000_00 }, office);
    await issueBill(id, office, NOV);
    bill = (await getBill(id))!;
    expect(serialOf(bill.invoice!.number)).toBeGreaterThan(serialOf(first.number));
    expect([bill.invoice!.total, bill.paid, bill.due]).toEqual([1500_00, 200_00, 1300_00]);
    expect((await listInvoices(id)).map((invoice) => invoice.cancelledAt === null)).toEqual([false, true]);
    expect((await db.selectFrom("audit_log").select("action").where("booking_id", "=", id).orderBy("id").execute()).map((row) => row.action)).toContain(
      "invoice-cancelled",
    );
  });
});

describe("a filed month", () => {
  it("closes its invoices to cancellation; a credit note corrects one, in its own series, never beyond what is left, and the database holds both rules", async () => {
    setEnv({ GSTIN: "29ABCDE1234F1Z5" });
    const id = await billed(2249_00);
    await issueBill(id, office, NOV);
    const invoice = (await getBill(id))!.invoice!;
    const DEC = new Date("2026-12-05T06:00:00Z");
    // November is filed in December; a month to come cannot be, and a month is filed once.
    expect(english(await fileMonth("2027-01", office, DEC))).toEqual({
      status: "refused",
      message: "2027-01 has not ended yet: a month can be marked filed only once it is over.",
    });
    expect(english(await fileMonth("2026-11", office, DEC))).toEqual({ status: "done", done: "2026-11 Marked Filed" });
    expect(english(await fileMonth("2026-11", office, DEC))).toEqual({ status: "refused", message: "2026-11 is already filed." });

    expect(english(await cancelInvoice(id, "Wrong charge", office, DEC))).toEqual({
      status: "refused",
      message: `${invoice.number} is in 2026-11, which is filed: it cannot be cancelled. Issue a credit note instead.`,
    });
    // The trigger refuses a cancellation the code did not stop.
    await expect(sql`update invoices set cancelled_at = ${DEC.toISOString()} where id = ${invoice.id}`.execute(db)).rejects.toThrow(/filed/);

    expect(english(await issueCreditNote(id, 2300_00, "Too much", office, DEC))).toEqual({
      status: "refused",
      message: `At most ₹2,249 is left to credit on ${invoice.number}.`,
      field: "amount",
    });
    expect(english(await issueCreditNote(id, 500_00, "Visit charge waived", office, DEC))).toEqual({
      status: "done",
      done: "Credit Note CN/26-27/0001 Issued",
    });
    expect(english(await issueCreditNote(id, 1749_01, "Over what is left", office, DEC))).toMatchObject({
      status: "refused",
      message: `At most ₹1,749 is left to credit on ${invoice.number}.`,
    });
    const [note] = await bookingCreditNotes(id);
    // ₹500 including 18%: taxable ₹423.72, CGST = SGST ₹38.14.
    expect([note!.number, note!.invoiceNumber, note!.taxable, note!.cgst, note!.sgst, note!.total]).toEqual([
      "CN/26-27/0001",
      invoice.number,
      423_72,
      38_14,
      38_14,
      500_00,
    ]);
    await expect(sql`update credit_notes set total_paise = 1 where id = ${note!.id}`.execute(db)).rejects.toThrow(/kept as it was issued/);
    await expect(sql`delete from filed_months`.execute(db)).rejects.toThrow(/stays filed/);
    expect((await db.selectFrom("audit_log").select("action").where("booking_id", "=", id).execute()).map((row) => row.action)).toContain("credit-note-issued");
  });
});

describe("the owner's money", () => {
  it("splits cash and UPI by the technician who took it and the day, and counts each technician's jobs done in the range", async () => {
    const ravi = await technician("Ravi Money");
    const asha = await technician("Asha Money");
    const day1 = new Date("2026-10-05T05:00:00Z"); // 5 Oct, 10:30 in Bengaluru
    const day2 = new Date("2026-10-06T19:00:00Z"); // 7 Oct, 00:30 in Bengaluru
    const take = async (technicianId: number | null, method: "cash" | "upi", paise: number, at: Date) => {
      const id = await billed(paise);
      await db.updateTable("bookings").set({ technician_id: technicianId }).where("id", "=", id).execute();
      // A UTR pays one bill once: each UPI payment its own.
      await recordPayment(id, { method, amountPaise: paise, reference: method === "upi" ? String(433912345678 + id) : "", technicianId }, office, at);
      return id;
    };
    const done = await take(ravi, "cash", 299_00, day1);
    await take(ravi, "upi", 500_00, day1);
    await take(asha, "cash", 1000_00, day2);
    await take(null, "upi", 200_00, day2);
    await setBookingStatus(done, "confirmed", office);
    await db
      .insertInto("booking_status_changes")
      .values({
        booking_id: done,
        old_status: "confirmed",
        new_status: "completed",
        admin_id: null,
        admin_email: office.email,
        changed_at: "2026-10-05T09:00:00.000Z",
      })
      .execute();
    // Ravi hands his cash over the next day; more than he holds is refused, and the same form again is the one handover.
    const handedOn = new Date("2026-10-06T12:00:00Z");
    const handover = { technicianId: ravi, amountPaise: 299_00, submissionId: crypto.randomUUID() };
    expect(english(await recordHandover({ ...handover, amountPaise: 300_00 }, office, handedOn))).toMatchObject({ status: "refused", field: "amount" });
    expect(english(await recordHandover(handover, office, handedOn))).toEqual({ status: "done", done: "₹299 received from Ravi Money" });
    expect(english(await recordHandover(handover, office, handedOn))).toEqual({ status: "done", done: "₹299 received from Ravi Money" });
    expect(await cashHeldBy(ravi)).toBe(0);
    expect(await cashHeldBy(asha)).toBe(1000_00);
    const october = { from: "2026-10-01", to: "2026-10-31" };
    expect(await takingsByTechnicianAndDay(october)).toEqual([
      { day: "2026-10-07", taker: "Asha Money", cash: 1000_00, upi: 0, card: 0, handedOver: 0 },
      { day: "2026-10-07", taker: null, cash: 0, upi: 200_00, card: 0, handedOver: 0 },
      { day: "2026-10-06", taker: "Ravi Money", cash: 0, upi: 0, card: 0, handedOver: 299_00 },
      { day: "2026-10-05", taker: "Ravi Money", cash: 299_00, upi: 500_00, card: 0, handedOver: 0 },
    ]);
    expect(await jobsByTechnician(october)).toEqual([
      { technician: "Asha Money", jobs: 0, taken: 1000_00 },
      { technician: "Ravi Money", jobs: 1, taken: 799_00 },
    ]);
    expect(await takingsByTechnicianAndDay({ from: "2026-10-06", to: "2026-10-06" })).toEqual([
      { day: "2026-10-06", taker: "Ravi Money", cash: 0, upi: 0, card: 0, handedOver: 299_00 },
    ]);
  });
});

describe("a phone that booked before", () => {
  it("lists its earlier bookings, and flags a repair completed within the repair warranty", async () => {
    const phone = "+919811122233";
    const at = (id: number, iso: string) => sql`update bookings set created_at = ${iso} where id = ${id}`.execute(db);
    const old = await storeBooking({ phone });
    const recent = await storeBooking({ phone });
    const now = await storeBooking({ phone });
    await at(old, "2026-06-01T05:00:00.000Z");
    await at(recent, "2026-10-01T05:00:00.000Z");
    await at(now, "2026-11-20T05:00:00.000Z");
    for (const [id, day] of [
      [old, "2026-06-03T09:00:00.000Z"],
      [recent, "2026-10-02T09:00:00.000Z"],
    ] as const) {
      await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
      await db
        .insertInto("booking_status_changes")
        .values({ booking_id: id, old_status: "confirmed", new_status: "completed", admin_id: null, admin_email: office.email, changed_at: day })
        .execute();
    }
    const booking = await db.selectFrom("bookings").select(["id", "phone", "created_at", "erased_at"]).where("id", "=", now).executeTakeFirstOrThrow();
    expect((await earlierVisits(booking, 90)).map((visit) => [visit.id, visit.withinWarranty])).toEqual([
      [recent, true],
      [old, false],
    ]);
    expect((await earlierVisits(booking, 30)).some((visit) => visit.withinWarranty)).toBe(false);
  });
});
