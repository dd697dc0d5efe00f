// Every length limit the schemas apply is in the database too (migration 0012), and the rebuild
// that added them kept every row, reference, index, trigger and AUTOINCREMENT counter.

import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { ZodMiniType } from "zod/mini";

import { pushSubscribeSchema } from "~/alerts/push-subscription";
import { addAdminSchema } from "~/lib/schemas/admin-account";
import { bookingNoteSchema } from "~/lib/schemas/booking-triage";
import { localityFormSchema, serviceFormSchema, technicianFormSchema, timeSlotFormSchema } from "~/lib/schemas/form-settings";
import { db } from "~db/db.server";
import { migrateTo } from "~db/migrator.server";
import type { Database } from "~db/schema";

import { rowKeysBefore0025 } from "./booking-fixtures";
import { databaseAt } from "./database-at";

type Limit = {
  table: keyof Database;
  column: string;
  max: number;
  row: (value: string) => Record<string, unknown>;
  schema?: [ZodMiniType, Record<string, unknown>, string];
};

const uid = () => crypto.randomUUID().slice(0, 8);

// Each column a form's schema limits: the longest value the schema takes is stored, one more is refused.
const LIMITS: Limit[] = [
  {
    table: "admins",
    column: "email",
    max: 254,
    row: (v) => ({ email: v, password_hash: "x".repeat(60) }),
    schema: [addAdminSchema, { password: "a long enough password", role: "office" }, "email"],
  },
  { table: "form_localities", column: "name", max: 80, row: (v) => ({ name: v }), schema: [localityFormSchema, {}, "name"] },
  {
    table: "time_slots",
    column: "label",
    max: 80,
    row: (v) => ({ label: v, value: uid(), position: 99 }),
    schema: [timeSlotFormSchema, { value: "x" }, "label"],
  },
  {
    table: "time_slots",
    column: "value",
    max: 40,
    row: (v) => ({ label: "Slot", value: v, position: 99 }),
    schema: [timeSlotFormSchema, { label: "Slot" }, "value"],
  },
  { table: "services", column: "name", max: 80, row: (v) => ({ name: v, description: "d" }), schema: [serviceFormSchema, { description: "d" }, "name"] },
  {
    table: "services",
    column: "description",
    max: 300,
    row: (v) => ({ name: uid(), description: v }),
    schema: [serviceFormSchema, { name: "n" }, "description"],
  },
  { table: "technicians", column: "name", max: 80, row: (v) => ({ name: v }), schema: [technicianFormSchema, {}, "name"] },
  {
    table: "push_subscriptions",
    column: "endpoint",
    max: 2000,
    row: (v) => ({ endpoint: v, p256dh: "p", auth: "a", label: "l", created_at: "2026-11-22T00:00:00.000Z" }),
  },
  {
    table: "push_subscriptions",
    column: "label",
    max: 300,
    row: (v) => ({ endpoint: uid(), p256dh: "p", auth: "a", label: v, created_at: "2026-11-22T00:00:00.000Z" }),
  },
  {
    table: "audit_log",
    column: "detail",
    max: 500,
    row: (v) => ({ created_at: "2026-11-22T00:00:00.000Z", actor_email: "a@example.com", action: "signed-in", detail: v }),
  },
];

/** A text of `length` characters that every column's own rules take (an e-mail ends like one, others vary to stay unique). */
function text(limit: Limit, length: number): string {
  if (limit.column === "email") return `${"a".repeat(length - 12)}@example.com`;
  const unique = uid();
  return `${unique}${"x".repeat(length - unique.length)}`;
}

