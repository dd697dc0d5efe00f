// A visit that cannot finish today, at the model: the one move (capacity, the same booking, its
// language, notes and technician kept, the customer told once, audited from and to), the customer
// not at home told once, and waiting for a part with its price on an open bill.
import { afterEach, describe, expect, it } from "vitest";

import type { Actor } from "~/models/audit.server";
import { withAudit } from "~/models/audit.server";
import { getBill } from "~/models/bills.server";
import { addBookingNote } from "~/models/booking-triage.server";
import { notHomeChargeItem, toggleNotHomeCharge } from "~/models/business-settings.server";
import { addPriceItem, addTimeSlot } from "~/models/settings.server";
import { customerNotHome, moveVisit, waitForPart } from "~/models/visit-schedule.server";
import { recordVisitStep } from "~/models/visits.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };
const WHATSAPP = {
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_VERIFY_TOKEN: "verify",
};
// 10:00 in Bengaluru on 24 Nov 2026.
const NOW = new Date("2026-11-24T04:30:00Z");

afterEach(() => setEnv(Object.fromEntries(Object.keys(WHATSAPP).map((name) => [name, undefined]))));

async function slotOfOne(): Promise<string> {
  const value = `s${crypto.randomUUID().slice(0, 8)}`;
  await addTimeSlot({ label: `Slot ${value}`, value, capacity: 1 });
  return value;
}

const messages = (bookingId: number, kind: string) =>
  db.selectFrom("customer_messages").select(["language", "parameters"]).where("booking_id", "=", bookingId).where("kind", "=", kind).execute();

describe("moving a visit", () => {
  it("moves the same booking, its language, notes and technician kept; the customer told once in its language; audited from and to", async () => {
    setEnv(WHATSAPP);
    const id = await storeBooking({ visitDate: "2026-11-24", language: "hi", name: "Asha Verma" });
    await addBookingNote(id, "Gate code 42", office);
    await db.updateTable("bookings").set({ technician_id: null }).where("id", "=", id).execute();
    const before = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const slot = await slotOfOne();

    expect(await moveVisit(id, { visitDate: "2026-11-26", timeSlot: slot }, office, NOW)).toEqual({
      status: "done",
      value: { visitDate: "2026-11-26", timeSlot: slot },
    });
    const after = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(after).toEqual({ ...before, visit_date: "2026-11-26", time_slot: slot });
    expect(await db.selectFrom("booking_notes").select("body").where("booking_id", "=", id).execute()).toEqual([{ body: "Gate code 42" }]);
    const moved = await messages(id, "moved");
    expect(moved).toHaveLength(1);
    expect(moved[0]!.language).toBe("hi");
    expect(moved[0]!.parameters).toContain("गुरु"); // Thursday, in Hindi
    const audit = await db.selectFrom("audit_log").select("detail").where("booking_id", "=", id).where("action", "=", "visit-moved").execute();
    expect(audit).toEqual([{ detail: `Booking ${before.reference}: moved from Tue, 24 Nov, Any time to Thu, 26 Nov, Slot ${slot}` }]);

    // The same day and slot again: nothing changes, nothing more is sent.
    expect(await moveVisit(id, { visitDate: "2026-11-26", timeSlot: slot }, office, NOW)).toMatchObject({ status: "refused", code: "visitUnchanged" });
    expect(await messages(id, "moved")).toHaveLength(1);
  });

  it("refuses a full slot at its field, a day outside the bookable ones, a removed slot and a closed visit, changing nothing", async () => {
    const slot = await slotOfOne();
    await storeBooking({ visitDate: "2026-11-27", timeSlot: slot });
    const id = await storeBooking({ visitDate: "2026-11-25" });
    expect(await moveVisit(id, { visitDate: "2026-11-27", timeSlot: slot }, office, NOW)).toMatchObject({
      status: "refused",
      code: "slotFull",
      field: "timeSlot",
    });
    expect(await moveVisit(id, { visitDate: "2026-11-23", timeSlot: "" }, office, NOW)).toMatchObject({ code: "dayNotBookable", field: "visitDate" });
    expect(await moveVisit(id, { visitDate: "2026-12-30", timeSlot: "" }, office, NOW)).toMatchObject({ code: "dayNotBookable" });
    expect(await moveVisit(id, { visitDate: "2026-11-28", timeSlot: "gone" }, office, NOW)).toMatchObject({ code: "slotRemoved", field: "timeSlot" });
    expect((await db.selectFrom("bookings").select(["visit_date", "time_slot"]).where("id", "=", id).executeTakeFirstOrThrow()).visit_date).toBe("2026-11-25");
    await db.updateTable("bookings").set({ status: "cancelled" }).where("id", "=", id).execute();
    expect(await moveVisit(id, { visitDate: "2026-11-28", timeSlot: "" }, office, NOW)).toMatchObject({ code: "visitClosed" });
    expect(await db.selectFrom("audit_log").select("id").where("booking_id", "=", id).where("action", "=", "visit-moved").execute()).toEqual([]);
  });
});

