// Taps a technician makes with no signal, sent later: the instant each is recorded at (the time
// rule, lib/time/tapped-at.ts), a bill line sent twice added once, and the board's progress of a
// visit (its latest step, On my way's estimate, a visit still open after its slot).

import { describe, expect, it } from "vitest";

import { done } from "~/lib/outcome";
import { TAP_MAX_AGE_MS, tappedAt } from "~/lib/time/tapped-at";
import type { Actor } from "~/models/audit.server";
import { addBillItem, getBill } from "~/models/bills.server";
import { dayBoard, recordVisitStep } from "~/models/visits.server";
import { db } from "~db/db.server";

import { storeBooking } from "./booking-fixtures";

const ravi: Actor = { adminId: null, email: "ravi@example.com", address: null, device: "Chrome on Android" };
// 10:00 in Bengaluru on 24 Nov 2026.
const NOW = new Date("2026-11-24T04:30:00Z");
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe("the instant a kept tap is recorded at", () => {
  it("is the instant it was tapped, when that is in the past and within 12 hours", () => {
    expect(tappedAt(before(20 * 60_000), NOW).toISOString()).toBe(before(20 * 60_000));
    expect(tappedAt(before(TAP_MAX_AGE_MS), NOW).toISOString()).toBe(before(TAP_MAX_AGE_MS));
    expect(tappedAt(NOW.toISOString(), NOW).toISOString()).toBe(NOW.toISOString());
    expect(tappedAt("2026-11-24T04:10:00Z", NOW).toISOString()).toBe("2026-11-24T04:10:00.000Z");
  });

  it("is now for an instant to come, one older than 12 hours, none, or anything that is not an instant", () => {
    for (const tapped of [
      new Date(NOW.getTime() + 1).toISOString(),
      before(TAP_MAX_AGE_MS + 1),
      before(3 * 24 * 60 * 60_000),
      undefined,
      null,
      "",
      "yesterday",
      "2026-11-24",
      "2026-11-24T09:50:00+05:30",
      "2026-13-45T99:99:99Z",
      "1732422600000",
    ])
      expect(tappedAt(tapped, NOW)).toBe(NOW);
  });
});

describe("a tap sent twice", () => {
  it("adds a bill line once by its submission id; another id, or none, is a line of its own", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    const line = { description: "Door seal", kind: "part" as const, quantity: 1, unitPaise: 899_00 };
    const submissionId = crypto.randomUUID();
    expect(await addBillItem(id, line, ravi, submissionId)).toEqual(done({ code: "itemAdded" }));
    expect(await addBillItem(id, line, ravi, submissionId)).toEqual(done({ code: "itemAdded" }));
    expect((await getBill(id))?.items).toHaveLength(1);
    await addBillItem(id, line, ravi, crypto.randomUUID());
    await addBillItem(id, line, ravi);
    expect((await getBill(id))?.items).toHaveLength(3);
    // The same id on another booking is not this line: refused, nothing added there.
    const other = await storeBooking({ visitDate: "2026-11-24" });
    expect((await addBillItem(other, line, ravi, submissionId)).status).toBe("refused");
    expect((await getBill(other))?.items ?? []).toHaveLength(0);
  });

  it("records a step at the instant it was tapped, once, with On my way's estimate", async () => {
    const id = await storeBooking({ visitDate: "2026-11-24" });
    const tapped = tappedAt(before(25 * 60_000), NOW);
    expect(await recordVisitStep(id, "on_the_way", ravi, { now: tapped, arrivalMinutes: 45 })).toEqual(done("recorded"));
    expect(await recordVisitStep(id, "on_the_way", ravi, { now: NOW, arrivalMinutes: 15 })).toEqual(done("already"));
    const rows = await db.selectFrom("visit_progress").select(["step", "recorded_at", "arrival_minutes"]).where("booking_id", "=", id).execute();
    expect(rows).toEqual([{ step: "on_the_way", recorded_at: before(25 * 60_000), arrival_minutes: 45 }]);
  });
});

describe("the board's progress of a visit", () => {
  it("is its latest step with its time (On my way with the estimate), assigned before any, and open visits flagged once their slot is over", async () => {
    const day = "2026-12-02";
    await db
      .insertInto("technicians")
      .values({ name: `Ravi ${crypto.randomUUID()}` })
      .execute();
    const technicianId = (await db.selectFrom("technicians").select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id;
    const morning = await storeBooking({ visitDate: day, timeSlot: "morning" });
    const evening = await storeBooking({ visitDate: day, timeSlot: "evening" });
    const unassigned = await storeBooking({ visitDate: day, timeSlot: "morning" });
    await db.updateTable("bookings").set({ technician_id: technicianId, status: "confirmed" }).where("id", "in", [morning, evening]).execute();
    await recordVisitStep(morning, "on_the_way", ravi, { now: new Date(`${day}T03:40:00Z`), arrivalMinutes: 30 });

    // 11:30 am: the morning slot (09:00 until the afternoon's 12:00) is not over.
    const atHalfPastEleven = await dayBoard(day, new Date(`${day}T06:00:00Z`));
    const visit = (board: typeof atHalfPastEleven, id: number) => board.visits.find((entry) => entry.id === id)!;
    expect(visit(atHalfPastEleven, morning).progress).toEqual({ step: "on_the_way", at: `${day}T03:40:00.000Z`, minutes: 30 });
    expect(visit(atHalfPastEleven, evening).progress).toEqual({ step: "assigned", at: null });
    expect(visit(atHalfPastEleven, unassigned).progress).toBeNull();
    expect(visit(atHalfPastEleven, morning).late).toBe(false);

    // 12:30 pm: the morning's open visits are late; the evening's are not.
    await recordVisitStep(morning, "arrived", ravi, { now: new Date(`${day}T04:10:00Z`) });
    const atHalfPastTwelve = await dayBoard(day, new Date(`${day}T07:00:00Z`));
    expect(visit(atHalfPastTwelve, morning)).toMatchObject({ progress: { step: "arrived", at: `${day}T04:10:00.000Z` }, late: true });
    expect(visit(atHalfPastTwelve, unassigned).late).toBe(true);
    expect(visit(atHalfPastTwelve, evening).late).toBe(false);
    // After closing (20:00) the evening's too; a completed visit never.
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", morning).execute();
    const atNight = await dayBoard(day, new Date(`${day}T15:00:00Z`));
    expect(visit(atNight, evening).late).toBe(true);
    expect(visit(atNight, morning).late).toBe(false);
  });
});
