import { type Kysely, sql } from "kysely";

// The owner's rule for a job left unpaid: whether a technician may mark the work done,
// completing the visit, while money is still due (a customer who pays the office later, a
// trusted regular). Off by default: the job screen then refuses Work done until it is paid.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("technicians")
    .addColumn("may_complete_unpaid", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`may_complete_unpaid in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("technicians").dropColumn("may_complete_unpaid").execute();
}
