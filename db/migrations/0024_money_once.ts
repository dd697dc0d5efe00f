import { type Kysely, sql } from "kysely";

// Money recorded once. A UPI transaction id (UTR) pays one bill once: a unique index over the
// reference of the UPI payments not voided (the app refuses a reused UTR first, naming the booking
// it paid; the index holds against anything that slips past). Payments recorded before this
// migration with a UTR already recorded are voided, the first one kept, each in the audit trail.
// And refunds: money taken beyond the bill is given back, recorded once (its form's submission id
// is unique), with its method, reference, who and when, in paise.
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const firstWithUtr = sql`(select min(earlier.id) from payments earlier
    where earlier.method = 'upi' and earlier.voided_at is null and earlier.reference = payments.reference)`;
  const reused = sql`payments.method = 'upi' and payments.voided_at is null and payments.reference != '' and payments.id > ${firstWithUtr}`;
  await sql`insert into audit_log (created_at, admin_id, actor_email, action, detail, booking_id, client_address, device)
    select ${now}, null, 'migration 0024', 'payment-voided',
      'Booking ' || bookings.reference || ': payment #' || payments.id || ' of ' || printf('%.2f', payments.amount_paise / 100.0)
        || ' by UPI voided (its UTR was recorded before, on payment #' || ${firstWithUtr} || ')',
      payments.booking_id, null, ''
    from payments join bookings on bookings.id = payments.booking_id
    where ${reused}
    order by payments.id`.execute(db);
  await sql`update payments set voided_at = ${now}, void_reason = 'UTR already recorded on payment #' || ${firstWithUtr} || ' (migration 0024)'
    where ${reused}`.execute(db);
  await sql`create unique index payments_upi_reference_once on payments (reference)
    where method = 'upi' and voided_at is null and reference != ''`.execute(db);

  await db.schema
    .createTable("refunds")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("method", "text", (c) => c.notNull().check(sql`method in ('cash', 'upi', 'bank')`))
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise between 1 and 100000000`))
    .addColumn("reference", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(reference) <= 100`),
    )
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("admin_id", "integer")
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("submission_id", "text", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`length(submission_id) between 1 and 64`),
    )
    .execute();
  await db.schema.createIndex("refunds_booking").on("refunds").column("booking_id").execute();
}

// Down drops the refunds and the index; payments voided as reused stay voided (their audit rows say why).
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("refunds").execute();
  await sql`drop index payments_upi_reference_once`.execute(db);
}
