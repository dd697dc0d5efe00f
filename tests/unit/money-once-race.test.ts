// A UTR that slips past the app's check (two payments at once, another writer) is refused by the
// database's unique index (migration 0024) with the same message, naming the booking it paid, and
// nothing of the refused payment is kept: not the payment, not the bill's issue, not an audit row.
import { describe, expect, it, vi } from "vitest";

import type { Actor } from "~/models/audit.server";
import { recordPayment } from "~/models/bill-payments.server";
import { addBillItem } from "~/models/bills.server";
import type * as upiReferences from "~/models/upi-references.server";
import { utrHolder } from "~/models/upi-references.server";
import { db } from "~db/db.server";

import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";

vi.mock("~/models/upi-references.server", async (importOriginal) => {
  const actual = await importOriginal<typeof upiReferences>();
  return { ...actual, utrHolder: vi.fn(actual.utrHolder) };
});

const technician: Actor = { adminId: null, email: "tech@example.com", address: "198.51.100.7", device: "Chrome on Android" };

describe("a UTR past the app's check", () => {
  it("is refused by the database with the message naming the booking it paid, and changes nothing", async () => {
    const first = await storeBooking();
    await addBillItem(first, { description: "Visit", quantity: 1, unitPaise: 500_00 }, technician);
    expect(english(await recordPayment(first, { method: "upi", amountPaise: 500_00, reference: "611122223333" }, technician))).toMatchObject({
      status: "done",
    });
    const { reference } = await db.selectFrom("bookings").select("reference").where("id", "=", first).executeTakeFirstOrThrow();

    const other = await storeBooking();
    await addBillItem(other, { description: "Visit", quantity: 1, unitPaise: 500_00 }, technician);
    // The app's check sees nothing (as if the first payment were being recorded at the same instant).
    vi.mocked(utrHolder).mockResolvedValueOnce(undefined);
    const refused = english(await recordPayment(other, { method: "upi", amountPaise: 500_00, reference: "611122223333" }, technician));
    expect(refused).toEqual({
      status: "refused",
      field: "reference",
      message: expect.stringMatching(new RegExp(`^UTR 611122223333 is already recorded for booking ${reference} on `)),
    });
    // Refused at the index: the check (mocked) and the look-up of the booking that holds the UTR.
    expect(vi.mocked(utrHolder)).toHaveBeenCalledTimes(3);
    const bookingRow = await db.selectFrom("bookings").select("bill_issued_at").where("id", "=", other).executeTakeFirstOrThrow();
    expect(bookingRow.bill_issued_at).toBeNull();
    expect(await db.selectFrom("payments").select("id").where("booking_id", "=", other).execute()).toEqual([]);
    expect(await db.selectFrom("invoices").select("id").where("booking_id", "=", other).execute()).toEqual([]);
    expect((await db.selectFrom("audit_log").select("action").where("booking_id", "=", other).execute()).map((row) => row.action)).toEqual(["bill-item-added"]);
  });
});
