import type { Kysely } from "kysely";

// The kind of machine on a booking: front load, top load, semi-automatic... as the
// customer chose it on the booking form, or as the page that opened the form preset it. Empty when
// the customer did not say. The kinds live in code (app/content/machines.ts), like the brands, so a
// new kind needs no table rebuild; the booking schema accepts only those.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("machine_type", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("machine_type").execute();
}
