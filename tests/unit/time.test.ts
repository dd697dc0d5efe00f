import { describe, expect, it } from "vitest";

import { formatDayWithYear, formatIstDate, formatIstDateTime, istDateString, istDayBounds } from "~/lib/time/ist";

describe("Bengaluru time", () => {
  it("puts 18:29 UTC on the same IST day and 18:30 UTC on the next", () => {
    expect(istDayBounds(new Date("2026-11-21T18:29:59.999Z"))).toEqual({
      start: "2026-11-20T18:30:00.000Z",
      end: "2026-11-21T18:30:00.000Z",
    });
    expect(istDayBounds(new Date("2026-11-21T18:30:00.000Z"))).toEqual({
      start: "2026-11-21T18:30:00.000Z",
      end: "2026-11-22T18:30:00.000Z",
    });
  });

  it("gives today's date in Bengaluru", () => {
    expect(istDateString(new Date("2026-11-21T18:29:00Z"))).toBe("2026-11-21");
    expect(istDateString(new Date("2026-11-21T18:31:00Z"))).toBe("2026-11-22");
  });

  it("formats a stored UTC time for people in Bengaluru", () => {
    expect(formatIstDateTime("2026-11-21T20:00:00.000Z")).toMatch(/22 Nov 2026, 1:30\sam/i);
  });

  it("writes a day as India does, day first, in every language (an invoice's date)", () => {
    expect(formatIstDate("2026-11-21T20:00:00.000Z")).toBe("22 November 2026");
    expect(formatIstDate("2026-11-21T20:00:00.000Z", "kn-IN")).toBe("22 ನವೆಂಬರ್ 2026");
    expect(formatIstDate("2026-11-21T20:00:00.000Z", "hi-IN")).toBe("22 नवंबर 2026");
  });

  it("writes a day further off (a plan's end) with its year, in every language, the day before the month", () => {
    expect(formatDayWithYear("2027-11-29")).toBe("Mon, 29 Nov 2027");
    expect(formatDayWithYear("2027-11-29", "kn-IN")).toBe("ಸೋಮ, 29 ನವೆಂ 2027");
    expect(formatDayWithYear("2027-11-29", "hi-IN")).toBe("सोम, 29 नव॰ 2027");
  });
});
