// More than one invoice on a booking, and a plan's own tax invoice, at the model: the visit charge
// paid issues the first invoice; a part added later (waiting for a part) is the bill's open part,
// issued by the next payment as a supplementary invoice of the same series covering only it; what
// is due runs across them; cancelling one reopens only its lines. A plan paid on its own gets one
// tax invoice, in the payment's transaction, however often the payment is sent.
import { afterEach, describe, expect, it } from "vitest";

import type { Actor } from "~/models/audit.server";
import { bookingBillTotal } from "~/models/bill-parts.server";
import { cancelInvoice, recordPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill, issueBill, removeBillItem, setBillDiscount } from "~/models/bills.server";
import { listBookings } from "~/models/booking-search.server";
import { monthInvoices } from "~/models/books.server";
import { planInvoice } from "~/models/invoices.server";
import { recordPlanPayment } from "~/models/plan-payments.server";
import { addPlanToBill, plansOfBooking, requestPlanOnline } from "~/models/plans.server";
import { uninvoicedReceipts } from "~/models/uninvoiced.server";
import { waitForPart } from "~/models/visit-schedule.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking, storePlan } from "./booking-fixtures";
import { english } from "./outcome-english";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };
// 10:00 and 16:00 in Bengaluru on 24 Nov 2026, and the return visit two days on.
const VISIT = new Date("2026-11-24T04:30:00Z");
const LATER = new Date("2026-11-24T10:30:00Z");
const RETURN = new Date("2026-11-26T05:30:00Z");

afterEach(() => setEnv({ GSTIN: undefined }));

const serialOf = (number: string) => Number(number.split("/").at(-1));

/** The bill's total as the lists and the CSV read it (billSums), for the booking. */
async function listedTotal(id: number): Promise<number> {
  const listed = (await listBookings({}, { limit: 500 })).find((booking) => booking.id === id)!;
  return bookingBillTotal(listed);
}

