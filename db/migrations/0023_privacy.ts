import { type Kysely, sql } from "kysely";

// Privacy (India's DPDP Act): a booking can be erased (its personal fields replaced, erased_at
// set); the daily retention job records each run; the audit trail stays append-only except that
// the job may blank a row's client address and device once it is older than the logs' retention;
// an invoice may have its customer's name and address erased (the law keeps them only on large ones).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("erased_at", "text").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("erased_by", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createTable("retention_runs")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("ran_at", "text", (c) => c.notNull())
    .addColumn("bookings_anonymised", "integer", (c) => c.notNull())
    .addColumn("rate_limits_deleted", "integer", (c) => c.notNull())
    .addColumn("audit_addresses_cleared", "integer", (c) => c.notNull())
    .addColumn("alert_logs_deleted", "integer", (c) => c.notNull())
    .execute();
  await sql`drop trigger audit_log_no_update`.execute(db);
  await sql`create trigger audit_log_no_update before update on audit_log
    when new.id is not old.id or new.created_at is not old.created_at or new.admin_id is not old.admin_id
      or new.actor_email is not old.actor_email or new.action is not old.action or new.detail is not old.detail
      or new.booking_id is not old.booking_id or new.client_address is not null or new.device != ''
    begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
  await sql`drop trigger invoices_kept`.execute(db);
  await sql`create trigger invoices_kept before update on invoices
    when (old.cancelled_at is not null and (new.cancelled_at is not old.cancelled_at or new.cancel_reason is not old.cancel_reason))
      or new.number is not old.number or new.serial is not old.serial or new.series is not old.series
      or new.total_paise is not old.total_paise or new.taxable_paise is not old.taxable_paise
      or new.lines is not old.lines or new.issued_at is not old.issued_at or new.booking_id is not old.booking_id
    begin select raise(abort, 'an invoice is kept as it was issued'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger audit_log_no_update`.execute(db);
  await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
  await db.schema.dropTable("retention_runs").execute();
  await db.schema.alterTable("bookings").dropColumn("erased_by").execute();
  await db.schema.alterTable("bookings").dropColumn("erased_at").execute();
}
