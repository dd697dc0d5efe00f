import { type Kysely, sql } from "kysely";

// Staff accounts get a role: owner (everything), office (bookings, bills, analytics) or technician
// (only the bookings assigned to him), and a technician account is tied to its technician entry,
// which gains a phone number. Every account there was is an owner, as it could do everything.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("admins")
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("owner")
        .check(sql`role in ('owner', 'office', 'technician')`),
    )
    .execute();
  await db.schema
    .alterTable("admins")
    .addColumn("technician_id", "integer", (c) => c.references("technicians.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("admins_technician").unique().on("admins").column("technician_id").execute();
  await db.schema
    .alterTable("technicians")
    .addColumn("phone", "text", (c) => c.check(sql`length(phone) <= 20`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("technicians").dropColumn("phone").execute();
  await db.schema.dropIndex("admins_technician").execute();
  await db.schema.alterTable("admins").dropColumn("technician_id").execute();
  await db.schema.alterTable("admins").dropColumn("role").execute();
}
