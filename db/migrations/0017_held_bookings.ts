import { type Kysely, sql } from "kysely";

// A booking from a phone that already has as many open bookings as one phone may (someone else may
// have typed that number) is stored held for staff to check, not refused: the real owner of the
// number is never turned away by a stranger's bookings.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("held", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`held in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("held").execute();
}
