import { type Kysely, sql } from "kysely";

// Login limits kept by rate-limiter-flexible in the app's own database, and the audit
// trail of staff actions.
export async function up(db: Kysely<any>): Promise<void> {
  // The failure log of the old lockout (5 per e-mail locked the owner out): replaced by rate_limits.
  await db.schema.dropTable("login_failures").execute();

  // rate-limiter-flexible's RateLimiterSQLite table (app/security/rate-limit.server.ts), in
  // the shape the library creates itself (it is told the table exists): a key ("login-address:
  // 203.0.113.7"), the points used in the current window, and when the window (or a block) ends,
  // in milliseconds since 1970. Expired rows are removed by the library every few minutes.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey().check(sql`length(key) between 1 and 400`))
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "integer")
    .execute();

  // What staff did: who (the admin's id and e-mail as they were), what, when, from where. Rows
  // are only ever added: the triggers below refuse every change and deletion, so nothing on the
  // site (nor a bug in it) can rewrite the record. admin_id and booking_id are kept as written,
  // without foreign keys, so removing an admin or a booking leaves the record as it was.
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("created_at", "text", (c) => c.notNull().check(sql`length(created_at) between 20 and 30`))
    .addColumn("admin_id", "integer")
    .addColumn("actor_email", "text", (c) => c.notNull().check(sql`length(actor_email) between 1 and 254`))
    .addColumn("action", "text", (c) => c.notNull().check(sql`length(action) between 1 and 40`))
    .addColumn("detail", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(detail) <= 500`),
    )
    .addColumn("booking_id", "integer")
    .addColumn("client_address", "text", (c) => c.check(sql`length(client_address) between 1 and 64`))
    .addColumn("device", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(device) <= 60`),
    )
    .execute();
  await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
  await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await db.schema.dropTable("rate_limits").execute();
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("client_address", "text")
    .addColumn("failed_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await db.schema.createIndex("login_failures_email").on("login_failures").columns(["email", "failed_at"]).execute();
  await db.schema.createIndex("login_failures_address").on("login_failures").columns(["client_address", "failed_at"]).execute();
}
