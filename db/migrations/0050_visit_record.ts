import { type Kysely, sql } from "kysely";

// What was done on a visit, shown: its photos (before, after, the machine's label) and the
// customer's signature, each an image kept in the photo store (a folder beside the database, or a
// private bucket) under its key, with who took it and when; the owner's checklist items, per
// service or for every visit, in the three languages, some required before Work done; and the
// ticks a technician made, once an item and visit, with who and when.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("visit_photos")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("signer_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("submission_id", "text", (c) => c.unique())
    .addColumn("admin_id", "integer")
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("visit_photos_by_booking").on("visit_photos").column("booking_id").execute();
  await db.schema
    .createTable("checklist_items")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    // A service's name as bookings store it, or "" for every visit.
    .addColumn("service", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("label", "text", (c) => c.notNull().check(sql`length(label) between 1 and 80`))
    .addColumn("label_kn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("label_hi", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("required", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("checklist_ticks")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull())
    // The item as it read when ticked (an item removed later still says what was checked).
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("admin_id", "integer")
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("ticked_at", "text", (c) => c.notNull())
    .addUniqueConstraint("checklist_ticks_once", ["booking_id", "item_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("checklist_ticks").execute();
  await db.schema.dropTable("checklist_items").execute();
  await db.schema.dropTable("visit_photos").execute();
}
