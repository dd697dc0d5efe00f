import { describe, expect, it } from "vitest";

import { refusalText } from "~/lib/i18n/outcome.server";
import { getBookingOptions } from "~/models/booking-options.server";
import {
  addFormLocality,
  addService,
  addTimeSlot,
  blockPhone,
  deleteFormLocality,
  deleteService,
  deleteTimeSlot,
  listFormLocalities,
  listPopularLocalityNames,
  listServices,
  listTimeSlots,
  timeSlotValue,
  toggleFormLocalityPopular,
  unblockPhone,
} from "~/models/settings.server";
import { openDatabase } from "~db/connection.server";

import { english } from "./outcome-english";

describe("form settings", () => {
  // The specification's "Flexible" slot is gone since migration 0021: the form's own "Any time" is the one slot without a time.
  it("are seeded with the specification's values", async () => {
    const locations = await listFormLocalities();
    expect(locations.filter((l) => l.popular).map((l) => l.name)).toEqual([
      "Electronic City",
      "HSR Layout",
      "Indiranagar",
      "JP Nagar",
      "Koramangala",
      "Whitefield",
    ]);
    expect(locations.map((l) => l.name)).toEqual([
      "Banashankari",
      "BTM Layout",
      "Electronic City",
      "HSR Layout",
      "Indiranagar",
      "Jayanagar",
      "JP Nagar",
      "Koramangala",
      "Marathahalli",
      "Whitefield",
    ]);
    expect((await listTimeSlots()).map(({ label, value }) => [label, value])).toEqual([
      ["Morning (9 AM - 12 PM)", "morning"],
      ["Afternoon (12 PM - 4 PM)", "afternoon"],
      ["Evening (4 PM - 8 PM)", "evening"],
    ]);
    expect((await listServices()).map((s) => s.name)).toEqual(["General Repair", "Installation", "Maintenance", "Door Lock Repair", "PCB Repair"]);
  });

  it("adds a location trimmed, keeps the list sorted by name, refuses duplicates in any case", async () => {
    const added = await addFormLocality("  Adugodi ", true);
    expect(added.status === "done").toBe(true);
    const names = (await listFormLocalities()).map((l) => l.name);
    expect(names[0]).toBe("Adugodi");
    expect(english(await addFormLocality("adugodi"))).toEqual({ status: "refused", message: 'A location named "adugodi" already exists.', field: "name" });
    if (added.status !== "done") return;
    expect(await listPopularLocalityNames()).toContain("Adugodi");
    expect((await toggleFormLocalityPopular(added.value))?.popular).toBe(false);
    expect(await listPopularLocalityNames()).not.toContain("Adugodi");
    expect(await deleteFormLocality(added.value)).toBe("Adugodi");
    expect(await deleteFormLocality(added.value)).toBeNull();
    expect(await toggleFormLocalityPopular(added.value)).toBeNull();
  });

  it("stores a time slot's value lowercased with spaces as underscores, after the others, once", async () => {
    expect(timeSlotValue("  Late  Night ")).toBe("late_night");
    const added = await addTimeSlot({ label: "Late night (8 PM - 10 PM)", value: "Late Night", startsAt: "20:00", capacity: 3 });
    expect(added.status === "done").toBe(true);
    const slots = await listTimeSlots();
    expect(slots.at(-1)).toMatchObject({ label: "Late night (8 PM - 10 PM)", value: "late_night", startsAt: "20:00", capacity: 3 });
    expect(english(await addTimeSlot({ label: "Another label", value: "late night" }))).toEqual({
      status: "refused",
      message: 'A time slot with the value "late_night" already exists.',
      field: "value",
    });
    if (added.status === "done") expect(await deleteTimeSlot(added.value)).toBe("Late night (8 PM - 10 PM)");
  });

  it("blocks a number once: a second time is refused at its field, naming it as people write it, in the reader's language", async () => {
    const blocked = await blockPhone("+919845077001");
    expect(blocked.status).toBe("done");
    const again = await blockPhone("+919845077001");
    expect(english(again)).toEqual({ status: "refused", message: "+91 98450 77001 is blocked already.", field: "phone" });
    expect(again.status === "refused" && refusalText("kn", again)).toBe("+91 98450 77001 ಈಗಾಗಲೇ ಬ್ಲಾಕ್ ಆಗಿದೆ.");
    if (blocked.status === "done") expect(await unblockPhone(blocked.value)).toBe("+919845077001");
  });

  it("adds and deletes services, refusing a second one of the same name", async () => {
    const added = await addService("Drum Replacement", "A new drum and bearings");
    expect(added.status === "done").toBe(true);
    expect(english(await addService("drum replacement", "Again"))).toEqual({
      status: "refused",
      message: 'A service named "drum replacement" already exists.',
      field: "name",
    });
    if (added.status === "done") expect(await deleteService(added.value)).toBe("Drum Replacement");
  });

  it("drive the booking form: popular chips, time slots and services come from the stored settings", async () => {
    const location = await addFormLocality("Sadashivanagar", true);
    const slot = await addTimeSlot({ label: "Early (7 AM - 9 AM)", value: "early" });
    const service = await addService("Spin Motor Repair", "Motor and carbon brushes");
    let options = await getBookingOptions();
    expect(options.popularLocalities).toEqual(["Indiranagar", "Koramangala", "Whitefield", "HSR Layout", "JP Nagar", "Electronic City", "Sadashivanagar"]);
    expect(options.timeSlots.map((s) => s.value)).toContain("early");
    expect(options.services).toContain("Spin Motor Repair");

    if (location.status !== "done" || slot.status !== "done" || service.status !== "done") throw new Error("seeding failed");
    await deleteTimeSlot(slot.value);
    await toggleFormLocalityPopular(location.value);
    await deleteService(service.value);
    options = await getBookingOptions();
    expect(options.timeSlots.map((s) => s.value)).not.toContain("early");
    expect(options.popularLocalities).not.toContain("Sadashivanagar");
    expect(options.services).not.toContain("Spin Motor Repair");
    await deleteFormLocality(location.value);
  });

  it("survive a restart: a new connection to the same file sees them", async () => {
    const added = await addFormLocality("Basavanagudi", true);
    const fresh = openDatabase(process.env.DATABASE_PATH);
    try {
      const row = await fresh.selectFrom("form_localities").selectAll().where("name", "=", "Basavanagudi").executeTakeFirst();
      expect(row).toMatchObject({ popular: 1 });
    } finally {
      await fresh.destroy();
      if (added.status === "done") await deleteFormLocality(added.value);
    }
  });
});
