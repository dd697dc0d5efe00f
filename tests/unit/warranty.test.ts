import { describe, expect, it } from "vitest";

import { BRANDS } from "~/content/brands";
import { WARRANTY_BRANDS } from "~/content/warranty";
import { parseWarrantyCheck } from "~/lib/schemas/warranty";
import { formatCalendarDate, oneYearAfter, oneYearBefore, parseIsoDate, warrantyStatus } from "~/lib/time/warranty";

describe("warranty rule: in warranty when bought later than one year before today", () => {
  it("is out of warranty on exactly one year, in warranty a day later", () => {
    expect(warrantyStatus("2025-11-22", "2026-11-22")).toBe("out-of-warranty");
    expect(warrantyStatus("2025-11-23", "2026-11-22")).toBe("in-warranty");
    expect(warrantyStatus("2025-11-21", "2026-11-22")).toBe("out-of-warranty");
  });

  it("counts a purchase made today as in warranty and refuses future dates", () => {
    expect(warrantyStatus("2026-11-22", "2026-11-22")).toBe("in-warranty");
    expect(warrantyStatus("2026-11-23", "2026-11-22")).toBe("future-date");
  });

  it("handles leap days", () => {
    // One year before 29 February 2028 is 28 February 2027.
    expect(oneYearBefore("2028-02-29")).toBe("2027-02-28");
    expect(warrantyStatus("2027-02-28", "2028-02-29")).toBe("out-of-warranty");
    expect(warrantyStatus("2027-03-01", "2028-02-29")).toBe("in-warranty");
    // Bought on a leap day: covered through 28 February of the next year.
    expect(oneYearAfter("2024-02-29")).toBe("2025-02-28");
    expect(warrantyStatus("2024-02-29", "2025-02-28")).toBe("in-warranty");
    expect(warrantyStatus("2024-02-29", "2025-03-01")).toBe("out-of-warranty");
    // Across a leap year, one year is still the same calendar day.
    expect(warrantyStatus("2024-03-01", "2025-03-01")).toBe("out-of-warranty");
    expect(warrantyStatus("2024-03-02", "2025-03-01")).toBe("in-warranty");
  });

  it("refuses dates that do not exist", () => {
    for (const date of ["2025-02-29", "2025-13-01", "2025-04-31", "22/11/2025", "", "2025-1-1", "0000-01-01"]) {
      expect(parseIsoDate(date), date).toBeNull();
      expect(warrantyStatus(date, "2026-11-22")).toBe("invalid-date");
    }
  });

  it("formats a calendar date for people", () => {
    expect(formatCalendarDate("2025-11-22")).toBe("22 November 2025");
    expect(formatCalendarDate("2025-11-22", "kn-IN")).toBe("22 ನವೆಂಬರ್ 2025");
  });
});

describe("warranty check schema", () => {
  const params = (query: string) => parseWarrantyCheck(new URLSearchParams(query));

  it("offers every brand we repair (the home page's, Voltas included) and the rest of the specification's twelve", () => {
    expect([...WARRANTY_BRANDS].sort()).toEqual(
      ["LG", "Samsung", "IFB", "Bosch", "Whirlpool", "Haier", "Godrej", "Voltas", "Panasonic", "Electrolux", "Onida", "BPL", "Siemens"].sort(),
    );
    for (const brand of BRANDS) expect(WARRANTY_BRANDS).toContain(brand.name);
  });

  it("accepts a brand and a real date", () => {
    expect(params("brand=Onida&purchaseDate=2025-06-01")).toMatchObject({ status: "success", value: { brand: "Onida", purchaseDate: "2025-06-01" } });
  });

  it.each([
    ["brand=Acme&purchaseDate=2025-06-01", "brand"],
    ["brand=LG&purchaseDate=2025-02-30", "purchaseDate"],
    ["purchaseDate=2025-06-01", "brand"],
    ["brand=LG", "purchaseDate"],
  ])("refuses %s", (query, field) => {
    const submission = params(query);
    expect(submission.status).toBe("error");
    expect(Object.keys(submission.reply().error ?? {})).toContain(field);
  });
});
