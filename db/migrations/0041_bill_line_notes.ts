import type { Kysely } from "kysely";

// A bill line's note ("labour covered by plan Care 12", a plan's own line) is kept as a code of the
// outcome catalog (app/content/messages/staff/outcome.ts, namespace line.) with its values as JSON,
// and said in the reader's language where the line is shown; the line's description stays the
// item's own name. Lines added before keep their description as it is, note and all, with no code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bill_items").addColumn("note_code", "text").execute();
  await db.schema.alterTable("bill_items").addColumn("note_values", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bill_items").dropColumn("note_values").execute();
  await db.schema.alterTable("bill_items").dropColumn("note_code").execute();
}
