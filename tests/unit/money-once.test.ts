// Money recorded once: a UPI transaction id (UTR) pays one bill once, in the app and in
// the database (migration 0024); money taken beyond the bill is shown as to refund, and a refund is
// recorded once, audited, and settles it; amounts are typed in Indian grouping, and misplaced
// commas are refused, never guessed.

import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { isMisgroupedRupees, parseRupees } from "~/lib/billing/bill";
import { billItemSchema, paymentSchema, refundSchema } from "~/lib/schemas/bill";
import type { Actor } from "~/models/audit.server";
import { cancelInvoice, recordPayment, voidPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill, issueBill, removeBillItem } from "~/models/bills.server";
import { customerBill } from "~/models/customer-bill.server";
import { recordRefund, refundsOwed } from "~/models/refunds.server";
import { db } from "~db/db.server";
import { migrateTo } from "~db/migrator.server";

import { storeBooking } from "./booking-fixtures";
import { databaseAt } from "./database-at";
import { english } from "./outcome-english";

const technician: Actor = { adminId: null, email: "tech@example.com", address: "198.51.100.7", device: "Chrome on Android" };
const office: Actor = { adminId: null, email: "office@example.com", address: "198.51.100.8", device: "Firefox on Windows" };

let utrs = 0;
/** A UTR no other test of this file uses. */
const newUtr = () => String(700000000000 + ++utrs);

async function billed(paise: number): Promise<{ id: number; reference: string }> {
  const id = await storeBooking();
  await addBillItem(id, { description: "Visit", quantity: 1, unitPaise: paise }, technician);
  const { reference } = await db.selectFrom("bookings").select("reference").where("id", "=", id).executeTakeFirstOrThrow();
  return { id, reference };
}

const countOf = async (table: "payments" | "refunds" | "invoices" | "audit_log", bookingId: number) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("booking_id", "=", bookingId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a UTR pays one bill once", () => {
  it("is refused again on the same booking, naming it, and nothing changes", async () => {
    const { id, reference } = await billed(1000_00);
    const utr = newUtr();
    expect(english(await recordPayment(id, { method: "upi", amountPaise: 400_00, reference: utr }, technician))).toEqual({
      status: "done",
      done: "Payment Recorded",
    });
    const before = [await countOf("payments", id), await countOf("audit_log", id)];
    const again = english(await recordPayment(id, { method: "upi", amountPaise: 600_00, reference: utr }, technician));
    expect(again).toEqual({ status: "refused", field: "reference", message: expect.stringContaining(`for booking ${reference}`) });
    expect(again.status === "refused" && again.message).toContain(`UTR ${utr} is already recorded`);
    expect([await countOf("payments", id), await countOf("audit_log", id)]).toEqual(before);
    expect((await getBill(id))!.due).toBe(600_00);
  });

  it("is refused on another booking, naming the booking it paid; that booking's bill stays unissued", async () => {
    const first = await billed(500_00);
    const utr = newUtr();
    await recordPayment(first.id, { method: "upi", amountPaise: 500_00, reference: utr }, technician);
    const other = await billed(500_00);
    const refused = english(await recordPayment(other.id, { method: "upi", amountPaise: 500_00, reference: utr }, technician));
    expect(refused).toMatchObject({ status: "refused", field: "reference" });
    expect(refused.status === "refused" && refused.message).toMatch(
      new RegExp(`^UTR ${utr} is already recorded for booking ${first.reference} on \\d{1,2} \\w+ \\d{4}:`),
    );
    // Nothing changed: no payment, no invoice (the first payment would have issued it), no audit row.
    expect([await countOf("payments", other.id), await countOf("invoices", other.id), await countOf("audit_log", other.id)]).toEqual([0, 0, 1]);
    expect((await getBill(other.id))!.issuedAt).toBeNull();
  });

  it("may be recorded again once the payment that held it is voided; a cash or card reference is not a UTR", async () => {
    const first = await billed(300_00);
    const utr = newUtr();
    await recordPayment(first.id, { method: "upi", amountPaise: 300_00, reference: utr }, technician);
    const [payment] = (await getBill(first.id))!.payments;
    await voidPayment(first.id, payment!.id, "Typed on the wrong booking", office);
    const right = await billed(300_00);
    expect(english(await recordPayment(right.id, { method: "upi", amountPaise: 300_00, reference: utr }, technician))).toEqual({
      status: "done",
      done: "Paid in Full",
    });
    const slip = await billed(200_00);
    expect(english(await recordPayment(slip.id, { method: "card", amountPaise: 100_00, reference: "SLIP-7" }, technician))).toMatchObject({ status: "done" });
    expect(english(await recordPayment(slip.id, { method: "card", amountPaise: 100_00, reference: "SLIP-7" }, technician))).toMatchObject({ status: "done" });
  });

  it("is held by the database against a direct insert, voided payments and empty references aside", async () => {
    const { id } = await billed(900_00);
    const utr = newUtr();
    const row = (reference: string, method: "upi" | "cash" = "upi") => ({
      booking_id: id,
      method,
      amount_paise: 100_00,
      reference,
      recorded_at: "2026-11-25T05:00:00.000Z",
      admin_email: "tech@example.com",
    });
    await db.insertInto("payments").values(row(utr)).execute();
    await expect(db.insertInto("payments").values(row(utr)).execute()).rejects.toThrow(/UNIQUE constraint failed: payments\.reference/);
    // Another booking cannot hold it either.
    const other = await billed(100_00);
    await expect(
      db
        .insertInto("payments")
        .values({ ...row(utr), booking_id: other.id })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    // Not a UPI payment, or a voided one, or a UPI payment from before UTRs were asked for: not held.
    await db.insertInto("payments").values(row(utr, "cash")).execute();
    await db
      .insertInto("payments")
      .values({ ...row(utr), voided_at: "2026-11-25T06:00:00.000Z", void_reason: "x" })
      .execute();
    await db.insertInto("payments").values(row("")).execute();
    await db.insertInto("payments").values(row("")).execute();
    const index = await sql<{ sql: string }>`select sql from sqlite_master where name = 'payments_upi_reference_once'`.execute(db);
    expect(index.rows[0]?.sql).toMatch(
      /create unique index payments_upi_reference_once on payments \(reference\)\s+where method = 'upi' and voided_at is null/i,
    );
  });
});

