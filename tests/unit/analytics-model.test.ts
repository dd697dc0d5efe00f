import { beforeAll, describe, expect, it } from "vitest";

import { formatWaitingTime } from "~/lib/time/ist";
import { bookingsByLocality, bookingsByService, bookingsPerDay, lastDays, oldestPendingBookings } from "~/models/analytics.server";
import { db } from "~db/db.server";

import { rowKeys } from "./booking-fixtures";

function row(
  name: string,
  created_at: string,
  extra: { service?: string; locality?: string; status?: "pending" | "completed"; visit_date?: string | null } = {},
) {
  // Every row names every column: a multi-row insert cannot fall back to column defaults.
  return {
    ...rowKeys(),
    visit_date: extra.visit_date === undefined ? "2026-11-25" : extra.visit_date,
    name,
    phone: "+919845012345",
    created_at,
    service: extra.service ?? "General Repair",
    locality: extra.locality ?? "HSR Layout",
    status: extra.status ?? "pending",
  };
}

beforeAll(async () => {
  await db.deleteFrom("bookings").execute();
  await db
    .insertInto("bookings")
    .values([
      // 21 Nov 23:59 IST and 22 Nov 00:00 IST: two different days in Bengaluru.
      row("late", "2026-11-21T18:29:00.000Z", { service: "PCB Repair", locality: "Jayanagar" }),
      row("midnight", "2026-11-21T18:30:00.000Z", { service: "PCB Repair", status: "completed" }),
      row("morning", "2026-11-22T03:00:00.000Z", { service: "Installation" }),
      row("too old", "2026-10-01T03:00:00.000Z", { service: "Installation", locality: "Jayanagar" }),
      // A contact message (no visit day): not a booking, in none of the figures.
      row("a message", "2026-11-22T04:00:00.000Z", { service: "General Enquiry", locality: "Contact Form", visit_date: null }),
    ])
    .execute();
});

describe("analytics", () => {
  const now = new Date("2026-11-22T10:00:00Z");

  it("counts bookings per Bengaluru day for the last 30 days, empty days as 0, today last", async () => {
    const days = await bookingsPerDay(lastDays(30, now));
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: "2026-11-22", count: 2 });
    expect(days.at(-2)).toEqual({ day: "2026-11-21", count: 1 });
    expect(days[0]).toEqual({ day: "2026-10-24", count: 0 });
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(3);
  });

  it("counts by service and by locality, most first, ties by name", async () => {
    expect(await bookingsByService()).toEqual([
      { label: "Installation", count: 2 },
      { label: "PCB Repair", count: 2 },
    ]);
    expect(await bookingsByLocality()).toEqual([
      { label: "HSR Layout", count: 2 },
      { label: "Jayanagar", count: 2 },
    ]);
  });

  it("lists the pending bookings that have waited longest, and says how long", async () => {
    expect((await oldestPendingBookings()).map((b) => b.name)).toEqual(["too old", "late", "morning"]);
    expect(formatWaitingTime("2026-10-01T03:00:00.000Z", now)).toBe("52 days 7 hours");
    expect(formatWaitingTime("2026-11-22T08:55:00.000Z", now)).toBe("1 hour 5 minutes");
    expect(formatWaitingTime("2026-11-22T09:59:00.000Z", now)).toBe("1 minute");
  });
});
