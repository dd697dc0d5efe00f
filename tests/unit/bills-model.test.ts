import { afterEach, describe, expect, it } from "vitest";

import { completedWithMoneyDue, lastDays, revenueBy, revenuePerDay } from "~/models/analytics.server";
import type { Actor } from "~/models/audit.server";
import { recordPayment, voidPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill, issueBill, removeBillItem, setBillDiscount } from "~/models/bills.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";

const technician: Actor = { adminId: null, email: "tech@example.com", address: "198.51.100.7", device: "Chrome on Android" };

afterEach(() => setEnv({ GSTIN: undefined, GST_RATE_PERCENT: undefined, PRICES_INCLUDE_GST: undefined, HSN_DIGITS_REQUIRED: undefined }));

async function auditedActions(bookingId: number): Promise<string[]> {
  return (await db.selectFrom("audit_log").select("action").where("booking_id", "=", bookingId).orderBy("id").execute()).map((row) => row.action);
}

describe("a booking's bill", () => {
  it("adds items, takes a discount, taxes with a GSTIN, and is fixed once issued under the registration it was issued with", async () => {
    const id = await storeBooking();
    setEnv({ GSTIN: "29ABCDE1234F1Z5", GST_RATE_PERCENT: "9", PRICES_INCLUDE_GST: "0" });
    expect(english(await addBillItem(id, { description: "Drain pump", quantity: 1, unitPaise: 900_00 }, technician))).toEqual({
      status: "done",
      done: "Item Added",
    });
    await addBillItem(id, { description: "Labour", quantity: 2, unitPaise: 100_00 }, technician);
    await setBillDiscount(id, 100_00, technician);
    let bill = (await getBill(id))!;
    expect(bill.totals).toMatchObject({ subtotal: 1100_00, discount: 100_00, taxable: 1000_00, cgst: 90_00, sgst: 90_00, roundOff: 0, total: 1180_00 });
    expect(bill.gst).toEqual({ gstin: "29ABCDE1234F1Z5", ratePercent: 9, inclusive: false, interState: false });

    expect(english(await issueBill(id, technician))).toEqual({ status: "done", done: expect.stringMatching(/^Bill Issued: WF\/\d\d-\d\d\/\d{4}$/) });
    // The registration changes later: the issued bill keeps the one it was issued under.
    setEnv({ GSTIN: undefined });
    bill = (await getBill(id))!;
    expect(bill.totals.total).toBe(1180_00);
    // An issued line stays with its invoice; the discount is fixed with the first invoice; a new line is the bill's open part.
    expect(english(await removeBillItem(id, bill.items[0]!.id, technician))).toEqual({
      status: "refused",
      message: "This line is on an invoice already issued: cancel that invoice to change it.",
    });
    expect(english(await setBillDiscount(id, 0, technician))).toEqual({
      status: "refused",
      message: "The bill is issued: its discount and business customer can no longer change.",
    });
    expect(english(await addBillItem(id, { description: "More", quantity: 1, unitPaise: 1 }, technician))).toEqual({ status: "done", done: "Item Added" });
    bill = (await getBill(id))!;
    expect([bill.invoices.length, bill.openTotal, bill.parts.at(-1)!.items.map((item) => item.description)]).toEqual([1, 1, ["More"]]);
    expect(await auditedActions(id)).toEqual(["bill-item-added", "bill-item-added", "bill-discount-set", "bill-issued", "bill-item-added"]);
  });

  it("adds up part payments, refuses more than is due, and is paid when nothing is due", async () => {
    const id = await storeBooking();
    await addBillItem(id, { description: "Visit", quantity: 1, unitPaise: 500_00 }, technician);
    expect(english(await recordPayment(id, { method: "upi", amountPaise: 600_00, reference: "" }, technician))).toEqual({
      status: "refused",
      message: "That is more than the ₹500 due.",
    });
    const first = new Date("2026-11-25T05:00:00Z");
    expect(english(await recordPayment(id, { method: "cash", amountPaise: 200_00, reference: "" }, technician, first))).toEqual({
      status: "done",
      done: "Payment Recorded",
    });
    let bill = (await getBill(id))!;
    expect([bill.paid, bill.due, bill.paidAt, bill.issuedAt]).toEqual([200_00, 300_00, null, first.toISOString()]);
    const last = new Date("2026-11-25T06:00:00Z");
    expect(english(await recordPayment(id, { method: "upi", amountPaise: 300_00, reference: "433912345678" }, technician, last))).toEqual({
      status: "done",
      done: "Paid in Full",
    });
    bill = (await getBill(id))!;
    expect([bill.paid, bill.due, bill.paidAt]).toEqual([500_00, 0, last.toISOString()]);
    expect(english(await recordPayment(id, { method: "cash", amountPaise: 1, reference: "" }, technician))).toEqual({
      status: "refused",
      message: "Nothing is due on this bill.",
    });
    expect(english(await recordPayment(await storeBooking(), { method: "cash", amountPaise: 1, reference: "" }, technician))).toEqual({
      status: "refused",
      message: "Add the bill's items first.",
    });
    expect(await getBill(999_999)).toBeUndefined();
  });

  it("shows staff the money received by day, technician and service, and the completed jobs with money due", async () => {
    const now = new Date("2026-11-25T10:00:00Z");
    const paid = await storeBooking({ service: "PCB Repair" });
    await addBillItem(paid, { description: "PCB", quantity: 1, unitPaise: 2000_00 }, technician);
    await recordPayment(paid, { method: "upi", amountPaise: 2000_00, reference: "" }, technician, new Date("2026-11-24T20:00:00Z")); // 25 Nov, 01:30 in Bengaluru
    const owing = await storeBooking({ service: "Installation" });
    await addBillItem(owing, { description: "Installation", quantity: 1, unitPaise: 700_00 }, technician);
    await recordPayment(owing, { method: "cash", amountPaise: 200_00, reference: "" }, technician, now);
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "in", [paid, owing]).execute();

    const days = await revenuePerDay(lastDays(30, now));
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.day).toBe("2026-11-25");
    expect(days.at(-1)!.count).toBeGreaterThanOrEqual(2200_00);
    expect(await revenueBy("service")).toEqual(
      expect.arrayContaining([
        { label: "PCB Repair", count: 2000_00 },
        { label: "Installation", count: 200_00 },
      ]),
    );
    // Recorded with no technician named: the office took it (label "", named where shown), as the takings table says.
    expect((await revenueBy("technician")).map((row) => row.label)).toContain("");
    const due = await completedWithMoneyDue();
    expect(due).toContainEqual(expect.objectContaining({ id: owing, total: 700_00, due: 500_00 }));
    expect(due.map((row) => row.id)).not.toContain(paid);
  });

  it("voids a payment recorded by mistake: kept with its reason, counted nowhere, and the booking owes again", async () => {
    const day = new Date("2025-02-14T06:00:00Z"); // a day no other test pays on
    const id = await storeBooking();
    await addBillItem(id, { description: "Drum bearing", quantity: 1, unitPaise: 1500_00 }, technician);
    await recordPayment(id, { method: "upi", amountPaise: 1500_00, reference: "wrong-booking" }, technician, day);
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
    const [mistake] = (await getBill(id))!.payments;

    const voidedAt = new Date("2025-02-14T07:00:00Z");
    expect(english(await voidPayment(id, mistake!.id, "Paid for another booking", technician, voidedAt))).toEqual({ status: "done", done: "Payment Voided" });
    const bill = (await getBill(id))!;
    expect([bill.paid, bill.due, bill.paidAt]).toEqual([0, 1500_00, null]);
    expect(bill.payments).toEqual([
      expect.objectContaining({ id: mistake!.id, amountPaise: 1500_00, voided: { at: voidedAt.toISOString(), reason: "Paid for another booking" } }),
    ]);
    expect((await revenuePerDay(lastDays(1, day)))[0]!.count).toBe(0);
    expect(await completedWithMoneyDue()).toContainEqual(expect.objectContaining({ id, due: 1500_00 }));

    expect(english(await voidPayment(id, mistake!.id, "again", technician))).toEqual({ status: "refused", message: "That payment is already voided." });
    const other = await storeBooking();
    expect(english(await voidPayment(other, mistake!.id, "not its payment", technician))).toEqual({
      status: "refused",
      message: "That payment is not on this bill.",
    });
    expect(english(await voidPayment(999_999, mistake!.id, "no booking", technician))).toEqual({ status: "not-found" });
    // The right payment can then be recorded: the whole amount is due again.
    expect(english(await recordPayment(id, { method: "cash", amountPaise: 1500_00, reference: "" }, technician, voidedAt))).toEqual({
      status: "done",
      done: "Paid in Full",
    });
    expect((await revenuePerDay(lastDays(1, day)))[0]!.count).toBe(1500_00);
    // The first payment issued the bill (and numbered it).
    expect(await auditedActions(id)).toEqual(["bill-item-added", "bill-issued", "payment-recorded", "payment-voided", "payment-recorded"]);
  });

  it("asks a part for the HSN digits the business's turnover needs (HSN_DIGITS_REQUIRED), and changes nothing without them", async () => {
    const id = await storeBooking();
    setEnv({ HSN_DIGITS_REQUIRED: "4" });
    expect(english(await addBillItem(id, { description: "Drain pump", quantity: 1, unitPaise: 900_00, kind: "part", hsn: "" }, technician))).toEqual({
      status: "refused",
      message: "Enter the part's HSN code: at least 4 digits",
      field: "hsn",
    });
    expect((await getBill(id))!.items).toEqual([]);
    expect(english(await addBillItem(id, { description: "Drain pump", quantity: 1, unitPaise: 900_00, kind: "part", hsn: "8450" }, technician))).toMatchObject({
      status: "done",
    });
    // A service carries the business's SAC: nothing to ask.
    expect(english(await addBillItem(id, { description: "Labour", quantity: 1, unitPaise: 300_00 }, technician))).toMatchObject({ status: "done" });
    setEnv({ HSN_DIGITS_REQUIRED: "6" });
    expect(english(await addBillItem(id, { description: "Belt", quantity: 1, unitPaise: 200_00, kind: "part", hsn: "8450" }, technician))).toMatchObject({
      status: "refused",
      field: "hsn",
    });
  });
});
