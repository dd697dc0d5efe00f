// Random and hostile form input for property-based tests, shared by the action tests
// (tests/unit) and the tests over HTTP (tests/e2e).
import fc from "fast-check";

import { WARRANTY_BRANDS } from "../app/content/warranty";
import { addDays, istDateString } from "../app/lib/time/ist";

const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE bookings; --",
  "1' OR '1'='1",
  "Robert'); DELETE FROM bookings WHERE ('1'='1",
  "\u0000\u0001\u0007\u001b[31m",
  "\r\n\t",
  "\u202e\u200b",
  "x".repeat(10_000),
  "😀".repeat(400),
  "null",
  "undefined",
  "[object Object]",
  '{"$gt":""}',
  "../../etc/passwd",
  "%00",
];

const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 120 }),
  fc.string({ unit: "binary", maxLength: 60 }),
);

/**
 * A field's value: plausible (so some submissions are valid), hostile, repeated (an array) or
 * missing. `plausibleWeight` sets how often it is plausible against each of the others.
 */
export function field(plausibleWeight: number, plausible: readonly string[]) {
  return fc.oneof(
    { weight: plausibleWeight, arbitrary: fc.constantFrom(...plausible) },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.array(fc.oneof(fc.constantFrom(...plausible), hostile), { minLength: 2, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const PLAUSIBLE = {
  phone: ["9845012345", "+91 98450 12345", "080 2345 6789", "12345", "1800 123 4567"],
  name: ["Asha Rao", "  Ravi  "],
};

// Never the honeypot ("hp"): a filled honeypot is answered as a success that stores nothing, which
// the honeypot's own tests check.
export const extraFields = fc.dictionary(
  fc.string({ maxLength: 20 }).filter((key) => key !== "hp"),
  hostile,
  { maxKeys: 3 },
);

/** Half the runs mostly plausible (about one in ten valid), half mostly hostile. */
function form<Keys extends string>(fields: Record<Keys, readonly string[]>) {
  const build = (weight: number) =>
    fc.record(
      Object.fromEntries([
        ["submissionId", fc.oneof({ weight, arbitrary: fc.uuid({ version: 4 }) }, { weight: 1, arbitrary: hostile })],
        ...Object.entries<readonly string[]>(fields).map(([name, plausible]) => [name, field(weight, plausible)]),
      ]) as Record<Keys | "submissionId", fc.Arbitrary<string | string[] | undefined>>,
    );
  return fc.oneof(build(20), build(1));
}

export const bookingForm = form({
  name: PLAUSIBLE.name,
  phone: PLAUSIBLE.phone,
  locality: ["Indiranagar", "Some New Layout"],
  issue: ["", "Drum not spinning\nLoud noise"],
  // Tomorrow in Bengaluru (no slot has started), and days the form refuses.
  visitDate: [addDays(istDateString(new Date()), 1), "2020-01-01", "soon"],
  timeSlot: ["", "morning", "evening"],
  service: ["General Repair", "Repair Service", ""],
  brand: ["LG", "", ...WARRANTY_BRANDS],
});

export const contactForm = form({
  name: PLAUSIBLE.name,
  phone: PLAUSIBLE.phone,
  email: ["", "meera@example.com", "meera@"],
  subject: ["", "Installation quote"],
  message: ["Water leaks from the door.", ""],
});

export type Form = Record<string, string | string[] | undefined>;

/** The fields as posted: missing ones left out, random extra fields added. */
export function posted(form: Form, extras: Record<string, string>): Record<string, string | string[]> {
  const present = Object.entries(form).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined);
  return { ...extras, ...Object.fromEntries(present) };
}
