// The bookings table at 100,000 rows: one page of /admin (the four cards, the page of rows and
// the filtered count) must take under 100 ms of server time. Seeds a temporary database.
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKINGS_PAGE_SIZE } from "~/lib/booking/list-params";
import { countBookings } from "~/models/booking-triage.server";
import { countFilteredBookings, listBookings, type BookingFilter } from "~/models/booking-search.server";

const ROWS = 100_000;
const BUDGET_MS = 100;

beforeAll(() => {
  const sqlite = new SQLite(process.env.DATABASE_PATH!);
  const insert = sqlite.prepare(
    "insert into bookings (submission_id, reference, token, name, phone, locality, service, brand, issue, visit_date, time_slot, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const localities = ["Koramangala", "Indiranagar", "Whitefield", "HSR Layout", "Jayanagar", "BTM Layout", "Hebbal", "Yelahanka"];
  const services = ["General Repair", "Installation", "Maintenance", "PCB Repair", "Door Lock Repair"];
  const statuses = ["pending", "confirmed", "completed", "completed"];
  const start = Date.parse("2025-01-01T00:00:00Z");
  sqlite.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      insert.run(
        `perf-${i}`,
        // A unique reference and token per row (the real ones are random: app/lib/booking/reference.server.ts).
        `WF-${i.toString(36).toUpperCase().padStart(5, "0")}`,
        `perf-token-${String(i).padStart(21, "0")}`,
        `Customer ${i}`,
        `+9198${String(45000000 + i).padStart(8, "0")}`,
        localities[i % localities.length],
        services[i % services.length],
        i % 3 ? "LG" : "Not specified",
        "Drum does not spin and the machine shows an error code",
        new Date(start + i * 5 * 60_000 + 86_400_000).toISOString().slice(0, 10),
        "morning",
        statuses[i % statuses.length],
        new Date(start + i * 5 * 60_000).toISOString(),
      );
    }
  })();
  sqlite.pragma("optimize");
  sqlite.close();
}, 60_000);

/** The median of 5 timed runs of what the /admin loaders query for one page, after a warm-up. */
async function timePage(filter: BookingFilter, page = 1): Promise<number> {
  const load = () =>
    Promise.all([
      countBookings(),
      listBookings(filter, { limit: BOOKINGS_PAGE_SIZE, offset: (page - 1) * BOOKINGS_PAGE_SIZE }),
      countFilteredBookings(filter),
    ]);
  await load();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await load();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2]!;
}

describe(`the bookings page with ${ROWS.toLocaleString("en")} bookings`, () => {
  const cases: [string, BookingFilter, number?][] = [
    ["first page, no filter", {}],
    ["last page, no filter", {}, ROWS / BOOKINGS_PAGE_SIZE],
    ["status filter", { status: "pending" }],
    ["status filter, page 500", { status: "completed" }, 500],
    ["search by locality", { search: "kora" }],
    ["search by phone", { search: "98450 12345" }],
    ["search by name with status", { search: "Customer 9999", status: "completed" }],
    // Koramangala bookings here are all pending: a common text with no match in the status.
    ["common search with status", { search: "kora", status: "confirmed" }],
    ["one-letter search", { search: "a" }],
  ];
  for (const [label, filter, page] of cases) {
    it(`${label}: under ${BUDGET_MS} ms`, async () => {
      const ms = await timePage(filter, page);
      console.log(`bookings page, ${label}: ${ms.toFixed(1)} ms`);
      expect(ms).toBeLessThan(BUDGET_MS);
    });
  }
});
