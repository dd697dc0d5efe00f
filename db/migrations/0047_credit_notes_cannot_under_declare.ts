import { type Kysely, sql } from "kysely";

// A credit note cannot under-declare a month's tax (app/models/credit-notes.server.ts says the same
// in code, with the reader's words): it is only against an invoice in force of a filed month (an
// open month's invoice is cancelled and billed again instead), the credit notes against an invoice
// never add up to more than it, and an invoice with a credit note is never cancelled (its tax would
// be taken off twice). An invoice's month is its day in Bengaluru (UTC+05:30), as migration 0035's
// trigger reads it. The rows already kept are not touched: the triggers hold what is written next.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create trigger credit_notes_for_filed_months before insert on credit_notes
    when not exists (select 1 from invoices join filed_months on filed_months.month = strftime('%Y-%m', invoices.issued_at, '+330 minutes')
      where invoices.id = new.invoice_id)
    begin select raise(abort, 'a credit note is only for an invoice of a filed month'); end`.execute(db);
  await sql`create trigger credit_notes_on_invoices_in_force before insert on credit_notes
    when (select cancelled_at from invoices where id = new.invoice_id) is not null
    begin select raise(abort, 'a credit note is only against an invoice in force'); end`.execute(db);
  await sql`create trigger credit_notes_within_invoice before insert on credit_notes
    when new.total_paise + coalesce((select sum(total_paise) from credit_notes where invoice_id = new.invoice_id), 0)
      > (select total_paise from invoices where id = new.invoice_id)
    begin select raise(abort, 'the credit notes against an invoice never add up to more than it'); end`.execute(db);
  await sql`create trigger credited_invoices_kept before update on invoices
    when new.cancelled_at is not null and old.cancelled_at is null and exists (select 1 from credit_notes where invoice_id = old.id)
    begin select raise(abort, 'an invoice with a credit note is not cancelled: issue another credit note'); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ["credited_invoices_kept", "credit_notes_within_invoice", "credit_notes_on_invoices_in_force", "credit_notes_for_filed_months"])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
}
