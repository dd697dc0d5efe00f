import { type Kysely, sql } from "kysely";

// The team in the field:
// - visit_progress: a technician's "on the way", "arrived" and "work done" for a visit, each once
//   per visit day (a moved visit starts again), with who and when;
// - payments.technician_id: the technician who took a payment at the door (cash he hands over);
// - admins.language: the language a staff account's field screens speak;
// - one "Any time" choice: the seeded "Flexible" slot (no start, no capacity) read as a second
//   "Any time" in every language; its bookings become "Any time" (no slot).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("visit_progress")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("visit_date", "text", (c) => c.notNull())
    .addColumn("step", "text", (c) => c.notNull().check(sql`step in ('on_the_way', 'arrived', 'work_done')`))
    .addColumn("admin_id", "integer")
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addUniqueConstraint("visit_progress_once", ["booking_id", "visit_date", "step"])
    .execute();
  await db.schema
    .alterTable("payments")
    .addColumn("technician_id", "integer", (c) => c.references("technicians.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("admins")
    // Any listed language (app/lib/i18n/locales.ts), checked by the app as a booking's is (migration 0018).
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
  const flexible = await db
    .selectFrom("time_slots")
    .select("id")
    .where("value", "=", "flexible")
    .where("starts_at", "is", null)
    .where("capacity", "is", null)
    .executeTakeFirst();
  if (flexible) {
    await db.updateTable("bookings").set({ time_slot: "" }).where("time_slot", "=", "flexible").execute();
    await db.deleteFrom("time_slots").where("id", "=", flexible.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("admins").dropColumn("language").execute();
  await db.schema.alterTable("payments").dropColumn("technician_id").execute();
  await db.schema.dropTable("visit_progress").execute();
}