describe("a payment's form sent again", () => {
  it("is answered as recorded while its payment stands, and as voided once staff voided it: nothing is recorded either time", async () => {
    const { id } = await billed(800_00);
    const submissionId = crypto.randomUUID();
    const cash = { method: "cash" as const, amountPaise: 300_00, reference: "", submissionId };
    expect(english(await recordPayment(id, cash, technician))).toEqual({ status: "done", done: "Payment Recorded" });
    expect(english(await recordPayment(id, cash, technician))).toEqual({ status: "done", done: "Payment Recorded" });
    const [payment] = (await getBill(id))!.payments;
    expect((await voidPayment(id, payment!.id, "Recorded on the wrong visit", office)).status).toBe("done");
    const before = [await countOf("payments", id), await countOf("audit_log", id)];
    expect(english(await recordPayment(id, cash, technician))).toEqual({
      status: "refused",
      message: "This payment was voided: it is not recorded again. Check what is due and record it anew.",
    });
    expect([await countOf("payments", id), await countOf("audit_log", id)]).toEqual(before);
    expect((await getBill(id))!.due).toBe(800_00);
  });
});

describe("over-collection and refunds", () => {
  it("₹5,000 taken, the invoice cancelled and reissued for ₹100: ₹4,900 to refund, shown to staff, the customer and the books; a refund settles it, once", async () => {
    const { id, reference } = await billed(5000_00);
    expect(english(await recordPayment(id, { method: "cash", amountPaise: 5000_00, reference: "" }, technician))).toEqual({
      status: "done",
      done: "Paid in Full",
    });
    await cancelInvoice(id, "Wrong amount billed", office);
    let bill = (await getBill(id))!;
    await removeBillItem(id, bill.items[0]!.id, office);
    await addBillItem(id, { description: "Visit", quantity: 1, unitPaise: 100_00 }, office);
    expect(english(await issueBill(id, office))).toMatchObject({ status: "done" });

    bill = (await getBill(id))!;
    expect([bill.invoice?.total, bill.paid, bill.refunded, bill.due, bill.refundDue]).toEqual([100_00, 5000_00, 0, 0, 4900_00]);
    expect(await customerBill({ id, reference, status: "completed" }, "en")).toMatchObject({ due: 0, refundDue: 4900_00, refunded: 0 });
    expect(await refundsOwed()).toContainEqual({ bookingId: id, reference, total: 100_00, paid: 5000_00, refunded: 0, refundDue: 4900_00 });

    const submissionId = crypto.randomUUID();
    expect(english(await recordRefund(id, { method: "upi", amountPaise: 5000_00, reference: "512345678901", submissionId }, office))).toEqual({
      status: "refused",
      message: "That is more than the ₹4,900 to refund.",
    });
    expect(await countOf("refunds", id)).toBe(0);
    const at = new Date("2026-11-26T06:00:00Z");
    expect(english(await recordRefund(id, { method: "upi", amountPaise: 4900_00, reference: "512345678901", submissionId }, office, at))).toEqual({
      status: "done",
      done: "Refund Recorded",
    });
    // A double submit (the same form's id) records nothing more.
    expect(english(await recordRefund(id, { method: "upi", amountPaise: 4900_00, reference: "512345678901", submissionId }, office, at))).toEqual({
      status: "done",
      done: "Refund Recorded",
    });
    expect(
      await db.selectFrom("refunds").select(["method", "amount_paise", "reference", "admin_email", "recorded_at"]).where("booking_id", "=", id).execute(),
    ).toEqual([{ method: "upi", amount_paise: 4900_00, reference: "512345678901", admin_email: "office@example.com", recorded_at: at.toISOString() }]);
    bill = (await getBill(id))!;
    expect([bill.paid - bill.refunded - bill.totals.total, bill.due, bill.refundDue, bill.paidAt !== null]).toEqual([0, 0, 0, true]);
    expect(await refundsOwed()).not.toContainEqual(expect.objectContaining({ bookingId: id }));
    expect(english(await recordRefund(id, { method: "cash", amountPaise: 1_00, reference: "", submissionId: crypto.randomUUID() }, office))).toEqual({
      status: "refused",
      message: "Nothing is to refund on this bill.",
    });

    // Audited with ids and amounts, no personal text (the booking's name and phone are nowhere in it).
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "detail", "actor_email"])
      .where("booking_id", "=", id)
      .where("action", "=", "refund-recorded")
      .execute();
    expect(audit).toEqual([
      {
        action: "refund-recorded",
        detail: expect.stringMatching(new RegExp(`^Booking ${reference}: refund #\\d+, ₹4,900 by UPI$`)),
        actor_email: "office@example.com",
      },
    ]);
    expect(audit[0]!.detail).not.toMatch(/Ravi|9845/);
  });

  it("a same id from another booking's form is refused; a partial refund leaves the rest to refund", async () => {
    const a = await billed(100_00);
    await recordPayment(a.id, { method: "cash", amountPaise: 100_00, reference: "" }, technician);
    await cancelInvoice(a.id, "Cancelled visit", office);
    // No invoice in force: the bill's total still counts; with its item removed, all of it is owed back.
    await removeBillItem(a.id, (await getBill(a.id))!.items[0]!.id, office);
    expect((await getBill(a.id))!.refundDue).toBe(100_00);
    const submissionId = crypto.randomUUID();
    await recordRefund(a.id, { method: "cash", amountPaise: 40_00, reference: "", submissionId }, office);
    expect((await getBill(a.id))!.refundDue).toBe(60_00);
    const b = await billed(100_00);
    expect(english(await recordRefund(b.id, { method: "cash", amountPaise: 1_00, reference: "", submissionId }, office))).toEqual({
      status: "refused",
      message: "This form has expired. Please reload the page and try again.",
    });
  });

  it("the refund form asks the reference of a UPI or bank transfer, not of cash", () => {
    const submissionId = crypto.randomUUID();
    expect(refundSchema.safeParse({ method: "bank", amount: "4,900", reference: "", submissionId }).success).toBe(false);
    expect(refundSchema.safeParse({ method: "cash", amount: "4,900", submissionId }).data).toEqual({ method: "cash", amount: 4900_00, submissionId });
    expect(refundSchema.safeParse({ method: "upi", amount: "4,900", reference: "512345678901" }).success).toBe(false);
  });
});