describe("length limits in the database", () => {
  for (const limit of LIMITS) {
    it(`${limit.table}.${limit.column}: ${limit.max} characters fit, ${limit.max + 1} are refused`, async () => {
      await db
        .insertInto(limit.table)
        .values(limit.row(text(limit, limit.max)) as never)
        .execute();
      await expect(
        db
          .insertInto(limit.table)
          .values(limit.row(text(limit, limit.max + 1)) as never)
          .execute(),
      ).rejects.toThrow(/CHECK constraint failed/);
      if (limit.schema) {
        const [schema, others, field] = limit.schema;
        // The schema draws the same line, so a form never gets to the database's refusal.
        expect(schema.safeParse({ ...others, [field]: text(limit, limit.max) }).success).toBe(true);
        expect(schema.safeParse({ ...others, [field]: text(limit, limit.max + 1) }).success).toBe(false);
      }
    });
  }

  it("booking notes (1,000 characters) and push keys were limited from the start or now", async () => {
    expect(bookingNoteSchema.safeParse({ note: "x".repeat(1001) }).success).toBe(false);
    expect(pushSubscribeSchema.safeParse({ endpoint: `https://push.example/${"x".repeat(2000)}`, p256dh: "B".repeat(87), auth: "A".repeat(22) }).success).toBe(
      false,
    );
    const row = { endpoint: uid(), label: "l", created_at: "2026-11-22T00:00:00.000Z" };
    await expect(
      db
        .insertInto("push_subscriptions")
        .values({ ...row, p256dh: "p".repeat(101), auth: "a" })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto("push_subscriptions")
        .values({ ...row, p256dh: "p", auth: "a".repeat(101) })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe("migration 0012", () => {
  it("keeps every row, id, reference, index, trigger and counter of the rebuilt tables", async () => {
    const old = await databaseAt("0011_rate_limits_and_audit_log");
    const { id: adminId } = await old
      .insertInto("admins")
      .values({ email: "kept@example.com", password_hash: "$2b$12$".padEnd(60, "x") })
      .returning("id")
      .executeTakeFirstOrThrow();
    await old.insertInto("admin_sessions").values({ id: "session-1", admin_id: adminId }).execute();
    const { id: bookingId } = await old
      .insertInto("bookings")
      .values({ ...rowKeysBefore0025(), name: "Ravi", phone: "+919845012345", locality: "Jayanagar" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await old
      .insertInto("booking_status_changes")
      .values({ booking_id: bookingId, old_status: "pending", new_status: "confirmed", admin_id: adminId, admin_email: "kept@example.com" })
      .execute();
    const { id: deviceId } = await old
      .insertInto("push_subscriptions")
      .values({ endpoint: "https://push.example/1", p256dh: "p", auth: "a", admin_id: adminId, label: "Phone", created_at: "2026-11-22T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { id: alertId } = await old
      .insertInto("alerts")
      .values({ booking_id: bookingId, kind: "booking", created_at: "2026-11-22T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await old
      .insertInto("alert_deliveries")
      .values({
        alert_id: alertId,
        channel: "push",
        push_subscription_id: deviceId,
        target: "Phone",
        next_attempt_at: "2026-11-22T00:00:00.000Z",
        created_at: "2026-11-22T00:00:00.000Z",
      })
      .execute();
    // The newest service removed: its id must not come back after the rebuild.
    const { id: removedService } = await old.insertInto("services").values({ name: "Short-lived", description: "d" }).returning("id").executeTakeFirstOrThrow();
    await old.deleteFrom("services").where("id", "=", removedService).execute();
    const snapshot = async () => ({
      admins: await old.selectFrom("admins").selectAll().execute(),
      localities: await old.selectFrom("form_localities").selectAll().execute(),
      slots: await old.selectFrom("time_slots").selectAll().execute(),
      services: await old.selectFrom("services").selectAll().execute(),
      devices: await old.selectFrom("push_subscriptions").selectAll().execute(),
      deliveries: await old.selectFrom("alert_deliveries").selectAll().execute(),
      sessions: await old.selectFrom("admin_sessions").selectAll().execute(),
      changes: await old.selectFrom("booking_status_changes").selectAll().execute(),
    });
    const schemaObjects = async () =>
      (await sql<{ name: string }>`select name from sqlite_schema where type in ('index', 'trigger') and sql is not null order by name`.execute(old)).rows.map(
        (r) => r.name,
      );
    const before = await snapshot();
    const objectsBefore = await schemaObjects();

    expect(await migrateTo(old, "0012_length_checks")).toEqual(["0012_length_checks"]);
    expect(await snapshot()).toEqual(before);
    expect(await schemaObjects()).toEqual(objectsBefore);
    expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(old)).rows[0]!.foreign_keys).toBe(1);
    expect((await sql`pragma foreign_key_check`.execute(old)).rows).toEqual([]);
    const { id: nextService } = await old.insertInto("services").values({ name: "After", description: "d" }).returning("id").executeTakeFirstOrThrow();
    expect(nextService).toBeGreaterThan(removedService);
    // The references still act: removing the admin removes their sessions and devices, and the device's delivery stays, without it.
    await old.deleteFrom("admins").where("id", "=", adminId).execute();
    expect(await old.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
    expect(await old.selectFrom("alert_deliveries").select("push_subscription_id").execute()).toEqual([{ push_subscription_id: null }]);
    await expect(old.insertInto("admin_sessions").values({ id: "orphan", admin_id: 9999 }).execute()).rejects.toThrow(/FOREIGN KEY/);
    await expect(
      old
        .insertInto("form_localities")
        .values({ name: "x".repeat(81) })
        .execute(),
    ).rejects.toThrow(/CHECK/);

    // And back down: the checks go, the rows stay.
    await migrateTo(old, "0011_rate_limits_and_audit_log");
    await old
      .insertInto("form_localities")
      .values({ name: "y".repeat(81) })
      .execute();
    expect(await old.selectFrom("alert_deliveries").selectAll().execute()).toHaveLength(1);
  });
});
