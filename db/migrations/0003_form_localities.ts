import type { Kysely } from "kysely";

// The booking form's localities that staff manage under Form Settings (the picker's popular
// chips among them) were the "locations" table, a name shared with the sixteen area pages.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("locations").renameTo("form_localities").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("form_localities").renameTo("locations").execute();
}
