// The customer's side of a booking: references and tokens, capacity, the per-phone cap,
// the blocklist, cancelling and moving a visit on the 2-hour line, against the real model and
// a temporary database, with the clock set.
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { newBookingReference, normaliseBookingReference } from "~/lib/booking/reference.server";
import { setClock } from "~/lib/time/clock.server";
import type { Actor } from "~/models/audit.server";
import { listBookings } from "~/models/booking-search.server";
import { countBookings, listBookingNotes, listStatusChanges, setBookingStatus } from "~/models/booking-triage.server";
import { createBooking, fullSlotsByDay } from "~/models/bookings.server";
import { saveAnyTimeCapacity } from "~/models/business-settings.server";
import { cancelBookingByCustomer, findBookingByToken, rescheduleBookingByCustomer } from "~/models/customer-bookings.server";
import { blockPhone, listTimeSlots, setTimeSlotCapacity } from "~/models/settings.server";
import { dayBoard } from "~/models/visits.server";
import { db } from "~db/db.server";

import { bookingInput, storeBooking } from "./booking-fixtures";
import { customer } from "./staff";

const ADMIN: Actor = { adminId: null, email: "staff@example.com", address: null, device: "test" };
const IST = (local: string) => new Date(`${local}+05:30`);

async function slotId(value: string) {
  return (await listTimeSlots()).find((slot) => slot.value === value)!.id;
}

beforeEach(async () => {
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("blocked_phones").execute();
  for (const slot of await listTimeSlots()) await setTimeSlotCapacity(slot.id, null);
  await saveAnyTimeCapacity(null, ADMIN);
  setClock(IST("2026-11-23T10:00"));
});

afterEach(() => setClock(null));

describe("references and tokens", () => {
  it("reads aloud without 0/O or 1/I, and is found typed any way", () => {
    const references = Array.from({ length: 2000 }, newBookingReference);
    for (const reference of references) expect(reference).toMatch(/^WF-[2-9A-HJ-NP-Z]{5}$/);
    expect(new Set(references).size).toBeGreaterThan(1990);
    expect(normaliseBookingReference(" wf-7k3m9 ")).toBe("WF-7K3M9");
    expect(normaliseBookingReference("WF 7K3M9")).toBe("WF-7K3M9");
    expect(normaliseBookingReference("WF-7K3M0")).toBeNull();
  });

  it("gives every booking a unique reference and an unguessable token; the token finds the booking, nothing else does", async () => {
    const first = await createBooking(bookingInput());
    const second = await createBooking(bookingInput());
    if (first.status !== "stored" || second.status !== "stored") throw new Error("not stored");
    expect(first.reference).not.toBe(second.reference);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await findBookingByToken(first.token))?.reference).toBe(first.reference);
    expect(await findBookingByToken(first.token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeUndefined();
    expect(await findBookingByToken("' or 1=1 --")).toBeUndefined();
    expect((await listBookings({ search: first.reference.toLowerCase() })).map((b) => b.id)).toEqual([first.id]);
    await expect(db.updateTable("bookings").set({ reference: first.reference }).where("id", "=", second.id).execute()).rejects.toThrow(/UNIQUE/);
  });
});

describe("a slot's capacity", () => {
  it("refuses a booking once the slot is full that day; another day, a cancelled or a blocked booking leave room", async () => {
    await setTimeSlotCapacity(await slotId("evening"), 2);
    await storeBooking({ timeSlot: "evening", phone: "+919845000001" });
    const cancelled = await storeBooking({ timeSlot: "evening", phone: "+919845000002" });
    await setBookingStatus(cancelled, "cancelled", ADMIN, "Customer asked");
    await blockPhone("+919845000003");
    await storeBooking({ timeSlot: "evening", phone: "+919845000003" });
    await storeBooking({ timeSlot: "evening", phone: "+919845000004" });
    expect(await createBooking(bookingInput({ timeSlot: "evening", phone: "+919845000005" }))).toEqual({ status: "slot-full" });
    expect((await createBooking(bookingInput({ timeSlot: "evening", phone: "+919845000005", visitDate: "2026-11-25" }))).status).toBe("stored");
    expect((await createBooking(bookingInput({ timeSlot: "morning", phone: "+919845000005" }))).status).toBe("stored");
  });
});

