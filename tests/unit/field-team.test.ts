// The team in the field, at the model: a technician's day and his steps on a visit,
// the payment taken at the door, a locality typed in another script, the one "Any time" slot
// (migration 0021), and the WhatsApp text that follows the booking's status.

import { describe, expect, it } from "vitest";

import { customerChatText } from "~/lib/booking/customer-text";
import { matchLocality } from "~/lib/booking/locality-search";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { done, refused } from "~/lib/outcome";
import { paymentSchema, UTR_MESSAGE } from "~/lib/schemas/bill";
import type { Actor } from "~/models/audit.server";
import { recordPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill } from "~/models/bills.server";
import { setBookingStatus } from "~/models/booking-triage.server";
import { listedLocality } from "~/models/service-area.server";
import { addTechnician } from "~/models/settings.server";
import { dayBoard, listVisitProgress, recordVisitStep, technicianDay } from "~/models/visits.server";
import { db } from "~db/db.server";
import { migrateTo } from "~db/migrator.server";

import { rowKeysBefore0025, storeBooking } from "./booking-fixtures";
import { databaseAt } from "./database-at";
import { english } from "./outcome-english";

const ravi: Actor = { adminId: null, email: "ravi@example.com", address: null, device: "Chrome on Android" };
// 10:00 in Bengaluru on 24 Nov 2026.
const NOW = new Date("2026-11-24T04:30:00Z");

async function technician(name: string): Promise<number> {
  await addTechnician({ name });
  return (await db.selectFrom("technicians").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
}

describe("a technician's day", () => {
  it("is his open visits today then tomorrow, in slot order with 'Any time' last, each with its notes and what is due", async () => {
    const mine = await technician(`Ravi ${crypto.randomUUID()}`);
    const other = await technician(`Suresh ${crypto.randomUUID()}`);
    const today = (slot: string | undefined, technicianId = mine) => storeBooking({ visitDate: "2026-11-24", timeSlot: slot }).then(assign(technicianId));
    const assign = (technicianId: number) => async (id: number) => {
      await db.updateTable("bookings").set({ technician_id: technicianId }).where("id", "=", id).execute();
      return id;
    };
    const anyTime = await today(undefined);
    const evening = await today("evening");
    const morning = await today("morning");
    const tomorrow = await storeBooking({ visitDate: "2026-11-25", timeSlot: "morning" }).then(assign(mine));
    const later = await storeBooking({ visitDate: "2026-11-26" }).then(assign(mine));
    const others = await today("morning", other);
    const done = await today("afternoon");
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", done).execute();
    await db.insertInto("booking_notes").values({ booking_id: evening, admin_id: null, admin_email: "owner@example.com", body: "Gate code 4411" }).execute();
    await addBillItem(morning, { description: "Visit", quantity: 1, unitPaise: 299_00 }, ravi);

    const day = (await technicianDay(mine, NOW))!;
    expect(day.today).toBe("2026-11-24");
    expect(day.visits.map((visit) => visit.id)).toEqual([morning, evening, anyTime, tomorrow]);
    expect(day.visits.map((visit) => visit.id)).not.toContain(others);
    expect(day.visits.map((visit) => visit.id)).not.toContain(later);
    expect(day.visits.find((visit) => visit.id === evening)!.notes.map((note) => note.body)).toEqual(["Gate code 4411"]);
    expect(day.visits.find((visit) => visit.id === morning)!.due).toBe(299_00);
  });

  it("records each step once per visit day, in the history and the audit trail; a closed visit takes none", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    expect(await recordVisitStep(id, "on_the_way", ravi, { now: NOW })).toEqual(done("recorded"));
    expect(await recordVisitStep(id, "on_the_way", ravi, { now: new Date(NOW.getTime() + 60_000) })).toEqual(done("already"));
    expect(await recordVisitStep(id, "arrived", ravi, { now: new Date(NOW.getTime() + 30 * 60_000) })).toEqual(done("recorded"));
    // Moved to another day: the steps start again.
    await db.updateTable("bookings").set({ visit_date: "2026-11-25" }).where("id", "=", id).execute();
    expect(await recordVisitStep(id, "on_the_way", ravi, { now: NOW })).toEqual(done("recorded"));
    expect((await listVisitProgress(id)).map(({ step, visitDate }) => [step, visitDate])).toEqual([
      ["on_the_way", "2026-11-24"],
      ["on_the_way", "2026-11-25"],
      ["arrived", "2026-11-24"],
    ]);
    expect((await db.selectFrom("audit_log").select("detail").where("booking_id", "=", id).where("action", "=", "visit-progress").execute()).length).toBe(3);
    await setBookingStatus(id, "cancelled", ravi, "Customer away");
    expect(await recordVisitStep(id, "work_done", ravi, { now: NOW })).toEqual(refused("visitClosed"));
  });

  it("shows the office a day: slots with what they hold, 'Any time' for a visit in a removed slot, completed ones too", async () => {
    const id = await storeBooking({ visitDate: "2026-12-01", timeSlot: "morning" });
    const gone = await storeBooking({ visitDate: "2026-12-01" });
    await db.updateTable("bookings").set({ time_slot: "removed_slot" }).where("id", "=", gone).execute();
    const board = await dayBoard("2026-12-01");
    expect(board.slots.map((slot) => [slot.value, slot.taken])).toEqual([
      ["morning", 1],
      ["afternoon", 0],
      ["evening", 0],
      ["", 1],
    ]);
    expect(board.visits.map((visit) => [visit.id, visit.slot])).toEqual([
      [id, "morning"],
      [gone, ""],
    ]);
  });
});

