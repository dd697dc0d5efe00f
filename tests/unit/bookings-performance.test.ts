// The bookings table at 100,000 rows: a page of /admin's list is read through an index, in the
// order the page shows, whatever the filter: SQLite's own query plan says so (no scan of the whole
// table, no sort of every match). What each page takes is printed, as a figure to read, not a
// pass mark: a shared machine's timings say little. Seeds a temporary database.
import SQLite from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";

import { BOOKINGS_PAGE_SIZE } from "~/lib/booking/list-params";
import { type BookingFilter, countFilteredBookings, listBookings } from "~/models/booking-search.server";
import { countBookings } from "~/models/booking-triage.server";

const ROWS = 100_000;

beforeAll(() => {
  const sqlite = new SQLite(process.env.DATABASE_PATH!);
  const insert = sqlite.prepare(
    "insert into bookings (submission_id, reference, token, view_token, name, phone, locality, service, brand, issue, visit_date, time_slot, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        `perf-view-${String(i).padStart(22, "0")}`,
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

/** The SQL the app prepares while `run` runs (Kysely's better-sqlite3 driver prepares every query). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const prepare = SQLite.prototype.prepare;
  SQLite.prototype.prepare = function (this: SQLite.Database, source: string) {
    seen.push(source);
    return prepare.call(this, source);
  } as typeof prepare;
  try {
    await run();
  } finally {
    SQLite.prototype.prepare = prepare;
  }
  return seen;
}

/** SQLite's plan for `sql`, one step per entry ("SEARCH bookings USING INDEX ..."). */
function planOf(sql: string): string[] {
  const probe = new SQLite(process.env.DATABASE_PATH!, { readonly: true });
  try {
    const explain = probe.prepare(`explain query plan ${sql}`);
    return (explain.all(...Array<null>((sql.match(/\?/g) ?? []).length).fill(null)) as { detail: string }[]).map((step) => step.detail);
  } finally {
    probe.close();
  }
}

const listPage = (filter: BookingFilter, page = 1) => listBookings(filter, { limit: BOOKINGS_PAGE_SIZE, offset: (page - 1) * BOOKINGS_PAGE_SIZE });

/** The median of 5 timed runs of what the /admin loaders query for one page, after a warm-up. */
async function timePage(filter: BookingFilter, page = 1): Promise<number> {
  const load = () => Promise.all([countBookings(new Date()), listPage(filter, page), countFilteredBookings(filter)]);
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
    it(`${label}: the page of rows comes through an index, in order`, async () => {
      const [list] = (await statementsOf(() => listPage(filter, page))).filter((sql) => sql.startsWith('select "bookings"."id"'));
      expect(list).toBeDefined();
      const plan = planOf(list!);
      expect(
        plan.filter((step) => /^SCAN bookings( |$)/.test(step) && !step.includes("INDEX")),
        plan.join(" | "),
      ).toEqual([]);
      // Sorting is only for a rare search's matches, fetched by rowid from the trigram index (fewer
      // than COMMON_MATCHES); anything else comes in the page's order.
      const rare = plan.some((step) => step.startsWith("SEARCH bookings USING INTEGER PRIMARY KEY"));
      if (!rare)
        expect(
          plan.filter((step) => step.includes("TEMP B-TREE")),
          plan.join(" | "),
        ).toEqual([]);
      console.log(`bookings page, ${label}: ${(await timePage(filter, page)).toFixed(1)} ms`);
    });
  }
});
