import { type Kysely, sql } from "kysely";

// The customer hears from us: WhatsApp template messages about their booking, in an
// outbox written in the transaction of the change that causes them and sent by a job (once: one
// row per booking and kind), their delivery statuses from the Cloud API's webhook; the customer's
// replies; and the numbers that said STOP.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("customer_messages")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("parameters", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sql`state in ('queued', 'sent', 'delivered', 'read', 'failed', 'stopped')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("last_error", "text")
    .addColumn("wa_message_id", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addColumn("status_at", "text")
    .execute();
  // One message of a kind per booking: a change made twice never sends twice.
  await sql`create unique index customer_messages_once on customer_messages (booking_id, kind)`.execute(db);
  await sql`create index customer_messages_due on customer_messages (state, next_attempt_at)`.execute(db);

  await db.schema
    .createTable("customer_replies")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("cascade"))
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("wa_message_id", "text", (c) => c.notNull().unique())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index customer_replies_booking on customer_replies (booking_id)`.execute(db);

  await db.schema
    .createTable("message_opt_outs")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("opted_out_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("message_opt_outs").execute();
  await db.schema.dropTable("customer_replies").execute();
  await db.schema.dropTable("customer_messages").execute();
}
