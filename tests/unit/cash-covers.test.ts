// The visits whose cash a technician still holds (the board's cash beside him): his handovers
// settle his cash payments oldest first; a voided or non-cash payment is no cash of his.
import { describe, expect, it } from "vitest";

import { cashHeld, coveredVisits, recordHandover, undoHandover } from "~/models/handovers.server";
import { addTechnician } from "~/models/settings.server";
import { db } from "~db/db.server";

import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";
import { staffActor } from "./staff";

const visit = (bookingId: number, amount: number, at: string) => ({ bookingId, reference: `WF-${bookingId}`, at, amount });

describe("coveredVisits", () => {
  it("leaves the visits his handovers have not covered, the oldest covered first, one partly", () => {
    const payments = [visit(1, 400_00, "2026-11-20T05:00:00.000Z"), visit(2, 600_00, "2026-11-20T07:00:00.000Z"), visit(3, 300_00, "2026-11-20T09:00:00.000Z")];
    expect(coveredVisits(payments, 0)).toEqual(payments);
    expect(coveredVisits(payments, 500_00)).toEqual([visit(2, 500_00, "2026-11-20T07:00:00.000Z"), visit(3, 300_00, "2026-11-20T09:00:00.000Z")]);
    expect(coveredVisits(payments, 1300_00)).toEqual([]);
    expect(coveredVisits(payments, 2000_00)).toEqual([]);
  });
});

describe("cashHeld", () => {
  it("lists beside each technician the visits whose cash he holds, after his handovers; voided and UPI payments left out", async () => {
    const added = await addTechnician({ name: `Cash ${crypto.randomUUID().slice(0, 6)}` });
    if (added.status !== "done") throw new Error("not added");
    const technicianId = added.value;
    const [a, b, c] = [await storeBooking(), await storeBooking({ phone: "+919845000201" }), await storeBooking({ phone: "+919845000202" })];
    const pay = (bookingId: number, amount: number, at: string, method: "cash" | "upi" = "cash", voided = false) =>
      db
        .insertInto("payments")
        .values({
          booking_id: bookingId,
          method,
          amount_paise: amount,
          recorded_at: at,
          admin_email: "t@example.com",
          technician_id: technicianId,
          voided_at: voided ? at : null,
        })
        .execute();
    await pay(a, 400_00, "2026-11-20T05:00:00.000Z");
    await pay(b, 999_00, "2026-11-20T06:00:00.000Z", "cash", true);
    await pay(b, 600_00, "2026-11-20T07:00:00.000Z");
    await pay(c, 250_00, "2026-11-20T08:00:00.000Z", "upi");
    await db
      .insertInto("cash_handovers")
      .values({
        technician_id: technicianId,
        amount_paise: 500_00,
        received_by: "desk@example.com",
        recorded_at: "2026-11-20T10:00:00.000Z",
        submission_id: crypto.randomUUID(),
      })
      .execute();
    const reference = async (id: number) => (await db.selectFrom("bookings").select("reference").where("id", "=", id).executeTakeFirstOrThrow()).reference;
    expect((await cashHeld()).find((row) => row.technicianId === technicianId)).toMatchObject({
      held: 500_00,
      visits: [{ bookingId: b, reference: await reference(b), at: "2026-11-20T07:00:00.000Z", amount: 500_00 }],
    });
  });
});

describe("undoHandover", () => {
  it("undoes a handover of today once, audited: the cash is his again; another day's cannot be undone", async () => {
    const added = await addTechnician({ name: `Undo ${crypto.randomUUID().slice(0, 6)}` });
    if (added.status !== "done") throw new Error("not added");
    const technicianId = added.value;
    const bookingId = await storeBooking({ phone: "+919845000301" });
    await db
      .insertInto("payments")
      .values({
        booking_id: bookingId,
        method: "cash",
        amount_paise: 800_00,
        recorded_at: "2026-11-20T05:00:00.000Z",
        admin_email: "t@example.com",
        technician_id: technicianId,
      })
      .execute();
    const desk = staffActor({ id: 1, email: "desk@example.com" });
    const morning = new Date("2026-11-20T06:00:00.000Z");
    expect((await recordHandover({ technicianId, amountPaise: 300_00, submissionId: crypto.randomUUID() }, desk, morning)).status).toBe("done");
    const row = async (now: Date) => (await cashHeld(now)).find((each) => each.technicianId === technicianId)!;
    const first = await row(morning);
    expect(first).toMatchObject({ held: 500_00, last: { amount: 300_00, undoable: true } });

    // The same evening (Bengaluru): undone; he holds all ₹800 again, and the row stays, marked.
    const evening = new Date("2026-11-20T14:00:00.000Z");
    expect(english(await undoHandover(first.last!.id, desk, evening))).toMatchObject({ status: "done" });
    expect(await row(evening)).toMatchObject({ held: 800_00, handedOver: 0, last: null });
    expect(await db.selectFrom("cash_handovers").select(["undone_at", "undone_by"]).where("id", "=", first.last!.id).executeTakeFirst()).toEqual({
      undone_at: evening.toISOString(),
      undone_by: "desk@example.com",
    });
    const audit = await db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "cash-handover-undone")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.detail).toContain(`Handover #${first.last!.id}: ₹300 cash from`);
    // Twice: refused, nothing changes.
    expect(english(await undoHandover(first.last!.id, desk, evening))).toMatchObject({ status: "refused" });

    // Yesterday's handover, seen the next day: no longer undoable, and refused.
    expect((await recordHandover({ technicianId, amountPaise: 200_00, submissionId: crypto.randomUUID() }, desk, evening)).status).toBe("done");
    const nextDay = new Date("2026-11-21T05:00:00.000Z");
    const later = await row(nextDay);
    expect(later).toMatchObject({ held: 600_00, last: { amount: 200_00, undoable: false } });
    expect(english(await undoHandover(later.last!.id, desk, nextDay))).toMatchObject({
      status: "refused",
      message: "This handover can no longer be undone: only one of today, not undone already.",
    });
    expect((await row(nextDay)).held).toBe(600_00);
  });
});
