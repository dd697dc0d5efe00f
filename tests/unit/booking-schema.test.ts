import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { bookableDays, visitStart } from "~/lib/booking/office-hours";
import { createBookingSchema, REQUIRED_FIELDS_MESSAGE, SLOT_STARTED_MESSAGE } from "~/lib/schemas/booking";

// The seeded time slots (migrations 0002 and 0010), at 10:00 in Bengaluru on 23 November 2026.
const SLOTS = [
  { value: "morning", startsAt: "09:00" },
  { value: "afternoon", startsAt: "12:00" },
  { value: "evening", startsAt: "16:00" },
  { value: "flexible", startsAt: null },
];
const NOW = new Date("2026-11-23T04:30:00.000Z");
const schema = createBookingSchema({ slots: SLOTS, now: NOW });
const submissionId = "0b6f7a4e-2c1d-4e8f-9a3b-5c6d7e8f9a0b";

function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [k, v] of Object.entries(fields)) formData.set(k, v);
  return parseWithZod(formData, { schema });
}

/** The field messages of a failed parse (none for a success). */
function errors(fields: Record<string, string>): Record<string, string[] | null> {
  const result = parse(fields);
  return result.status === "error" ? (result.error ?? {}) : {};
}

const valid = { submissionId, name: "Asha Rao", phone: "98450 12345", locality: "Indiranagar", visitDate: "2026-11-23" };

describe("booking schema", () => {
  it("takes an address, a landmark and a 6-digit PIN code, each optional, and refuses any other PIN", () => {
    const result = parse({ ...valid, address: " #12, 3rd Cross ", landmark: "Near the water tank", pin: "560041" });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toMatchObject({ address: "#12, 3rd Cross", landmark: "Near the water tank", pin: "560041" });
    for (const pin of ["56004", "5600411", "56OO41", "060041"]) expect(errors({ ...valid, pin }), pin).toEqual({ pin: ["Enter the 6-digit PIN code"] });
    expect(errors({ ...valid, address: "x".repeat(201) })).toEqual({ address: ["Address must be at most 200 characters"] });
  });

  it("accepts a booking and fills the specification's defaults", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      name: "Asha Rao",
      phone: "+919845012345",
      locality: "Indiranagar",
      service: "General Repair",
      brand: "Not specified",
    });
    expect(result.value.issue).toBeUndefined();
    expect(result.value.timeSlot).toBeUndefined();
  });

  it.each([
    ["name", ""],
    ["name", "   "],
    ["phone", ""],
    ["locality", " "],
  ])("says 'Please fill in all required fields' when %s is %j", (field, value) => {
    const error = errors({ ...valid, [field]: value });
    expect(error[""]).toEqual([REQUIRED_FIELDS_MESSAGE]);
    expect(error[field]?.length).toBeGreaterThan(0);
  });

  it.each(["+91 98450 12345", "098450-12345", "9845012345", "919845012345"])("normalises the mobile %s", (phone) => {
    const result = parse({ ...valid, phone });
    expect(result.status === "success" && result.value.phone).toBe("+919845012345");
  });

  it("accepts a Bengaluru landline", () => {
    const result = parse({ ...valid, phone: "080 2345 6789" });
    expect(result.status === "success" && result.value.phone).toBe("+918023456789");
  });

  it.each(["12345", "not a phone", "+1 415 555 0100", "99999999999999999999"])("rejects the phone %j", (phone) => {
    const error = errors({ ...valid, phone });
    expect(error.phone).toEqual(["Enter a valid Indian phone number"]);
    expect(error[""]).toBeUndefined();
  });

  it("limits lengths and refuses control characters", () => {
    expect(errors({ ...valid, name: "x".repeat(101) }).name).toEqual(["Name must be at most 100 characters"]);
    expect(parse({ ...valid, issue: "y".repeat(1001) }).status).toBe("error");
    expect(parse({ ...valid, name: "Asha\u0000" }).status).toBe("error");
    expect(parse({ ...valid, issue: "Line one\nLine two" }).status).toBe("success");
  });

  it("accepts only the offered time slots", () => {
    expect(parse({ ...valid, timeSlot: "evening" }).status).toBe("success");
    expect(errors({ ...valid, timeSlot: "midnight" }).timeSlot).toEqual(["Choose one of the time slots"]);
  });

  it("takes a visit day from today to 14 days ahead, in Bengaluru", () => {
    expect(parse({ ...valid, visitDate: "2026-12-07" }).status).toBe("success");
    for (const visitDate of ["2026-11-22", "2026-12-08", "2026-02-30", "tomorrow"]) {
      expect(errors({ ...valid, visitDate }).visitDate, visitDate).toEqual(["Choose a day from today to 14 days ahead"]);
    }
    expect(errors({ ...valid, visitDate: "" }).visitDate).toEqual(["Choose the day of the visit"]);
    // 23:59 on the 22nd in Bengaluru is still the 22nd: the 23rd is then tomorrow, and the 7th of December too far.
    const lateOn22nd = createBookingSchema({ slots: SLOTS, now: new Date("2026-11-22T18:29:00.000Z") });
    expect(lateOn22nd.safeParse({ ...valid, phone: "9845012345", visitDate: "2026-12-06" }).success).toBe(true);
    expect(lateOn22nd.safeParse({ ...valid, phone: "9845012345", visitDate: "2026-12-07" }).success).toBe(false);
  });

  it("refuses a slot that has started today, and takes it on another day or a later slot", () => {
    expect(errors({ ...valid, timeSlot: "morning" }).timeSlot).toEqual([SLOT_STARTED_MESSAGE]);
    expect(parse({ ...valid, timeSlot: "afternoon" }).status).toBe("success");
    expect(parse({ ...valid, timeSlot: "flexible" }).status).toBe("success");
    expect(parse({ ...valid, timeSlot: "morning", visitDate: "2026-11-24" }).status).toBe("success");
  });

  it("requires a well-formed submission id", () => {
    expect(parse({ ...valid, submissionId: "1' OR 1=1" }).status).toBe("error");
  });
});

describe("the office's hours decide today's visits", () => {
  // 2026-11-24 is a Tuesday (office 8 AM - 8 PM), 2026-11-29 a Sunday (9 AM - 6 PM).
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

  it("offers today until the office closes, then starts from tomorrow (15 days either way)", () => {
    expect(bookableDays(at("2026-11-24", "19:59"))[0]).toBe("2026-11-24");
    const evening = bookableDays(at("2026-11-24", "20:05"));
    expect(evening[0]).toBe("2026-11-25");
    expect(evening).toHaveLength(14);
    expect(bookableDays(at("2026-11-29", "18:00"))[0]).toBe("2026-11-30");
    expect(bookableDays(at("2026-11-29", "17:59"))[0]).toBe("2026-11-29");
  });

  it("refuses 'today, any time' at 8:05 pm, and counts an any-time visit from the office's opening that day", () => {
    const schema = createBookingSchema({ slots: [], now: at("2026-11-24", "20:05") });
    const formData = new FormData();
    for (const [k, v] of Object.entries({ ...valid, visitDate: "2026-11-24" })) formData.set(k, v);
    const result = parseWithZod(formData, { schema });
    expect(result.status === "error" && result.error?.visitDate).toBeTruthy();
    formData.set("visitDate", "2026-11-25");
    expect(parseWithZod(formData, { schema }).status).toBe("success");
    expect(visitStart("2026-11-24", undefined)).toEqual(at("2026-11-24", "08:00"));
    expect(visitStart("2026-11-29", undefined)).toEqual(at("2026-11-29", "09:00"));
  });
});
