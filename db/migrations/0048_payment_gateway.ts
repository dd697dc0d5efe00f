import { type Kysely, sql } from "kysely";

// UPI confirmed by a payment gateway (docs/decisions/0020-a-gateway-for-upi.md):
// - gateway_qrs: each QR code made at the gateway for one amount due, a booking's bill or a plan's
//   own payment; closed when the amount changes, never reused.
// - gateway_events: each signed webhook delivery kept once by the gateway's event id, as it came,
//   until the job has recorded what it says.
// - gateway_payments: each payment the gateway reported, once by its payment id, with what became of
//   it (recorded on the bill, started the plan, or flagged to the office) and its fee when reported.
// - payments: the gateway's payment id (unique), the payer's VPA, and why a UPI payment was typed by
//   hand while a gateway is on (the office checks those).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("gateway_qrs")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("qr_id", "text", (c) => c.notNull().unique())
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id"))
    .addColumn("customer_plan_id", "integer", (c) => c.references("customer_plans.id"))
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn("intent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("close_by", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .addCheckConstraint("gateway_qr_pays_one_thing", sql`(booking_id is null) != (customer_plan_id is null)`)
    .execute();
  await db.schema.createIndex("gateway_qrs_open").on("gateway_qrs").column("closed_at").execute();
  await db.schema
    .createTable("gateway_events")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("event_id", "text", (c) => c.notNull().unique())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("processed_at", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("gateway_payments")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("payment_id", "text", (c) => c.notNull().unique())
    .addColumn("qr_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("rrn", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("vpa", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("fee_paise", "integer")
    .addColumn("tax_paise", "integer")
    .addColumn("paid_at", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id"))
    .addColumn("customer_plan_id", "integer", (c) => c.references("customer_plans.id"))
    .addColumn("payment_row_id", "integer", (c) => c.references("payments.id"))
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("missing_at_gateway", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("payments").addColumn("gateway_payment_id", "text").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("payer_vpa", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("payments")
    .addColumn("check_reason", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`create unique index payments_gateway_payment_once on payments (gateway_payment_id) where gateway_payment_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payments_gateway_payment_once`.execute(db);
  await db.schema.alterTable("payments").dropColumn("check_reason").execute();
  await db.schema.alterTable("payments").dropColumn("payer_vpa").execute();
  await db.schema.alterTable("payments").dropColumn("gateway_payment_id").execute();
  await db.schema.dropTable("gateway_payments").execute();
  await db.schema.dropTable("gateway_events").execute();
  await db.schema.dropTable("gateway_qrs").execute();
}
