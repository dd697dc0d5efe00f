import { type Kysely, sql } from "kysely";

// A payment recorded by mistake (a wrong amount, the wrong booking) is voided, with a reason, never
// deleted: it stays in the booking's payments, struck out, and in the audit trail.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").addColumn("voided_at", "text").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("void_reason", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(void_reason) <= 200`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("payments").dropColumn("void_reason").execute();
  await db.schema.alterTable("payments").dropColumn("voided_at").execute();
}
