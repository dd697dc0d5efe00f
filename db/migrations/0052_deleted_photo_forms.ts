import type { Kysely } from "kysely";

// The forms of photos the owner deleted (one that showed a person, at the customer's asking): a
// phone that sends the same form again (its answer lost on the way) does not bring the photo back.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("deleted_photo_forms")
    .addColumn("submission_id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("deleted_photo_forms").execute();
}