describe('"Any time"\'s capacity', () => {
  it("is no limit until set; set, a booking without a slot is refused once it is full that day, the forms and the board see it full", async () => {
    await storeBooking({ timeSlot: "", phone: "+919845000011" });
    await storeBooking({ timeSlot: "", phone: "+919845000012" });
    expect(await fullSlotsByDay(["2026-11-24"])).toEqual({});
    await saveAnyTimeCapacity(2, ADMIN);
    expect(await createBooking(bookingInput({ timeSlot: "", phone: "+919845000013" }))).toEqual({ status: "slot-full" });
    expect(await fullSlotsByDay(["2026-11-24", "2026-11-25"])).toEqual({ "2026-11-24": [""] });
    // Another day, or a slot of its own, has room; the board's "Any time" row reads 2 of 2.
    expect((await createBooking(bookingInput({ timeSlot: "", phone: "+919845000013", visitDate: "2026-11-25" }))).status).toBe("stored");
    expect((await createBooking(bookingInput({ timeSlot: "morning", phone: "+919845000013" }))).status).toBe("stored");
    expect((await dayBoard("2026-11-24")).slots.find((slot) => slot.value === "")).toMatchObject({ capacity: 2, taken: 2 });
    // Moving a booking into the full "Any time" is refused too.
    const { token } = await db
      .selectFrom("bookings")
      .select("token")
      .where("phone", "=", "+919845000013")
      .where("time_slot", "=", "morning")
      .executeTakeFirstOrThrow();
    expect(await rescheduleBookingByCustomer(token, { visitDate: "2026-11-24", timeSlot: "" }, customer)).toMatchObject({
      status: "refused",
      code: "slotFull",
    });
    await saveAnyTimeCapacity(null, ADMIN);
    expect((await createBooking(bookingInput({ timeSlot: "", phone: "+919845000014" }))).status).toBe("stored");
  });
});

describe("the per-phone cap", () => {
  it("stores a fourth open booking for one phone held for staff to check, never refused; closed bookings and contact messages do not count", async () => {
    const done = await storeBooking();
    await setBookingStatus(done, "confirmed", ADMIN);
    await setBookingStatus(done, "completed", ADMIN);
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await createBooking(bookingInput(), 3));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["stored", "stored", "stored", "stored"]);
    const held = await db.selectFrom("bookings").select(["id", "held"]).where("status", "=", "pending").orderBy("id").execute();
    expect(held.map((row) => row.held)).toEqual([0, 0, 0, 1]);
    expect((await createBooking(bookingInput({ visitDate: null, locality: "Contact Form" }), 3)).status).toBe("stored");
    expect((await db.selectFrom("bookings").select("held").orderBy("id", "desc").executeTakeFirstOrThrow()).held).toBe(0);
  });
});

describe("the blocklist", () => {
  it("stores a blocked number's booking apart: out of the list and counts, in the Blocked filter, and answered as any other", async () => {
    await storeBooking({ name: "Visible" });
    await blockPhone("+919845099999");
    const outcome = await createBooking(bookingInput({ name: "Prankster", phone: "+919845099999" }));
    expect(outcome.status).toBe("stored");
    expect((await listBookings()).map((b) => b.name)).toEqual(["Visible"]);
    expect((await listBookings({ blocked: true })).map((b) => b.name)).toEqual(["Prankster"]);
    expect((await countBookings()).total).toBe(1);
    expect(await db.selectFrom("alerts").selectAll().execute()).toEqual([]);
  });
});

