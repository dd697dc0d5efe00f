// Migration 0049: the ratings table, and the alerts' kind "rating" (the alerts table made anew):
// the alerts and deliveries written before keep their ids, kinds, technician and deliveries; down
// drops the table and the kind.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { migrateTo } from "~db/migrator.server";

import { rowKeys } from "./booking-fixtures";
import { databaseAt } from "./database-at";

describe("migration 0049", () => {
  it("keeps every alert and delivery, adds the kind rating and the ratings table, and its down takes them away", async () => {
    const database = await databaseAt("0048_payment_gateway");
    const { id: bookingId } = await database
      .insertInto("bookings")
      .values({ ...rowKeys(), name: "Asha", phone: "+919845070001", locality: "Jayanagar" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: technicianId } = await database.insertInto("technicians").values({ name: "Ravi", phone: "" }).returning("id").executeTakeFirstOrThrow();
    await database
      .insertInto("alerts")
      .values([
        { booking_id: bookingId, kind: "booking", created_at: "2026-11-20T05:00:00.000Z" },
        { booking_id: bookingId, kind: "assigned", created_at: "2026-11-20T06:00:00.000Z", technician_id: technicianId },
      ])
      .execute();
    await database
      .insertInto("alert_deliveries")
      .values({
        alert_id: 1,
        channel: "email",
        target: "desk@example.com",
        next_attempt_at: "2026-11-20T05:00:00.000Z",
        created_at: "2026-11-20T05:00:00.000Z",
      })
      .execute();
    const alerts = () => database.selectFrom("alerts").select(["id", "booking_id", "kind", "technician_id"]).orderBy("id").execute();
    const before = await alerts();

    expect(await migrateTo(database, "0049_ratings")).toEqual(["0049_ratings"]);
    expect(await alerts()).toEqual(before);
    expect(await database.selectFrom("alert_deliveries").select("alert_id").execute()).toEqual([{ alert_id: 1 }]);
    await database.insertInto("alerts").values({ booking_id: bookingId, kind: "rating", created_at: "2026-11-21T05:00:00.000Z" }).execute();
    await database
      .insertInto("ratings")
      .values({ booking_id: bookingId, technician_id: technicianId, stars: 2, rated_at: "2026-11-21T05:00:00.000Z", changed_at: "2026-11-21T05:00:00.000Z" })
      .execute();
    await expect(
      database.insertInto("ratings").values({ booking_id: bookingId, stars: 3, rated_at: "x", changed_at: "x" }).execute(),
      "one rating per booking",
    ).rejects.toThrow();
    await expect(sql`update ratings set stars = 6`.execute(database), "stars 1 to 5").rejects.toThrow();

    expect(await migrateTo(database, "0048_payment_gateway")).toEqual(["0049_ratings"]);
    expect(await alerts()).toEqual(before);
    expect((await database.introspection.getTables()).map((table) => table.name)).not.toContain("ratings");
  });
});
