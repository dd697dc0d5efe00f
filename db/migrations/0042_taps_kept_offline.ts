import { type Kysely, sql } from "kysely";

// What a technician taps with no signal is sent when the signal returns, maybe twice (an answer
// lost on the way):
// - a bill line carries its form's submission id: the same id is the same line (as payments,
//   migration 0033, and notes, 0034). Lines from before, and the office's, have none.
// - "On my way" keeps the arrival estimate he chose (minutes; null when none was given, and on
//   steps from before), so the office's board says when he will be there.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bill_items").addColumn("submission_id", "text").execute();
  await sql`create unique index bill_items_submission_once on bill_items (submission_id) where submission_id is not null`.execute(db);
  await db.schema.alterTable("visit_progress").addColumn("arrival_minutes", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("visit_progress").dropColumn("arrival_minutes").execute();
  await sql`drop index bill_items_submission_once`.execute(db);
  await db.schema.alterTable("bill_items").dropColumn("submission_id").execute();
}
