import { type Kysely, sql } from "kysely";

const utcNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bookings")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("submission_id", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("locality", "text", (c) => c.notNull())
    .addColumn("service", "text", (c) => c.notNull().defaultTo("General Repair"))
    .addColumn("brand", "text", (c) => c.notNull().defaultTo("Not specified"))
    .addColumn("issue", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("time_slot", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'confirmed', 'completed')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(utcNow))
    .execute();
  await db.schema.createIndex("bookings_created_at").on("bookings").column("created_at").execute();
  await db.schema.createIndex("bookings_status_created_at").on("bookings").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("admins")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(utcNow))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admins").execute();
  await db.schema.dropTable("bookings").execute();
}
