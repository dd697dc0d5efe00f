import { type Kysely, sql } from "kysely";

// A payment recorded once however often its form is sent: a technician's payment kept
// on his phone with no signal is sent again when the signal returns, maybe twice (an answer lost
// on the way). The form's submission id travels with it; the same id is the same payment.
// Payments from before (and any form without one) have none.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").addColumn("submission_id", "text").execute();
  await sql`create unique index payments_submission_once on payments (submission_id) where submission_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index payments_submission_once`.execute(db);
  await db.schema.alterTable("payments").dropColumn("submission_id").execute();
}
