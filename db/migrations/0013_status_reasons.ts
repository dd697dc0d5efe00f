import { type Kysely, sql } from "kysely";

// Why a booking's status changed, in its history: staff must give a reason to cancel one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("booking_status_changes")
    .addColumn("reason", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(reason) <= 500`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("booking_status_changes").dropColumn("reason").execute();
}
