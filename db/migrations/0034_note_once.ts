import { type Kysely, sql } from "kysely";

// A note written once however often its form is sent: a technician's note kept on his
// phone with no signal carries its form's submission id; the same id again is the same note.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("booking_notes").addColumn("submission_id", "text").execute();
  await sql`create unique index booking_notes_submission_once on booking_notes (submission_id) where submission_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index booking_notes_submission_once`.execute(db);
  await db.schema.alterTable("booking_notes").dropColumn("submission_id").execute();
}