describe("migration 0024", () => {
  it("voids the UTRs recorded again before it (the first kept, each audited), then holds them unique; down and up again", async () => {
    const database = await databaseAt("0023_privacy");
    await sql`insert into bookings (submission_id, reference, token, name, phone, locality) values
      ('s1', 'WF-AAAA1', ${"a".repeat(32)}, 'Ravi', '+919845012345', 'Jayanagar'),
      ('s2', 'WF-AAAA2', ${"b".repeat(32)}, 'Asha', '+919845012346', 'Jayanagar')`.execute(database);
    const pay = (booking: number, reference: string, method = "upi") =>
      sql`insert into payments (booking_id, method, amount_paise, reference, recorded_at, admin_email)
        values (${booking}, ${method}, 10000, ${reference}, '2026-11-25T05:00:00.000Z', 't@example.com')`.execute(database);
    await pay(1, "433912345678");
    await pay(1, "433912345678");
    await pay(2, "433912345678");
    await pay(2, "433912345679");
    await pay(2, "", "cash");
    await pay(2, "", "cash");
    expect(await migrateTo(database, "0024_money_once")).toEqual(["0024_money_once"]);
    const payments = await database.selectFrom("payments").select(["id", "voided_at", "void_reason"]).orderBy("id").execute();
    expect(payments.map((p) => [p.id, p.voided_at !== null, p.void_reason])).toEqual([
      [1, false, ""],
      [2, true, "UTR already recorded on payment #1 (migration 0024)"],
      [3, true, "UTR already recorded on payment #1 (migration 0024)"],
      [4, false, ""],
      [5, false, ""],
      [6, false, ""],
    ]);
    expect(await database.selectFrom("audit_log").select(["action", "detail", "booking_id", "actor_email"]).orderBy("id").execute()).toEqual([
      {
        action: "payment-voided",
        detail: "Booking WF-AAAA1: payment #2 of 100.00 by UPI voided (its UTR was recorded before, on payment #1)",
        booking_id: 1,
        actor_email: "migration 0024",
      },
      {
        action: "payment-voided",
        detail: "Booking WF-AAAA2: payment #3 of 100.00 by UPI voided (its UTR was recorded before, on payment #1)",
        booking_id: 2,
        actor_email: "migration 0024",
      },
    ]);
    await expect(pay(2, "433912345679")).rejects.toThrow(/UNIQUE/);
    expect(await migrateTo(database, "0023_privacy")).toEqual(["0024_money_once"]);
    await pay(2, "433912345679");
    await sql`delete from payments where id = 7`.execute(database);
    expect(await migrateTo(database, "0024_money_once")).toEqual(["0024_money_once"]);
    expect(await database.selectFrom("refunds").selectAll().execute()).toEqual([]);
  });
});

