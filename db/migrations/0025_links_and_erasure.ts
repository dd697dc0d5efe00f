import { randomBytes } from "node:crypto";

import { type Kysely, sql } from "kysely";

// Trust. A booking gets a second link, the view link staff share: it shows the
// booking, the bill and the UPI payment and can change nothing (bookings.view_token). The audit
// trail keeps free text (a reason, a note) apart from its structured detail (audit_log.note), so an
// erasure can blank exactly that: the append-only trigger allows an erased booking's rows' note to
// be blanked, and any row's client address and device (the retention job), and nothing else. An
// invoice of an erased booking may have its lines' and cancel reason's personal values replaced
// by the erased marker (its number, date and amounts stay). Rows written before this migration
// that hold personal text of an erased booking, or a search term of an export, lose it here.
const AUDIT_APPEND_ONLY = sql`create trigger audit_log_no_update before update on audit_log
    when new.id is not old.id or new.created_at is not old.created_at or new.admin_id is not old.admin_id
      or new.actor_email is not old.actor_email or new.action is not old.action or new.detail is not old.detail
      or new.booking_id is not old.booking_id
      or (new.client_address is not old.client_address and new.client_address is not null)
      or (new.device is not old.device and new.device != '')
      or (new.note is not old.note and (new.note != '' or (select erased_at from bookings where bookings.id = old.booking_id) is null))
    begin select raise(abort, 'the audit log is append-only'); end`;

/**
 * An invoice is kept as issued: only its cancellation is written to it (once), and, for an erased
 * booking only, its customer's name, address, lines' words and cancel reason (the erasure's).
 */
const INVOICE_KEPT = sql`create trigger invoices_kept before update on invoices
    when new.number is not old.number or new.serial is not old.serial or new.series is not old.series
      or new.booking_id is not old.booking_id or new.issued_at is not old.issued_at
      or new.total_paise is not old.total_paise or new.taxable_paise is not old.taxable_paise
      or new.subtotal_paise is not old.subtotal_paise or new.discount_paise is not old.discount_paise
      or new.cgst_paise is not old.cgst_paise or new.sgst_paise is not old.sgst_paise or new.round_off_paise is not old.round_off_paise
      or new.gstin is not old.gstin or new.gst_percent is not old.gst_percent or new.prices_include_gst is not old.prices_include_gst
      or (old.cancelled_at is not null and (new.cancelled_at is not old.cancelled_at or new.cancelled_by is not old.cancelled_by))
      or ((new.lines is not old.lines or new.customer_name is not old.customer_name or new.customer_address is not old.customer_address
          or (old.cancelled_at is not null and new.cancel_reason is not old.cancel_reason))
        and (select erased_at from bookings where bookings.id = old.booking_id) is null)
    begin select raise(abort, 'an invoice is kept as it was issued'); end`;

