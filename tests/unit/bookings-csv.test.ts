import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { ListedBooking } from "~/models/booking-search.server";
import { contactIssueText } from "~/models/bookings.server";
import { bookingsCsvChunk, neutraliseFormula } from "~/models/bookings-csv.server";

import { BOOKINGS_CSV_HEADER } from "../shared/csv";

/** The export read as a spreadsheet would, by a real CSV parser (strict: every record has every column). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true });

function booking(overrides: Partial<ListedBooking> = {}): ListedBooking {
  return {
    id: 7,
    reference: "WF-7K3M9",
    visit_date: "2026-11-24",
    blocked: 0,
    held: 0,
    name: "Ravi Kumar",
    phone: "+919845012345",
    locality: "Jayanagar",
    address: "",
    landmark: "",
    pin: "",
    service: "General Repair",
    brand: "LG",
    machine_type: "front-load",
    issue: "",
    time_slot: "morning",
    bill_prices_include_gst: null,
    bill_customer_gstin: null,
    bill_customer_name: null,
    bill_customer_address: null,
    customer_plan_id: null,
    messages_off_at: null,
    erased_at: null,
    erased_by: "",
    language: "en",
    status: "pending",
    urgent: 0,
    technician_id: null,
    technician: null,
    discount_paise: 0,
    bill_issued_at: null,
    bill_gstin: null,
    bill_gst_percent: null,
    bill_subtotal: 0,
    bill_invoiced: 0,
    bill_invoiced_discount: 0,
    bill_items: 0,
    paid: 0,
    refunded: 0,
    slot_label: "Morning (9 AM - 12 PM)",
    completed_at: null,
    payments_json: "[]",
    invoice_number: null,
    invoice_date: null,
    created_at: "2026-11-21T20:00:00.000Z",
    ...overrides,
  };
}

describe("bookings CSV", () => {
  it("prefixes a cell that a spreadsheet would run as a formula with an apostrophe", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r", "\n"]) {
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
    expect(header).toEqual(BOOKINGS_CSV_HEADER);
    expect(hostile).toEqual([
      "7",
      "WF-7K3M9",
      "2026-11-22 01:30",
      `'=HYPERLINK("http://evil.example","Click")`,
      "'+919845012345",
      "'@SUM(A1)",
      "Front Load",
      "Jayanagar",
      "General Repair",
      'Says "hi", then\nleaves',
      "2026-11-24",
      "Morning (9 AM - 12 PM)",
      "pending",
      "No",
      "",
      "English",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
    ]);
    expect(plain?.[3]).toBe("Asha, Rao");
  });

  it("writes a billed booking's total, what was paid and what is due, in rupees with paise", () => {
    const [, row] = parseCsv(bookingsCsvChunk([booking({ bill_subtotal: 1800_00, discount_paise: 100_00, paid: 500_00 })], { first: true }));
    expect(row?.slice(16, 19)).toEqual(["1700.00", "500.00", "1200.00"]);
    expect(row?.slice(25)).toEqual(["0.00", "0.00"]);
  });

  it("writes what is to refund when more was paid than the bill, and nothing due", () => {
    const over = booking({ bill_subtotal: 100_00, paid: 5000_00 });
    expect(parseCsv(bookingsCsvChunk([over], { first: true }))[1]?.slice(16, 19)).toEqual(["100.00", "5000.00", "0.00"]);
    expect(parseCsv(bookingsCsvChunk([over], { first: true }))[1]?.slice(25)).toEqual(["0.00", "4900.00"]);
    const refunded = booking({ bill_subtotal: 100_00, paid: 5000_00, refunded: 4900_00 });
    expect(parseCsv(bookingsCsvChunk([refunded], { first: true }))[1]?.slice(25)).toEqual(["4900.00", "0.00"]);
  });

  it("writes for the accountant: the slot's words, the completion, the invoice, and each payment's method, reference and date", () => {
    const payments = JSON.stringify([
      { method: "upi", reference: "433912345678", at: "2026-11-25T05:00:00.000Z" },
      { method: "cash", reference: "", at: "2026-11-25T06:00:00.000Z" },
    ]);
    const [, row] = parseCsv(
      bookingsCsvChunk(
        [
          booking({
            status: "completed",
            completed_at: "2026-11-25T06:30:00.000Z",
            invoice_number: "WF/26-27/0007",
            invoice_date: "2026-11-25T05:00:00.000Z",
            payments_json: payments,
          }),
        ],
        { first: true },
      ),
    );
    expect(row?.slice(19, 25)).toEqual([
      "2026-11-25 12:00",
      "WF/26-27/0007",
      "2026-11-25 10:30",
      "UPI; Cash",
      "433912345678; none",
      "2026-11-25 10:30; 2026-11-25 11:30",
    ]);
    expect(parseCsv(bookingsCsvChunk([booking({ time_slot: "", slot_label: null })], { first: true }))[1]?.[11]).toBe("Any time");
  });

  it("a line break inside a field stays in its cell: a formula after it reaches no cell of its own, a contact message is one row", () => {
    const issue = "Drum is noisy\n=cmd|' /C calc'!A0";
    const contact = contactIssueText({ email: "asha@example.com", message: "Line one\r\nLine two\n@SUM(1+1)" });
    const text = bookingsCsvChunk(
      [booking({ id: 1, issue }), booking({ id: 2, issue: contact, locality: "Contact Form", service: "General Inquiry" }), booking({ id: 3, name: "\n=1+1" })],
      { first: true },
    );
    const [header, ...rows] = parseCsv(text);
    expect(header).toHaveLength(27);
    expect(rows.map((row) => [row[0], row.length])).toEqual([
      ["1", 27],
      ["2", 27],
      ["3", 27],
    ]);
    expect(rows[0]![9]).toBe(issue);
    expect(rows[1]![9]).toBe(contact);
    expect(rows[2]![3]).toBe("'\n=1+1");
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
    // The raw file quotes every field, the header's too.
    expect(text.replace(/^\uFEFF/, "").startsWith(BOOKINGS_CSV_HEADER.map((cell) => `"${cell}"`).join(","))).toBe(true);
  });

  it("a later chunk has no header; no chunk has a cell starting with a formula character", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), fc.array(fc.string(), { minLength: 5, maxLength: 5 }), (names, texts) => {
        const text = bookingsCsvChunk(
          names.map((name, i) =>
            booking({ id: i + 1, name, issue: texts[0]!, locality: texts[1]!, service: texts[2]!, brand: texts[3]!, technician: texts[4]! }),
          ),
          { first: false },
        );
        const rows = parseCsv(text);
        expect(rows).toHaveLength(names.length);
        for (const row of rows) {
          expect(row).toHaveLength(27);
          for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
        }
        rows.forEach((row, i) => expect(row[3]).toBe(neutraliseFormula(names[i]!)));
      }),
    );
  });
});
