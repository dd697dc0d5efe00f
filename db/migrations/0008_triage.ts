import { type Kysely, sql } from "kysely";

const utcNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// Triage: urgent bookings first, a technician per booking, and staff notes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("technicians")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) =>
      c
        .notNull()
        .unique()
        .modifyEnd(sql`collate nocase`)
        .check(sql`length(name) between 1 and 80`),
    )
    .execute();

  await db.schema
    .alterTable("bookings")
    .addColumn("urgent", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`urgent in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("technician_id", "integer", (c) => c.references("technicians.id").onDelete("set null"))
    .execute();
  await sql`update bookings set urgent = 1 where service = 'Emergency Repair'`.execute(db);

  // The bookings table's order: urgent pending bookings first, then newest first. An index on
  // the same expression keeps a page of the list an index range at 100,000 bookings.
  await sql`create index bookings_triage on bookings((status = 'pending' and urgent = 1) desc, created_at desc, id desc)`.execute(db);
  await db.schema.createIndex("bookings_status_triage").on("bookings").columns(["status", "urgent desc", "created_at desc", "id desc"]).execute();
  await db.schema.createIndex("bookings_technician").on("bookings").columns(["technician_id", "created_at"]).execute();

  // Notes are never edited or deleted from the site: together they are the booking's log.
  await db.schema
    .createTable("booking_notes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().check(sql`length(body) between 1 and 1000`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(utcNow))
    .execute();
  await db.schema.createIndex("booking_notes_booking").on("booking_notes").columns(["booking_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("booking_notes").execute();
  await db.schema.dropIndex("bookings_technician").execute();
  await db.schema.dropIndex("bookings_status_triage").execute();
  await db.schema.dropIndex("bookings_triage").execute();
  await db.schema.alterTable("bookings").dropColumn("technician_id").execute();
  await db.schema.alterTable("bookings").dropColumn("urgent").execute();
  await db.schema.dropTable("technicians").execute();
}