describe("a second invoice on the same booking", () => {
  it("issues the part added after the visit charge was paid as a supplementary invoice covering only it; due runs across both", async () => {
    setEnv({ GSTIN: "29ABCDE1234F1Z5" });
    const id = await storeBooking({ visitDate: "2026-11-24" });
    await addBillItem(id, { description: "Visit charge", quantity: 1, unitPaise: 399_00 }, office);
    // The discount belongs to the first invoice that issues it.
    await setBillDiscount(id, 50_00, office);
    expect(english(await recordPayment(id, { method: "cash", amountPaise: 349_00, reference: "" }, office, VISIT))).toEqual({
      status: "done",
      done: "Paid in Full",
    });
    // Waiting for a part, after the visit charge was paid: the part is on the bill, open.
    expect(await waitForPart(id, { name: "Drain pump", pricePaise: 1200_00, hsn: "8413" }, office, LATER)).toEqual({ status: "done", value: "recorded" });
    let bill = (await getBill(id))!;
    expect(bill.invoices).toHaveLength(1);
    expect(bill.parts.map((part) => [part.invoice?.number ?? null, part.items.map((item) => item.description), part.totals.total])).toEqual([
      [bill.invoices[0]!.number, ["Visit charge"], 349_00],
      [null, ["Drain pump"], 1200_00],
    ]);
    expect([bill.totals.total, bill.paid, bill.due, bill.openTotal, bill.paidAt]).toEqual([1549_00, 349_00, 1200_00, 1200_00, null]);
    expect(await listedTotal(id)).toBe(1549_00);
    // More than what is due across both is refused; the part paid issues the second invoice.
    expect(english(await recordPayment(id, { method: "upi", amountPaise: 1549_00, reference: "512345678901" }, office, RETURN))).toEqual({
      status: "refused",
      message: "That is more than the ₹1,200 due.",
    });
    expect(english(await recordPayment(id, { method: "upi", amountPaise: 1200_00, reference: "512345678901" }, office, RETURN))).toEqual({
      status: "done",
      done: "Paid in Full",
    });
    bill = (await getBill(id))!;
    const [first, second] = bill.invoices;
    expect(bill.invoices).toHaveLength(2);
    expect(serialOf(second!.number)).toBe(serialOf(first!.number) + 1);
    expect(first!.lines.map((line) => line.description)).toEqual(["Visit charge"]);
    expect([first!.discount, first!.total]).toEqual([50_00, 349_00]);
    expect(second!.lines).toEqual([{ description: "Drain pump", kind: "part", code: "8413", quantity: 1, unitPaise: 1200_00, taxablePaise: 1016_95 }]);
    expect([second!.discount, second!.taxable, second!.cgst, second!.sgst, second!.total]).toEqual([0, 1016_95, 91_53, 91_53, 1200_00]);
    expect([bill.totals.total, bill.paid, bill.due, bill.openTotal, bill.paidAt]).toEqual([1549_00, 1549_00, 0, 0, RETURN.toISOString()]);
    expect(bill.payments.map((payment) => payment.amountPaise)).toEqual([349_00, 1200_00]);
    expect(await listedTotal(id)).toBe(1549_00);
    // The books see both; nothing was received without an invoice.
    const month = await monthInvoices("2026-11");
    expect(month.filter((invoice) => invoice.reference === month.find((row) => row.number === first!.number)!.reference).map((row) => row.number)).toEqual([
      first!.number,
      second!.number,
    ]);
    expect((await uninvoicedReceipts("2026-11")).filter((row) => row.bookingId === id)).toEqual([]);
  });

  it("cancels one invoice: only its lines open again, the other stays in force, and the next issue covers only them", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    await addBillItem(id, { description: "Visit charge", quantity: 1, unitPaise: 399_00 }, office);
    await recordPayment(id, { method: "cash", amountPaise: 399_00, reference: "" }, office, VISIT);
    await addBillItem(id, { description: "Inlet valve", quantity: 2, unitPaise: 450_00, kind: "part" }, office);
    await recordPayment(id, { method: "cash", amountPaise: 500_00, reference: "" }, office, RETURN);
    let bill = (await getBill(id))!;
    const [visit, part] = bill.invoices;
    expect([bill.invoices.length, bill.due]).toEqual([2, 400_00]);
    // An issued line cannot be removed; nothing can be cancelled twice.
    expect((await removeBillItem(id, bill.items[1]!.id, office)).status).toBe("refused");
    expect(english(await cancelInvoice(id, "Wrong visit charge", office, RETURN, visit!.number))).toEqual({
      status: "done",
      done: `Invoice ${visit!.number} Cancelled`,
    });
    bill = (await getBill(id))!;
    expect(bill.invoices.map((invoice) => invoice.number)).toEqual([part!.number]);
    expect(bill.cancelledInvoices.map((invoice) => invoice.number)).toEqual([visit!.number]);
    expect(bill.parts.map((part) => [part.invoice?.number ?? null, part.items.map((item) => item.description)])).toEqual([
      [part!.number, ["Inlet valve"]],
      [null, ["Visit charge"]],
    ]);
    expect([bill.totals.total, bill.paid, bill.due, bill.issuedAt]).toEqual([1299_00, 899_00, 400_00, part!.issuedAt]);
    // The reopened line may go now; the other invoice's may not.
    const visitLine = bill.parts.at(-1)!.items[0]!;
    expect(english(await removeBillItem(id, visitLine.id, office))).toEqual({ status: "done", done: "Item Removed" });
    await addBillItem(id, { description: "Visit charge", quantity: 1, unitPaise: 299_00 }, office);
    expect(english(await issueBill(id, office, RETURN))).toMatchObject({ status: "done" });
    bill = (await getBill(id))!;
    const third = bill.invoices.at(-1)!;
    expect(third.lines.map((line) => [line.description, line.unitPaise])).toEqual([["Visit charge", 299_00]]);
    expect(bill.invoices.map((invoice) => invoice.number)).toEqual([part!.number, third.number]);
    expect([bill.totals.total, bill.due, bill.openTotal]).toEqual([1199_00, 300_00, 0]);
    // Nothing left open: Issue says so.
    expect(english(await issueBill(id, office, RETURN))).toEqual({
      status: "refused",
      message: "Every line of this bill is invoiced already: add a line first.",
    });
  });
});

