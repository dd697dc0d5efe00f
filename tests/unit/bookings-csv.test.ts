import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingsCsvChunk, neutraliseFormula } from "~/lib/booking/csv.server";
import type { ListedBooking } from "~/models/bookings.server";
import { parseCsv } from "../shared/parse-csv";

function booking(overrides: Partial<ListedBooking> = {}): ListedBooking {
  return {
    id: 7,
    submission_id: "x",
    reference: "WF-7K3M9",
    token: "t".repeat(32),
    visit_date: "2026-11-24",
    blocked: 0,
    name: "Ravi Kumar",
    phone: "+919845012345",
    locality: "Jayanagar",
    service: "General Repair",
    brand: "LG",
    issue: "",
    time_slot: "morning",
    status: "pending",
    urgent: 0,
    technician_id: null,
    technician: null,
    created_at: "2026-11-21T20:00:00.000Z",
    ...overrides,
  };
}

describe("bookings CSV", () => {
  it("prefixes a cell that a spreadsheet would run as a formula with an apostrophe", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutraliseFormula("Ravi = Kumar")).toBe("Ravi = Kumar");
    expect(neutraliseFormula("")).toBe("");
  });

  it("writes a BOM and a header first, quotes commas, quotes and line breaks, and neutralises formulas", () => {
    const text = bookingsCsvChunk(
      [
        booking({ name: '=HYPERLINK("http://evil.example","Click")', issue: 'Says "hi", then\nleaves', brand: "@SUM(A1)" }),
        booking({ id: 8, name: "Asha, Rao" }),
      ],
      { first: true },
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, hostile, plain] = parseCsv(text);
    expect(header).toEqual(["ID", "Reference", "Date (IST)", "Name", "Phone", "Brand", "Location", "Service", "Issue", "Visit Date", "Time Slot", "Status", "Urgent", "Technician"]);
    expect(hostile).toEqual([
      "7",
      "WF-7K3M9",
      "22 Nov 2026, 1:30 am",
      `'=HYPERLINK("http://evil.example","Click")`,
      "'+919845012345",
      "'@SUM(A1)",
      "Jayanagar",
      "General Repair",
      'Says "hi", then\nleaves',
      "2026-11-24",
      "morning",
      "pending",
      "No",
      "",
    ]);
    expect(plain?.[3]).toBe("Asha, Rao");
  });

  it("a later chunk has no header; no chunk has a cell starting with a formula character", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (names) => {
        const text = bookingsCsvChunk(names.map((name, i) => booking({ id: i + 1, name })), { first: false });
        const rows = parseCsv(text);
        expect(rows).toHaveLength(names.length);
        for (const row of rows) {
          for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        }
        rows.forEach((row, i) => expect(row[3]).toBe(neutraliseFormula(names[i]!)));
      }),
    );
  });
});