describe("payment at the door", () => {
  it("takes a UPI payment only with its 12-digit UTR; cash needs none", () => {
    const upi = (reference?: string) => paymentSchema.safeParse({ method: "upi", amount: "450", reference });
    expect(upi().error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[["reference"], UTR_MESSAGE]]);
    expect(upi("4339 1234 5678").success).toBe(false);
    expect(upi("UPI-1234").success).toBe(false);
    expect(upi("433912345678").success).toBe(true);
    expect(paymentSchema.safeParse({ method: "cash", amount: "450" }).success).toBe(true);
  });

  it("records the cash against the technician who took it", async () => {
    const id = await storeBooking();
    const taker = await technician(`Manju ${crypto.randomUUID()}`);
    await addBillItem(id, { description: "Visit", quantity: 1, unitPaise: 299_00 }, ravi);
    expect(english(await recordPayment(id, { method: "cash", amountPaise: 299_00, reference: "", technicianId: taker }, ravi))).toEqual({
      status: "done",
      done: "Paid in Full",
    });
    expect(await db.selectFrom("payments").select(["method", "technician_id"]).where("booking_id", "=", id).execute()).toEqual([
      { method: "cash", technician_id: taker },
    ]);
    expect((await getBill(id))!.due).toBe(0);
  });
});

describe("a locality typed without the picker", () => {
  const listed = ["Jayanagar", "Jayanagar 4th Block", "Koramangala", "HSR Layout"];
  it("is the listed place when it sounds the whole name in Kannada or Devanagari script, or matches it in another case", () => {
    expect(matchLocality("जयनगर", listed)).toBe("Jayanagar");
    expect(matchLocality("ಜಯನಗರ", listed)).toBe("Jayanagar");
    expect(matchLocality("ಕೋರಮಂಗಲ", listed)).toBe("Koramangala");
    expect(matchLocality("  hsr layout ", listed)).toBe("HSR Layout");
    expect(matchLocality("Mysuru", listed)).toBeUndefined();
    expect(matchLocality("मैसूरु", listed)).toBeUndefined();
  });

  it("is stored as the list writes it, among the site's and the staff's localities", async () => {
    expect(await listedLocality("कोरमंगला")).toBe("Koramangala");
    expect(await listedLocality("Somewhere New")).toBe("Somewhere New");
  });
});

describe("the WhatsApp text staff send", () => {
  const booking = { name: "Lakshmi", service: "General Repair", reference: "WF-7K3M9", visit_date: "2026-11-25", language: "en" as const };
  const link = "https://example.com/booking/abc";
  it("follows the status: the confirmation while open, the bill once completed, the cancellation", () => {
    const t = serverTranslator("en");
    expect(customerChatText(t, { ...booking, status: "confirmed" }, "Morning (9 AM - 12 PM)", link)).toMatch(/^Hello Lakshmi, .* We have confirmed/);
    expect(customerChatText(t, { ...booking, status: "completed" }, undefined, link)).toBe(
      `Hello Lakshmi, thank you for choosing WashFix Bengaluru. The repair for your booking WF-7K3M9 is done. Your bill and receipt: ${link}`,
    );
    expect(customerChatText(t, { ...booking, status: "cancelled" }, undefined, link)).toContain("is cancelled");
    expect(customerChatText(serverTranslator("kn"), { ...booking, status: "cancelled" }, undefined, link)).toContain("ರದ್ದಾಗಿದೆ");
  });
});

describe("migration 0021", () => {
  it("leaves one 'Any time': the seeded Flexible slot goes, its bookings become 'Any time'", async () => {
    const database = await databaseAt("0020_booking_address");
    await database
      .insertInto("bookings")
      .values({ ...rowKeysBefore0025(), name: "Ravi", phone: "+919845012345", locality: "Jayanagar", time_slot: "flexible" })
      .execute();
    expect(await migrateTo(database, "0021_field_visits")).toEqual(["0021_field_visits"]);
    expect((await database.selectFrom("time_slots").select("value").orderBy("position").execute()).map((slot) => slot.value)).toEqual([
      "morning",
      "afternoon",
      "evening",
    ]);
    expect(await database.selectFrom("bookings").select("time_slot").execute()).toEqual([{ time_slot: "" }]);
  });
});
