import type { Kysely } from "kysely";

// A cash handover recorded by mistake can be undone by the office within its day: the row stays (who
// received what, when), marked undone with when and by whom, and counts for nothing after.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cash_handovers").addColumn("undone_at", "text").execute();
  await db.schema.alterTable("cash_handovers").addColumn("undone_by", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cash_handovers").dropColumn("undone_by").execute();
  await db.schema.alterTable("cash_handovers").dropColumn("undone_at").execute();
}
