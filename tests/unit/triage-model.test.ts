import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { type AdminUser, upsertAdmin } from "~/models/admins.server";
import { listBookings, streamBookings } from "~/models/booking-search.server";
import { addBookingNote, assignTechnician, listBookingNotes, listStatusChanges, setBookingStatus } from "~/models/booking-triage.server";
import { addTechnician, deleteTechnician, listTechnicians } from "~/models/settings.server";
import { db } from "~db/db.server";

import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";
import { staffActor } from "./staff";

let admin: AdminUser;
beforeAll(async () => {
  admin = await upsertAdmin("triage@example.com", "a long enough password");
});

beforeEach(async () => {
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("technicians").execute();
});

describe("triage", () => {
  it("marks an emergency urgent and lists urgent pending bookings first, then newest first", async () => {
    const older = await storeBooking({ name: "Older" });
    const emergency = await storeBooking({ name: "Emergency", service: "Emergency Repair" });
    const newest = await storeBooking({ name: "Newest" });
    expect((await listBookings()).map((b) => [b.name, b.urgent])).toEqual([
      ["Emergency", 1],
      ["Newest", 0],
      ["Older", 0],
    ]);
    expect((await listBookings({ status: "pending" })).map((b) => b.id)).toEqual([emergency, newest, older]);

    // Once handled, an urgent booking takes its place by date again.
    await setBookingStatus(emergency, "confirmed", staffActor(admin));
    expect((await listBookings()).map((b) => b.id)).toEqual([newest, emergency, older]);
  });

  it("assigns a technician, logs it, filters by them, and a deleted technician leaves the booking unassigned", async () => {
    const id = await storeBooking();
    const other = await storeBooking({ name: "Other" });
    const added = await addTechnician({ name: "Suresh" });
    if (added.status !== "done") throw new Error("not added");
    expect(english(await addTechnician({ name: "suresh" }))).toEqual({
      status: "refused",
      message: 'A technician named "suresh" already exists.',
      field: "name",
    });

    // Sending him to a visit still pending confirms it, once, in its history.
    expect(await assignTechnician(id, added.value, staffActor(admin))).toEqual({ confirmed: true, from: null, to: "Suresh" });
    expect(await assignTechnician(id, added.value, staffActor(admin))).toEqual({ confirmed: false, from: "Suresh", to: "Suresh" }); // the same again logs nothing
    expect(await assignTechnician(id, added.value + 1000, staffActor(admin))).toBe(false);
    expect(await assignTechnician(id + 1000, added.value, staffActor(admin))).toBe(false);
    expect((await listStatusChanges(id)).map((change) => [change.old_status, change.new_status, change.admin_email])).toEqual([
      ["pending", "confirmed", "triage@example.com"],
    ]);

    const filtered = await listBookings({ technicianId: added.value });
    expect(filtered.map((b) => [b.id, b.technician])).toEqual([[id, "Suresh"]]);
    const [exported] = await streamBookings({ technicianId: added.value })
      .next()
      .then((r) => r.value ?? []);
    expect(exported?.technician).toBe("Suresh");
    expect((await listBookings()).find((b) => b.id === other)?.technician).toBeNull();

    await deleteTechnician(added.value);
    expect(await listTechnicians()).toEqual([]);
    expect((await listBookings()).find((b) => b.id === id)?.technician_id).toBeNull();
    expect((await listBookingNotes(id)).map((n) => [n.body, n.admin_email])).toEqual([["Assigned to Suresh", "triage@example.com"]]);
  });

  it("keeps notes in order with who wrote them; the database refuses an empty or oversized note", async () => {
    const id = await storeBooking();
    expect(await addBookingNote(id, "Called: prefers after 5 PM", staffActor(admin))).toBe(true);
    expect(await addBookingNote(id, "Needs a drain pump", staffActor(admin))).toBe(true);
    expect(await addBookingNote(id + 1000, "Nobody", staffActor(admin))).toBe(false);
    expect((await listBookingNotes(id)).map((n) => n.body)).toEqual(["Called: prefers after 5 PM", "Needs a drain pump"]);
    await expect(addBookingNote(id, "", staffActor(admin))).rejects.toThrow(/CHECK/);
    await expect(addBookingNote(id, "x".repeat(1001), staffActor(admin))).rejects.toThrow(/CHECK/);
  });
});
