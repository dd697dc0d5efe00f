import { type Kysely, sql } from "kysely";

// A booking may carry more than one invoice in force: each bill line remembers the invoice that
// issued it (null: the bill's open part, still to be issued), so a line added after an invoice is
// issued by the next one (a supplementary invoice of the same series) and cancelling one invoice
// reopens only its own lines. A plan paid on its own has its own tax invoice (the plan it is for),
// one in force per plan. Bills issued before keep their lines under their invoice in force.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bill_items")
    .addColumn("invoice_id", "integer", (c) => c.references("invoices.id"))
    .execute();
  await db.schema.createIndex("bill_items_by_invoice").on("bill_items").column("invoice_id").execute();
  await db.schema
    .alterTable("invoices")
    .addColumn("customer_plan_id", "integer", (c) => c.references("customer_plans.id"))
    .execute();
  await sql`create unique index invoices_one_per_plan on invoices (customer_plan_id) where customer_plan_id is not null and cancelled_at is null`.execute(db);
  await sql`update bill_items set invoice_id = (
      select invoices.id from invoices where invoices.booking_id = bill_items.booking_id and invoices.cancelled_at is null order by invoices.id limit 1)
    where booking_id in (select id from bookings where bill_issued_at is not null)`.execute(db);
  // An issued line is the invoice's: it is never removed from the bill (its invoice cancelled, it is open again).
  await sql`create trigger bill_items_issued_kept before delete on bill_items when old.invoice_id is not null
    begin select raise(abort, 'an issued bill line is kept with its invoice'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger bill_items_issued_kept`.execute(db);
  await sql`drop index invoices_one_per_plan`.execute(db);
  await db.schema.alterTable("invoices").dropColumn("customer_plan_id").execute();
  await db.schema.dropIndex("bill_items_by_invoice").execute();
  await db.schema.alterTable("bill_items").dropColumn("invoice_id").execute();
}