describe("a visit that cannot finish today", () => {
  it("customer not at home: recorded on the visit's day, the visit still open, the customer told once", async () => {
    setEnv(WHATSAPP);
    const id = await storeBooking({ visitDate: "2026-11-24", language: "kn" });
    expect(await recordVisitStep(id, "not_home", office, { now: NOW })).toEqual({ status: "done", value: "recorded" });
    expect(await recordVisitStep(id, "not_home", office, { now: NOW })).toEqual({ status: "done", value: "already" });
    expect((await db.selectFrom("bookings").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("pending");
    const told = await messages(id, "not-home");
    expect(told).toEqual([expect.objectContaining({ language: "kn" })]);
  });

  it("customer not at home: the owner's charge from the price list on the bill once a visit day, none without the rule", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    expect(await customerNotHome(id, office, NOW)).toEqual({ status: "done", value: "recorded" });
    expect((await getBill(id))?.items ?? []).toEqual([]);

    const other = await storeBooking({ visitDate: "2026-11-24" });
    const name = `Visit charge ${crypto.randomUUID().slice(0, 6)}`;
    await addPriceItem({ name, name_kn: "", name_hi: "", kind: "service", hsn: "", unit_paise: 39_900 });
    const item = await db.selectFrom("price_items").select("id").where("name", "=", name).executeTakeFirstOrThrow();
    await withAudit(office, async (trx) => ({ value: await toggleNotHomeCharge(item.id, trx, NOW), event: null }));
    expect((await notHomeChargeItem())?.id).toBe(item.id);
    try {
      expect(await customerNotHome(other, office, NOW)).toEqual({ status: "done", value: "recorded" });
      // Sent again (a tap kept offline, delivered twice): one step, one charge.
      expect(await customerNotHome(other, office, NOW)).toEqual({ status: "done", value: "already" });
      const bill = await getBill(other);
      expect(bill?.items.map((line) => [line.description, line.unitPaise, line.note?.code])).toEqual([[name, 39_900, "notHome"]]);
    } finally {
      await withAudit(office, async (trx) => ({ value: await toggleNotHomeCharge(item.id, trx, NOW), event: null }));
    }
    expect(await notHomeChargeItem()).toBeNull();
  });

  it("waiting for a part: named in the notes, its price a line of a bill still open, once per visit day", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    expect(await waitForPart(id, { name: "Drain pump", pricePaise: 120_000, hsn: "8413" }, office, NOW)).toEqual({ status: "done", value: "recorded" });
    const bill = await getBill(id);
    expect(bill?.items.map((item) => [item.description, item.unitPaise])).toEqual([["Drain pump", 120_000]]);
    expect(bill?.issuedAt ?? null).toBeNull();
    expect(await db.selectFrom("booking_notes").select("body").where("booking_id", "=", id).execute()).toEqual([{ body: "Waiting for a part: Drain pump" }]);
    expect(await waitForPart(id, { name: "Drain pump", pricePaise: 120_000 }, office, NOW)).toMatchObject({ code: "alreadyWaiting", field: "part" });
    expect((await getBill(id))?.items).toHaveLength(1);
  });
});
