import { type Kysely, sql } from "kysely";

// Where the technician rides to: the house or flat and street, a landmark and the PIN code, each
// optional (the locality stays the one required place).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bookings")
    .addColumn("address", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(address) <= 200`),
    )
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("landmark", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(landmark) <= 100`),
    )
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("pin", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`pin = '' or (length(pin) = 6 and pin not glob '*[^0-9]*')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["pin", "landmark", "address"]) await db.schema.alterTable("bookings").dropColumn(column).execute();
}
