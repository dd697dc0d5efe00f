import { type Kysely, sql } from "kysely";

// The photo store's images still to delete, so that none outlives its row and none is left by a
// crash: an upload's image until its row is written ("upload": deleted only if still here an hour
// on, the upload having died), and the image of a photo whose row went, erased or deleted ("gone":
// deleted at once, and here until it is). The retention job deletes what is left.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("photo_cleanup")
    .addColumn("storage_key", "text", (c) => c.primaryKey())
    .addColumn("reason", "text", (c) => c.notNull().check(sql`reason in ('upload', 'gone')`))
    .addColumn("since", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("photo_cleanup").execute();
}