describe("cancelling on the booking's page", () => {
  async function bookMorning(visitDate = "2026-11-24") {
    const outcome = await createBooking(bookingInput({ visitDate, timeSlot: "morning" }));
    if (outcome.status !== "stored") throw new Error("not stored");
    return outcome;
  }

  it("is free up to 2 hours before the slot starts (09:00 in Bengaluru), then refused; the customer is recorded as the actor", async () => {
    const early = await bookMorning();
    const late = await bookMorning();
    setClock(IST("2026-11-24T06:59"));
    expect(await cancelBookingByCustomer(early.token, customer)).toMatchObject({ status: "done" });
    setClock(IST("2026-11-24T07:00"));
    expect(await cancelBookingByCustomer(late.token, customer)).toMatchObject({ status: "refused", code: "tooLate" });
    expect((await findBookingByToken(early.token))?.status).toBe("cancelled");
    expect((await findBookingByToken(late.token))?.status).toBe("pending");
    expect((await listStatusChanges(early.id)).map((c) => [c.old_status, c.new_status, c.admin_email, c.admin_id])).toEqual([
      ["pending", "cancelled", "Customer (booking page)", null],
    ]);
    expect(await cancelBookingByCustomer(early.token, customer)).toMatchObject({ status: "refused", code: "bookingClosed" });
  });

  it("counts a slot without a start ('Flexible', 'Any time') from 08:00, and refuses a completed booking", async () => {
    const anyTime = await createBooking(bookingInput({ visitDate: "2026-11-24" }));
    if (anyTime.status !== "stored") throw new Error("not stored");
    setClock(IST("2026-11-24T06:01"));
    expect(await cancelBookingByCustomer(anyTime.token, customer)).toMatchObject({ status: "refused", code: "tooLate" });
    setClock(IST("2026-11-23T10:00"));
    const completed = await bookMorning();
    await setBookingStatus(completed.id, "confirmed", ADMIN);
    await setBookingStatus(completed.id, "completed", ADMIN);
    expect(await cancelBookingByCustomer(completed.token, customer)).toMatchObject({ status: "refused", code: "bookingClosed" });
    expect(await cancelBookingByCustomer("x".repeat(32), customer)).toBeUndefined();
  });
});

describe("moving a visit on the booking's page", () => {
  it("moves it to a free slot (back to pending, written in the notes), refuses a full one, and is refused after the 2-hour line", async () => {
    await setTimeSlotCapacity(await slotId("evening"), 1);
    await storeBooking({ visitDate: "2026-11-25", timeSlot: "evening", phone: "+919845000010" });
    const mine = await createBooking(bookingInput({ visitDate: "2026-11-24", timeSlot: "morning" }));
    if (mine.status !== "stored") throw new Error("not stored");
    await setBookingStatus(mine.id, "confirmed", ADMIN);

    expect(await rescheduleBookingByCustomer(mine.token, { visitDate: "2026-11-25", timeSlot: "evening" }, customer)).toMatchObject({
      status: "refused",
      code: "slotFull",
    });
    expect(await rescheduleBookingByCustomer(mine.token, { visitDate: "2026-11-25", timeSlot: "afternoon" }, customer)).toMatchObject({ status: "done" });
    expect(await findBookingByToken(mine.token)).toMatchObject({ visit_date: "2026-11-25", time_slot: "afternoon", status: "pending" });
    expect((await listBookingNotes(mine.id)).map((note) => [note.body, note.admin_email])).toEqual([
      ["Visit moved from Tue, 24 Nov, Morning (9 AM - 12 PM) to Wed, 25 Nov, Afternoon (12 PM - 4 PM)", "Customer (booking page)"],
    ]);
    // Its own place does not count against itself: moving within a full slot of its own works.
    await setTimeSlotCapacity(await slotId("afternoon"), 1);
    expect(await rescheduleBookingByCustomer(mine.token, { visitDate: "2026-11-25", timeSlot: "afternoon" }, customer)).toMatchObject({ status: "done" });

    setClock(IST("2026-11-25T10:00:01"));
    expect(await rescheduleBookingByCustomer(mine.token, { visitDate: "2026-11-26", timeSlot: "morning" }, customer)).toMatchObject({
      status: "refused",
      code: "tooLate",
    });
  });

  it("moves one visit at most 3 times in 24 hours; then the customer is asked to call, until a day has passed", async () => {
    setClock(IST("2026-11-23T10:00"));
    const mine = await createBooking(bookingInput({ visitDate: "2026-11-26", timeSlot: "morning" }));
    if (mine.status !== "stored") throw new Error("not stored");
    const days = ["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"];
    for (const day of days.slice(0, 3))
      expect(await rescheduleBookingByCustomer(mine.token, { visitDate: day, timeSlot: "morning" }, customer)).toMatchObject({ status: "done" });
    expect(await rescheduleBookingByCustomer(mine.token, { visitDate: days[3]!, timeSlot: "morning" }, customer)).toMatchObject({
      status: "refused",
      code: "tooManyChanges",
    });
    expect(await findBookingByToken(mine.token)).toMatchObject({ visit_date: "2026-11-29" });
    setClock(IST("2026-11-24T10:00:01"));
    expect(await rescheduleBookingByCustomer(mine.token, { visitDate: days[3]!, timeSlot: "morning" }, customer)).toMatchObject({ status: "done" });
  });
});