/** Actions whose detail held free text (a note, an address, a reason, a bill line, a reference) before this migration. */
const FREE_TEXT_ACTIONS = sql`('note-added', 'booking-corrected', 'status-changed', 'payment-recorded', 'payment-voided', 'bill-item-added', 'bill-item-removed', 'invoice-cancelled', 'technician-assigned')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("view_token", "text").execute();
  const rows = await db.selectFrom("bookings").select("id").execute();
  for (const { id } of rows as { id: number }[])
    await sql`update bookings set view_token = ${randomBytes(24).toString("base64url")} where id = ${id}`.execute(db);
  await db.schema.createIndex("bookings_view_token").on("bookings").column("view_token").unique().execute();
  // Added to a table with rows, the column cannot be NOT NULL: the triggers hold it so.
  await sql`create trigger bookings_view_token_insert before insert on bookings when new.view_token is null
    begin select raise(abort, 'a booking needs its view link'); end`.execute(db);
  await sql`create trigger bookings_view_token_update before update of view_token on bookings when new.view_token is null
    begin select raise(abort, 'a booking needs its view link'); end`.execute(db);

  await db.schema
    .alterTable("audit_log")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`drop trigger audit_log_no_update`.execute(db);
  // Personal text written before this migration: an erased booking's rows keep their action and
  // record, and an export's filters are no longer written with their values.
  await sql`update audit_log set detail = 'Booking ' || coalesce((select reference from bookings where bookings.id = audit_log.booking_id), booking_id) || ': details erased'
    where booking_id in (select id from bookings where erased_at is not null) and action != 'booking-erased'`.execute(db);
  await sql`update audit_log set detail = 'Booking ' || coalesce((select reference from bookings where bookings.id = audit_log.booking_id), booking_id) || ': erased'
    where booking_id in (select id from bookings where erased_at is not null) and action = 'booking-erased'`.execute(db);
  await sql`update audit_log set detail = 'Filters not recorded' where action = 'bookings-exported' and detail != ''`.execute(db);
  // The other bookings' rows of these actions: their words move to the note (which an erasure
  // blanks); the detail keeps the booking's reference and the action.
  await sql`update audit_log set note = substr(detail, 1, 500),
      detail = 'Booking ' || coalesce((select reference from bookings where bookings.id = audit_log.booking_id), booking_id) || ' (before migration 0025: see the note)'
    where booking_id is not null and action in ${FREE_TEXT_ACTIONS}
      and booking_id not in (select id from bookings where erased_at is not null)`.execute(db);
  // A blocked number was named in full; the list keeps it, the trail its last digits.
  await sql`update audit_log set detail = 'Number: ending ' || substr(replace(detail, ' ', ''), -4)
    where action in ('setting-added', 'setting-removed') and detail like 'Number: %'`.execute(db);
  await AUDIT_APPEND_ONLY.execute(db);

  await sql`drop trigger invoices_kept`.execute(db);
  await INVOICE_KEPT.execute(db);
  // Bookings erased before this migration lose what the erasure now also blanks (their values are
  // gone, so a cancellation's reason is blanked whole rather than scrubbed).
  const erased = sql`(select id from bookings where erased_at is not null)`;
  await sql`update bill_items set description = '[erased]' where booking_id in ${erased}`.execute(db);
  await sql`update payments set reference = case when method = 'upi' then reference else '' end, void_reason = '' where booking_id in ${erased}`.execute(db);
  await sql`update refunds set reference = '' where booking_id in ${erased}`.execute(db);
  await sql`update invoices set cancel_reason = '' where cancel_reason != '' and booking_id in ${erased}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger bookings_view_token_insert`.execute(db);
  await sql`drop trigger bookings_view_token_update`.execute(db);
  await sql`drop trigger invoices_kept`.execute(db);
  await sql`create trigger invoices_kept before update on invoices
    when (old.cancelled_at is not null and (new.cancelled_at is not old.cancelled_at or new.cancel_reason is not old.cancel_reason))
      or new.number is not old.number or new.serial is not old.serial or new.series is not old.series
      or new.total_paise is not old.total_paise or new.taxable_paise is not old.taxable_paise
      or new.lines is not old.lines or new.issued_at is not old.issued_at or new.booking_id is not old.booking_id
    begin select raise(abort, 'an invoice is kept as it was issued'); end`.execute(db);
  await sql`drop trigger audit_log_no_update`.execute(db);
  await sql`create trigger audit_log_no_update before update on audit_log
    when new.id is not old.id or new.created_at is not old.created_at or new.admin_id is not old.admin_id
      or new.actor_email is not old.actor_email or new.action is not old.action or new.detail is not old.detail
      or new.booking_id is not old.booking_id or new.client_address is not null or new.device != ''
    begin select raise(abort, 'the audit log is append-only'); end`.execute(db);
  await db.schema.alterTable("audit_log").dropColumn("note").execute();
  await db.schema.dropIndex("bookings_view_token").execute();
  await db.schema.alterTable("bookings").dropColumn("view_token").execute();
}
