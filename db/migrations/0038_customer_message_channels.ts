import { type Kysely, sql } from "kysely";

// The customer's messages: the owner's switches (which kinds are sent, the
// reminder's hour, the review link) in a small settings table; a message may be sent more than
// once of a kind per booking when each is about something else (a move to another day, a staff
// answer: its `occasion`), by WhatsApp or by web push to the customer's own phone (`channel`),
// with a free-text `body` for staff answers within WhatsApp's 24-hour window; the phones that
// turned push on for their booking; and the customer's consent to a review request, with its time.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("business_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable("customer_messages")
    .addColumn("occasion", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("customer_messages")
    .addColumn("channel", "text", (c) =>
      c
        .notNull()
        .defaultTo("whatsapp")
        .check(sql`channel in ('whatsapp', 'push')`),
    )
    .execute();
  await db.schema.alterTable("customer_messages").addColumn("body", "text").execute();
  await sql`drop index customer_messages_once`.execute(db);
  // One message of a kind per booking and occasion: a change made twice never sends twice.
  await sql`create unique index customer_messages_once on customer_messages (booking_id, kind, occasion)`.execute(db);

  await db.schema
    .createTable("customer_push_subscriptions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create unique index customer_push_once on customer_push_subscriptions (booking_id, endpoint)`.execute(db);

  await db.schema.alterTable("bookings").addColumn("review_consent_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("review_consent_at").execute();
  await db.schema.dropTable("customer_push_subscriptions").execute();
  await sql`drop index customer_messages_once`.execute(db);
  await db.deleteFrom("customer_messages").where("occasion", "!=", "").execute();
  await sql`create unique index customer_messages_once on customer_messages (booking_id, kind)`.execute(db);
  await db.schema.alterTable("customer_messages").dropColumn("body").execute();
  await db.schema.alterTable("customer_messages").dropColumn("channel").execute();
  await db.schema.alterTable("customer_messages").dropColumn("occasion").execute();
  await db.schema.dropTable("business_settings").execute();
}
