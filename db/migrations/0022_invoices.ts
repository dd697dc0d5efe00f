import { type Kysely, sql } from "kysely";

// The books: an issued bill is an invoice with a number of a gapless series per financial year
// (WF/26-27/0001), kept as it was printed (its lines and sums, the customer's name and address),
// cancelled with a reason but never removed; a bill's lines say whether they are a service (SAC)
// or a part (HSN, as staff know it); and the bill remembers whether its prices included GST.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invoices")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id"))
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("serial", "integer", (c) => c.notNull().check(sql`serial > 0`))
    .addColumn("number", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`length(number) <= 16 and number not glob '*[^A-Za-z0-9/-]*'`),
    )
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("gstin", "text")
    .addColumn("gst_percent", "real")
    .addColumn("prices_include_gst", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("subtotal_paise", "integer", (c) => c.notNull())
    .addColumn("discount_paise", "integer", (c) => c.notNull())
    .addColumn("taxable_paise", "integer", (c) => c.notNull())
    .addColumn("cgst_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sgst_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("round_off_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total_paise", "integer", (c) => c.notNull())
    .addColumn("cancelled_at", "text")
    .addColumn("cancel_reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cancelled_by", "text", (c) => c.notNull().defaultTo(""))
    .addUniqueConstraint("invoices_series_serial", ["series", "serial"])
    .execute();
  await db.schema.createIndex("invoices_by_booking").on("invoices").column("booking_id").execute();
  await db.schema.createIndex("invoices_by_issue").on("invoices").column("issued_at").execute();
  // An invoice is kept as printed: only its cancellation may be written, once.
  await sql`create trigger invoices_kept before update on invoices
    when old.cancelled_at is not null
      or new.number is not old.number or new.serial is not old.serial or new.series is not old.series
      or new.total_paise is not old.total_paise or new.taxable_paise is not old.taxable_paise
      or new.lines is not old.lines or new.issued_at is not old.issued_at or new.booking_id is not old.booking_id
    begin select raise(abort, 'an invoice is kept as it was issued'); end`.execute(db);
  await sql`create trigger invoices_never_deleted before delete on invoices begin select raise(abort, 'an invoice is never deleted'); end`.execute(db);
  await db.schema
    .alterTable("bill_items")
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .defaultTo("service")
        .check(sql`kind in ('service', 'part')`),
    )
    .execute();
  await db.schema
    .alterTable("bill_items")
    .addColumn("hsn", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`hsn = '' or (length(hsn) between 4 and 8 and hsn not glob '*[^0-9]*')`),
    )
    .execute();
  await db.schema.alterTable("bookings").addColumn("bill_prices_include_gst", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("bill_prices_include_gst").execute();
  await db.schema.alterTable("bill_items").dropColumn("hsn").execute();
  await db.schema.alterTable("bill_items").dropColumn("kind").execute();
  await db.schema.dropTable("invoices").execute();
}
