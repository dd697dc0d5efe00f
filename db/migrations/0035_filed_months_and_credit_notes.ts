import { type Kysely, sql } from "kysely";

// Month end: a month the owner has filed GSTR-1 for is closed: its invoices can no
// longer be cancelled (a trigger holds it, whatever the code); a mistake in one is corrected by a
// credit note, numbered in its own gapless series per financial year, referencing the invoice,
// kept as issued and never removed, reported in the month it is issued.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("filed_months")
    .addColumn("month", "text", (c) => c.primaryKey().check(sql`month glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]'`))
    .addColumn("filed_at", "text", (c) => c.notNull())
    .addColumn("filed_by", "text", (c) => c.notNull())
    .execute();
  await sql`create trigger filed_months_kept before update on filed_months begin select raise(abort, 'a filed month stays filed'); end`.execute(db);
  await sql`create trigger filed_months_never_deleted before delete on filed_months begin select raise(abort, 'a filed month stays filed'); end`.execute(db);
  // An invoice's month is its day in Bengaluru (UTC+05:30, no daylight saving). Its cancellation
  // is what a filed month refuses; an erasure still cuts the customer's values out of it.
  await sql`create trigger invoices_of_filed_month_kept before update on invoices
    when new.cancelled_at is not old.cancelled_at and exists (select 1 from filed_months where month = strftime('%Y-%m', old.issued_at, '+330 minutes'))
    begin select raise(abort, 'the month of this invoice is filed: issue a credit note'); end`.execute(db);

  await db.schema
    .createTable("credit_notes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id"))
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("serial", "integer", (c) => c.notNull().check(sql`serial > 0`))
    .addColumn("number", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`length(number) <= 16 and number not glob '*[^A-Za-z0-9/-]*'`),
    )
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("issued_by", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull().check(sql`length(reason) between 1 and 200`))
    .addColumn("taxable_paise", "integer", (c) => c.notNull().check(sql`taxable_paise >= 0`))
    .addColumn("cgst_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`cgst_paise >= 0`),
    )
    .addColumn("sgst_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sgst_paise >= 0`),
    )
    .addColumn("igst_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`igst_paise >= 0`),
    )
    .addColumn("total_paise", "integer", (c) => c.notNull().check(sql`total_paise > 0 and total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise`))
    .addUniqueConstraint("credit_notes_series_serial", ["series", "serial"])
    .execute();
  await db.schema.createIndex("credit_notes_by_invoice").on("credit_notes").column("invoice_id").execute();
  await db.schema.createIndex("credit_notes_by_issue").on("credit_notes").column("issued_at").execute();
  // Kept as issued; only its reason may be written again, by an erasure cutting a customer's values out of it.
  await sql`create trigger credit_notes_kept before update on credit_notes
    when new.number is not old.number or new.series is not old.series or new.serial is not old.serial or new.invoice_id is not old.invoice_id
      or new.issued_at is not old.issued_at or new.taxable_paise is not old.taxable_paise or new.cgst_paise is not old.cgst_paise
      or new.sgst_paise is not old.sgst_paise or new.igst_paise is not old.igst_paise or new.total_paise is not old.total_paise
    begin select raise(abort, 'a credit note is kept as it was issued'); end`.execute(db);
  await sql`create trigger credit_notes_never_deleted before delete on credit_notes begin select raise(abort, 'a credit note is never deleted'); end`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("credit_notes").execute();
  await sql`drop trigger invoices_of_filed_month_kept`.execute(db);
  await db.schema.dropTable("filed_months").execute();
}
