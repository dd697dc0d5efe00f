import { type Kysely, sql } from "kysely";

// A visit's bill and its payments: money in whole paise. Items can be removed until the bill is
// issued (bookings.bill_issued_at), which keeps the GST registration it was issued under; payments
// are only ever added, as staff record them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bill_items")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("description", "text", (c) => c.notNull().check(sql`length(description) between 1 and 120`))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 999`))
    .addColumn("unit_paise", "integer", (c) => c.notNull().check(sql`unit_paise between 0 and 100000000`))
    .execute();
  await db.schema.createIndex("bill_items_booking").on("bill_items").column("booking_id").execute();
  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("method", "text", (c) => c.notNull().check(sql`method in ('upi', 'cash', 'card')`))
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise between 1 and 100000000`))
    .addColumn("reference", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(reference) <= 100`),
    )
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_booking").on("payments").column("booking_id").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("discount_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_paise between 0 and 100000000`),
    )
    .execute();
  await db.schema.alterTable("bookings").addColumn("bill_issued_at", "text").execute();
  await db.schema.alterTable("bookings").addColumn("bill_gstin", "text").execute();
  await db.schema.alterTable("bookings").addColumn("bill_gst_percent", "real").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["bill_gst_percent", "bill_gstin", "bill_issued_at", "discount_paise"]) {
    await db.schema.alterTable("bookings").dropColumn(column).execute();
  }
  await db.schema.dropTable("payments").execute();
  await db.schema.dropTable("bill_items").execute();
}
