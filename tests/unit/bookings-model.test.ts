import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { type AdminUser, upsertAdmin } from "~/models/admins.server";
import { type BookingFilter, countFilteredBookings, listBookings, streamBookings } from "~/models/booking-search.server";
import { countBookings, listStatusChanges, setBookingStatus } from "~/models/booking-triage.server";
import { createBooking, getBooking } from "~/models/bookings.server";
import { db } from "~db/db.server";

import { bookingInput, rowKeys, storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";
import { staffActor } from "./staff";

let admin: AdminUser;
beforeAll(async () => {
  admin = await upsertAdmin("history@example.com", "a long enough password");
});

beforeEach(async () => {
  await db.deleteFrom("bookings").execute();
});

describe("bookings model", () => {
  it("stores a booking as pending with a UTC ISO-8601 creation time", async () => {
    const id = await storeBooking({ issue: "Drum not spinning", timeSlot: "morning" });
    const booking = await getBooking(id);
    expect(booking).toMatchObject({ status: "pending", issue: "Drum not spinning", visit_date: "2026-11-24", time_slot: "morning", blocked: 0 });
    expect(booking?.reference).toMatch(/^WF-[2-9A-HJ-NP-Z]{5}$/);
    // Staff read a booking without its links; the customer's own link and the view link are two.
    expect(booking).not.toHaveProperty("token");
    expect(booking).not.toHaveProperty("view_token");
    // Nor the form's submission id: a repeat post of it would be answered with the customer's link.
    expect(booking).not.toHaveProperty("submission_id");
    const links = await db.selectFrom("bookings").select(["token", "view_token"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(links.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(links.view_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(links.view_token).not.toBe(links.token);
    expect(booking?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("stores one row for a resubmitted form", async () => {
    const same = bookingInput();
    const first = await createBooking(same);
    const second = await createBooking(same);
    expect(first.status).toBe("stored");
    expect(second).toEqual(first);
    expect(await listBookings()).toHaveLength(1);
  });

  it("lists newest first", async () => {
    await db
      .insertInto("bookings")
      .values([
        { ...row("old"), created_at: "2026-01-01T00:00:00.000Z" },
        { ...row("new"), created_at: "2026-02-01T00:00:00.000Z" },
      ])
      .execute();
    expect((await listBookings()).map((b) => b.name)).toEqual(["new", "old"]);
  });

  it("moves a booking only along its life: pending → confirmed → completed, cancelled with a reason; anything else is refused and changes nothing", async () => {
    const id = await storeBooking();
    expect(english(await setBookingStatus(id, "completed", staffActor(admin)))).toEqual({
      status: "refused",
      message: "Confirm this booking before completing it.",
    });
    expect(english(await setBookingStatus(id, "confirmed", staffActor(admin)))).toMatchObject({ status: "done" });
    expect(english(await setBookingStatus(id, "confirmed", staffActor(admin)))).toEqual({ status: "refused", message: "This booking is already confirmed." });
    expect(english(await setBookingStatus(id, "completed", staffActor(admin)))).toMatchObject({ status: "done" });
    expect(english(await setBookingStatus(id, "cancelled", staffActor(admin), "Customer asked"))).toEqual({
      status: "refused",
      message: "This booking is completed, so it cannot be cancelled.",
    });
    expect((await getBooking(id))?.status).toBe("completed");

    const other = await storeBooking({ phone: "+919845000123" });
    expect(english(await setBookingStatus(other, "cancelled", staffActor(admin), "  "))).toEqual({
      status: "refused",
      message: "Say why the booking is cancelled.",
    });
    expect(english(await setBookingStatus(other, "cancelled", staffActor(admin), "Customer found another shop"))).toMatchObject({ status: "done" });
    expect(english(await setBookingStatus(other, "completed", staffActor(admin)))).toEqual({
      status: "refused",
      message: "This booking is cancelled, so it cannot be completed.",
    });
    expect((await listStatusChanges(other)).map((c) => [c.new_status, c.reason])).toEqual([["cancelled", "Customer found another shop"]]);
    expect(english(await setBookingStatus(id + 1000, "completed", staffActor(admin)))).toEqual({ status: "not-found" });

    // A contact message (no visit day) is only ever marked answered.
    const message = await storeBooking({ phone: "+919845000124", visitDate: null, locality: "Contact Form" });
    expect(english(await setBookingStatus(message, "confirmed", staffActor(admin)))).toEqual({
      status: "refused",
      message: "A contact message can only be marked answered.",
    });
    expect(english(await setBookingStatus(message, "completed", staffActor(admin)))).toEqual({ status: "done", done: "Message Answered" });
    expect(english(await setBookingStatus(message, "completed", staffActor(admin)))).toEqual({
      status: "refused",
      message: "This message is already answered.",
    });
    await expect(
      db
        .updateTable("bookings")
        .set({ status: "lost" as never })
        .where("id", "=", id)
        .execute(),
    ).rejects.toThrow(/CHECK constraint/);
  });

  it("counts Today as the visits booked for today in Bengaluru (across IST midnight), and leaves blocked numbers out", async () => {
    await db
      .insertInto("bookings")
      .values([
        { ...row("yesterday's visit"), visit_date: "2026-11-21", status: "pending" },
        { ...row("today's visit"), visit_date: "2026-11-22", status: "completed" },
        { ...row("another today"), visit_date: "2026-11-22", status: "pending" },
        { ...row("blocked today"), visit_date: "2026-11-22", status: "pending", blocked: 1 },
        { ...row("a message"), visit_date: null, status: "pending" },
      ])
      .execute();
    // 2026-11-21T18:30:00Z is midnight between 21 and 22 November in Bengaluru.
    expect(await countBookings(new Date("2026-11-21T18:30:00Z"))).toEqual({ total: 4, pending: 3, completed: 1, today: 2 });
    expect((await countBookings(new Date("2026-11-21T18:29:59Z"))).today).toBe(1);
  });
});

function row(name: string) {
  // Every row names every column that any row sets: a multi-row insert cannot fall back to defaults.
  return { ...rowKeys(), name, phone: "+919845012345", locality: "HSR Layout", blocked: 0 as const };
}

describe("status history", () => {
  it("records old status, new status, the admin and the time on every change, and nothing for a refused one", async () => {
    const id = await storeBooking();
    await setBookingStatus(id, "confirmed", staffActor(admin));
    await setBookingStatus(id, "confirmed", staffActor(admin));
    await setBookingStatus(id, "completed", staffActor(admin));
    await setBookingStatus(id, "pending", staffActor(admin));
    const history = await listStatusChanges(id);
    expect(history.map((c) => [c.old_status, c.new_status, c.admin_email, c.admin_id])).toEqual([
      ["pending", "confirmed", "history@example.com", admin.id],
      ["confirmed", "completed", "history@example.com", admin.id],
    ]);
    expect(history[0]!.changed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("bookings filter, search and pages", () => {
  beforeEach(async () => {
    await db
      .insertInto("bookings")
      .values([
        { ...row("Asha Rao"), locality: "Koramangala", phone: "+919845011111", status: "pending", created_at: "2026-11-01T00:00:00.000Z" },
        { ...row("Bala Iyer"), locality: "Whitefield", phone: "+919845022222", status: "confirmed", created_at: "2026-11-02T00:00:00.000Z" },
        { ...row("Chitra 50%_off"), locality: "Koramangala", phone: "+918012345678", status: "completed", created_at: "2026-11-03T00:00:00.000Z" },
      ])
      .execute();
  });

  const names = async (filter: BookingFilter, page?: { limit: number; offset: number }) => (await listBookings(filter, page)).map((b) => b.name);

  it("filters by status and searches name, locality and phone (as typed with spaces)", async () => {
    expect(await names({ status: "pending" })).toEqual(["Asha Rao"]);
    expect(await names({ search: "kora" })).toEqual(["Chitra 50%_off", "Asha Rao"]);
    expect(await names({ search: "bala" })).toEqual(["Bala Iyer"]);
    expect(await names({ search: "98450 22222" })).toEqual(["Bala Iyer"]);
    expect(await names({ search: "kora", status: "completed" })).toEqual(["Chitra 50%_off"]);
    expect(await countFilteredBookings({ search: "kora" })).toBe(2);
  });

  it("takes % and _ in a search literally", async () => {
    expect(await names({ search: "%" })).toEqual(["Chitra 50%_off"]);
    expect(await names({ search: "_" })).toEqual(["Chitra 50%_off"]);
  });

  it("pages newest first, and streams every match in batches for the export", async () => {
    expect(await names({}, { limit: 2, offset: 0 })).toEqual(["Chitra 50%_off", "Bala Iyer"]);
    expect(await names({}, { limit: 2, offset: 2 })).toEqual(["Asha Rao"]);
    const batches: string[][] = [];
    for await (const batch of streamBookings({}, 2)) batches.push(batch.map((b) => b.name));
    expect(batches).toEqual([["Chitra 50%_off", "Bala Iyer"], ["Asha Rao"]]);
  });
});
