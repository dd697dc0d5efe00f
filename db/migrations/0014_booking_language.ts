import { type Kysely, sql } from "kysely";

// The language the customer booked in (en, kn, hi): staff call back in it, and the customer's
// page and messages speak it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("language", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`language in ('en', 'kn', 'hi')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("language").execute();
}
