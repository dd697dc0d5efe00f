// A booking's language is any the app lists (migration 0018 took the CHECK of three languages out
// of the bookings table): the rebuild keeps every row, index, trigger, reference and counter.

import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";

import { migrateTo } from "~db/migrator.server";

import { rowKeysBefore0025 } from "./booking-fixtures";
import { databaseAt } from "./database-at";

describe("migration 0018", () => {
  it("lets the bookings table take any language, keeping its rows, indexes, triggers and references", async () => {
    const database = await databaseAt("0017_held_bookings");
    const anyLanguage = database as unknown as Kysely<{ bookings: { language: string } & Record<string, unknown> }>;
    const booking = { ...rowKeysBefore0025(), name: "Ravi", phone: "+919845012345", locality: "Jayanagar" };
    await expect(
      anyLanguage
        .insertInto("bookings")
        .values({ ...booking, language: "ta" })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    const { id } = await database
      .insertInto("bookings")
      .values({ ...booking, language: "kn" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database
      .insertInto("booking_notes")
      .values({ booking_id: id, admin_id: null, body: "Call before coming", admin_email: "owner@example.com" })
      .execute();
    const objects = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_schema where tbl_name = 'bookings' and type in ('index', 'trigger') order by name`.execute(database)
      ).rows.map((row) => row.name);
    const before = { rows: await database.selectFrom("bookings").selectAll().execute(), objects: await objects() };

    expect(await migrateTo(database, "0018_any_listed_language")).toEqual(["0018_any_listed_language"]);
    expect(await database.selectFrom("bookings").selectAll().execute()).toEqual(before.rows);
    expect(await objects()).toEqual(before.objects);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database)).rows[0]!.foreign_keys).toBe(1);
    // A language the app may list one day is stored; the search index still follows the rows.
    await anyLanguage
      .insertInto("bookings")
      .values({ ...rowKeysBefore0025(), name: "Tamil Customer", phone: "+919845012346", locality: "Jayanagar", language: "ta" })
      .execute();
    expect((await sql<{ n: number }>`select count(*) as n from bookings_search where bookings_search match 'Tamil'`.execute(database)).rows[0]!.n).toBe(1);
    // The notes still belong to their booking: removing it removes them.
    await database.deleteFrom("bookings").where("id", "=", id).execute();
    expect(await database.selectFrom("booking_notes").selectAll().execute()).toEqual([]);
  });
});