describe("a plan sold on the bill, with a second invoice", () => {
  it("stays in force while the invoices are paid: a part added later leaves it, the part's invoice cancelled leaves it, its own invoice cancelled stops it", async () => {
    const addedId = await storePlan("Door", { pricePaise: 1499_00, visits: 1, coversLabour: false });
    const id = await storeBooking({ visitDate: "2026-11-24" });
    await addBillItem(id, { description: "Visit charge", quantity: 1, unitPaise: 299_00 }, office);
    expect((await addPlanToBill(id, addedId, office, VISIT)).status).toBe("done");
    await recordPayment(id, { method: "cash", amountPaise: 1798_00, reference: "" }, office, VISIT);
    const status = async () => (await plansOfBooking(id)).map((plan) => plan.status);
    expect(await status()).toEqual(["active"]);
    // A part at the return visit, not paid yet: the plan's invoice is paid, the plan stays.
    await addBillItem(id, { description: "Door lock", quantity: 1, unitPaise: 900_00, kind: "part" }, office);
    expect([(await getBill(id))!.due, await status()]).toEqual([900_00, ["active"]]);
    await recordPayment(id, { method: "cash", amountPaise: 900_00, reference: "" }, office, RETURN);
    const [first, second] = (await getBill(id))!.invoices;
    // The part's invoice cancelled (its money kept): the plan's invoice is still paid.
    expect((await cancelInvoice(id, "Wrong part", office, RETURN, second!.number)).status).toBe("done");
    expect(await status()).toEqual(["active"]);
    // Its own invoice cancelled: the plan stops until the bill is paid again.
    expect((await cancelInvoice(id, "Wrong name", office, RETURN, first!.number)).status).toBe("done");
    expect(await status()).toEqual(["awaiting-payment"]);
  });
});

describe("a plan paid on its own", () => {
  it("gets one tax invoice in the same series, with the SAC and the GST its price includes, however often its payment is sent", async () => {
    setEnv({ GSTIN: "29ABCDE1234F1Z5" });
    const addedId = await storePlan("Care", { pricePaise: 1999_00, visits: 2, coversLabour: true });
    const id = await storeBooking({ visitDate: "2026-11-20" });
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
    expect((await requestPlanOnline(id, addedId, { now: VISIT })).status).toBe("done");
    const [waiting] = await plansOfBooking(id);
    expect(await planInvoice(waiting!.id)).toBeNull();
    const payment = { method: "upi", reference: "612345678902" } as const;
    const [once, twice] = await Promise.all([
      recordPlanPayment(waiting!.id, id, payment, office, LATER),
      recordPlanPayment(waiting!.id, id, payment, office, LATER),
    ]);
    expect([once.status, twice.status].sort()).toEqual(["done", "refused"]);
    const invoice = (await planInvoice(waiting!.id))!;
    expect(invoice).toMatchObject({
      gstin: "29ABCDE1234F1Z5",
      taxable: 1694_07,
      cgst: 152_47,
      sgst: 152_47,
      roundOff: -1,
      total: 1999_00,
      placeOfSupply: "29",
    });
    expect(invoice.lines).toEqual([expect.objectContaining({ kind: "service", code: "998715", quantity: 1, unitPaise: 1999_00, taxablePaise: 1694_07 })]);
    expect(invoice.number).toMatch(/^WF\/26-27\/\d{4}$/);
    expect(await db.selectFrom("invoices").select("id").where("customer_plan_id", "=", waiting!.id).execute()).toHaveLength(1);
    // The plan's invoice is not the booking's bill; the books and the month's receipts count it.
    expect((await getBill(id))!.invoices).toEqual([]);
    expect((await monthInvoices("2026-11")).some((row) => row.number === invoice.number)).toBe(true);
    expect((await uninvoicedReceipts("2026-11")).filter((row) => row.bookingId === id)).toEqual([]);
  });

  it("lists money received without an invoice: a plan paid before its invoices were issued", async () => {
    const id = await storeBooking({ visitDate: "2026-11-20" });
    const planId = await storePlan("Old", { pricePaise: 999_00, visits: 1, coversLabour: false });
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
    await requestPlanOnline(id, planId, { now: VISIT });
    const [waiting] = await plansOfBooking(id);
    // As a plan paid before this release was: paid, no invoice.
    await db
      .updateTable("customer_plans")
      .set({ status: "active", paid_at: LATER.toISOString(), payment_method: "cash", starts_on: "2026-11-24", ends_on: "2027-11-24" })
      .where("id", "=", waiting!.id)
      .execute();
    expect((await uninvoicedReceipts("2026-11")).filter((row) => row.bookingId === id)).toEqual([
      expect.objectContaining({ kind: "plan", amount: 999_00, name: waiting!.name, at: LATER.toISOString() }),
    ]);
  });
});
