import { type Kysely, sql } from "kysely";

// Booking alerts: an outbox. A booking writes one alert and one delivery per channel
// configured then (one per subscribed device for push) in its own transaction; the worker in
// the server process (app/alerts/worker.server.ts) sends the deliveries, retries them and
// records each success once. Times are written by the app from its clock, not by SQLite's, so
// a test that sets the clock sees the retry schedule it set.
export async function up(db: Kysely<any>): Promise<void> {
  // The admin devices that turned push alerts on (PushManager subscriptions).
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("endpoint", "text", (c) => c.notNull().unique())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("cascade"))
    /** The device as staff recognise it, e.g. "Chrome on Android (asha@example.com)". */
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // The VAPID key pair generated on the first start when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are
  // not set: one row, so every restart signs with the key the devices subscribed with.
  await db.schema
    .createTable("vapid_keys")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("private_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("alerts")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    // Null for a test alert sent from Settings → Notifications.
    .addColumn("booking_id", "integer", (c) => c.references("bookings.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('booking', 'test')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("alerts_booking").on("alerts").column("booking_id").execute();
  await db.schema.createIndex("alerts_kind_created_at").on("alerts").columns(["kind", "created_at"]).execute();

  await db.schema
    .createTable("alert_deliveries")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("alert_id", "integer", (c) => c.notNull().references("alerts.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('email', 'webhook', 'push')`))
    // Push only: the device. Set to null when the device is removed; the delivery stays in the log.
    .addColumn("push_subscription_id", "integer", (c) => c.references("push_subscriptions.id").onDelete("set null"))
    /** Where it goes, as the log shows it: the recipients, the webhook's host, the device. Never a secret. */
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`state in ('pending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // When it is due. A worker's claim moves it a lease ahead (so nobody else sends it meanwhile,
    // and a crash mid-send makes it due again when the lease ends); lease_token tells the claim
    // that may record a failure apart from an older, expired one.
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // One delivery per alert and channel (per device for push): the outbox never sends twice by design.
  await sql`create unique index alert_deliveries_channel on alert_deliveries(alert_id, channel) where channel <> 'push'`.execute(db);
  await sql`create unique index alert_deliveries_device on alert_deliveries(alert_id, push_subscription_id) where channel = 'push' and push_subscription_id is not null`.execute(
    db,
  );
  // The worker's question, "what is due?", is a range of this index.
  await sql`create index alert_deliveries_due on alert_deliveries(next_attempt_at) where state = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("alert_deliveries").execute();
  await db.schema.dropTable("alerts").execute();
  await db.schema.dropTable("vapid_keys").execute();
  await db.schema.dropTable("push_subscriptions").execute();
}