describe("amounts typed in Indian grouping", () => {
  const indian = (rupees: number) => new Intl.NumberFormat("en-IN", { useGrouping: true, maximumFractionDigits: 0 }).format(rupees);

  it("reads 1,50,000, 5,000, 1,500.50 and ₹ 499; refuses 5,00, 1,5000, abc and the rest", () => {
    expect(parseRupees("1,50,000")).toBe(150000_00);
    expect(parseRupees("5,000")).toBe(5000_00);
    expect(parseRupees("1,500.50")).toBe(1500_50);
    expect(parseRupees("10,00,000")).toBe(1000000_00);
    expect(parseRupees("₹ 1,299.5")).toBe(1299_50);
    expect(parseRupees(" 450 ")).toBe(450_00);
    expect(parseRupees("150000")).toBe(150000_00);
    for (const bad of [
      "5,00",
      "1,5000",
      "abc",
      "150,000",
      "1,00,00",
      ",500",
      "1,,000",
      "5,000,",
      "1,000,00",
      "5 00",
      "1.5.0",
      "10,00,001",
      "-5,000",
      "1e3",
      "",
    ]) {
      expect(parseRupees(bad), bad).toBeNull();
    }
  });

  it("says the commas are wrong when they are, and that it is no amount otherwise", () => {
    const message = (amount: string) => paymentSchema.safeParse({ method: "cash", amount }).error?.issues[0]?.message;
    expect(message("5,00")).toBe("Check the commas in the amount: write 500, 5,000 or 1,50,000");
    expect(message("1,5000")).toBe("Check the commas in the amount: write 500, 5,000 or 1,50,000");
    expect(message("abc")).toBe("Enter the amount in rupees, like 450 or 1299.50");
    expect(paymentSchema.safeParse({ method: "cash", amount: "1,50,000" }).data).toMatchObject({ amount: 150000_00 });
    expect(billItemSchema.safeParse({ description: "Drum", quantity: "1", unitPrice: "5,00" }).success).toBe(false);
    expect(isMisgroupedRupees("abc")).toBe(false);
  });

  it("any amount written in Indian grouping, with or without paise, reads back as itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        const rupees = Math.trunc(paise / 100);
        const decimals = paise % 100 === 0 ? "" : `.${String(paise % 100).padStart(2, "0")}`;
        expect(parseRupees(`${indian(rupees)}${decimals}`)).toBe(paise);
        expect(parseRupees(`${rupees}${decimals}`)).toBe(paise);
      }),
    );
  });

  it("digits with commas anywhere read only when the commas are where Indian grouping puts them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }), (rupees, places) => {
        const digits = String(rupees);
        const cut = [...new Set(places.filter((place) => place > 0 && place < digits.length))].sort((a, b) => a - b);
        if (cut.length === 0) return;
        const typed = cut.reduce((text, place, index) => `${text}${digits.slice(cut[index - 1] ?? 0, place)},`, "") + digits.slice(cut.at(-1));
        const parsed = parseRupees(typed);
        if (typed === indian(rupees)) expect(parsed).toBe(rupees * 100);
        else {
          expect(parsed, typed).toBeNull();
          expect(isMisgroupedRupees(typed), typed).toBe(true);
        }
      }),
    );
  });
});
