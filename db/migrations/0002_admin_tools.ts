import { type Kysely, sql } from "kysely";

const utcNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// The business's seed values, copied here (not imported) so this migration
// stays what it was when it ran, whatever the content files become. Section 3 marks four
// locations popular, but the picker shows six popular chips (sections 2 and 9: Indiranagar,
// Koramangala, Whitefield, HSR Layout, JP Nagar, Electronic City); the chips are the popular
// locations, so JP Nagar and Electronic City start popular too.
const SEED_LOCATIONS: [name: string, popular: 0 | 1][] = [
  ["Indiranagar", 1],
  ["Koramangala", 1],
  ["Whitefield", 1],
  ["HSR Layout", 1],
  ["JP Nagar", 1],
  ["Electronic City", 1],
  ["BTM Layout", 0],
  ["Banashankari", 0],
  ["Jayanagar", 0],
  ["Marathahalli", 0],
];
const SEED_TIME_SLOTS: [label: string, value: string][] = [
  ["Morning (9 AM - 12 PM)", "morning"],
  ["Afternoon (12 PM - 4 PM)", "afternoon"],
  ["Evening (4 PM - 8 PM)", "evening"],
  ["Flexible", "flexible"],
];
const SEED_SERVICES: [name: string, description: string][] = [
  ["General Repair", "Diagnosis and repair of any washing machine fault"],
  ["Installation", "Unboxing, connections and a test run of a new machine"],
  ["Maintenance", "Drum cleaning, descaling and a full check-up"],
  ["Door Lock Repair", "Stuck doors, broken handles and faulty lock assemblies"],
  ["PCB Repair", "Control board diagnosis and component-level repair"],
];

export async function up(db: Kysely<any>): Promise<void> {
  // Form settings (the old site kept them in page memory). Names compare case-insensitively,
  // so "indiranagar" is refused as a duplicate of "Indiranagar".
  await db.schema
    .createTable("locations")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) =>
      c
        .notNull()
        .unique()
        .modifyEnd(sql`collate nocase`),
    )
    .addColumn("popular", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`popular in (0, 1)`),
    )
    .execute();
  await db.schema
    .createTable("time_slots")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("services")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) =>
      c
        .notNull()
        .unique()
        .modifyEnd(sql`collate nocase`),
    )
    .addColumn("description", "text", (c) => c.notNull())
    .execute();

  await db
    .insertInto("locations")
    .values(SEED_LOCATIONS.map(([name, popular]) => ({ name, popular })))
    .execute();
  await db
    .insertInto("time_slots")
    .values(SEED_TIME_SLOTS.map(([label, value], position) => ({ label, value, position })))
    .execute();
  await db
    .insertInto("services")
    .values(SEED_SERVICES.map(([name, description]) => ({ name, description })))
    .execute();

  // Who changed a booking's status, from what, when. The e-mail is kept as written then,
  // so the history still reads right after that admin is removed.
  await db.schema
    .createTable("booking_status_changes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("old_status", "text", (c) => c.notNull())
    .addColumn("new_status", "text", (c) => c.notNull())
    .addColumn("admin_id", "integer", (c) => c.references("admins.id").onDelete("set null"))
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull().defaultTo(utcNow))
    .execute();
  await db.schema.createIndex("booking_status_changes_booking").on("booking_status_changes").columns(["booking_id", "changed_at"]).execute();

  // Server-side admin sessions: the cookie only names one, so logout and the 7-day idle
  // limit end it for real, not just in the browser that held it.
  await db.schema
    .createTable("admin_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_id", "integer", (c) => c.notNull().references("admins.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(utcNow))
    .addColumn("last_seen_at", "text", (c) => c.notNull().defaultTo(utcNow))
    .execute();
  await db.schema.createIndex("admin_sessions_admin").on("admin_sessions").column("admin_id").execute();

  // Failed logins, for the lockout (5 per e-mail or per client address in 15 minutes).
  await db.schema
    .createTable("login_failures")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("client_address", "text")
    .addColumn("failed_at", "text", (c) => c.notNull().defaultTo(utcNow))
    .execute();
  await db.schema.createIndex("login_failures_email").on("login_failures").columns(["email", "failed_at"]).execute();
  await db.schema.createIndex("login_failures_address").on("login_failures").columns(["client_address", "failed_at"]).execute();

  // The dashboard's counts and filters at 100,000 bookings: "Today" and the per-day chart
  // range over created_at (already indexed), status filters and counts use (status,
  // created_at); the by-service and by-locality charts group on their own column.
  await db.schema.createIndex("bookings_service").on("bookings").column("service").execute();
  await db.schema.createIndex("bookings_locality").on("bookings").column("locality").execute();

  // Search by any part of a name, locality or phone ("kora", "98450 12") without reading every
  // row: a trigram full-text index over those columns, kept in step by triggers. A status
  // change does not touch it.
  await sql`create virtual table bookings_search using fts5(name, locality, phone, content='bookings', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger bookings_search_insert after insert on bookings begin
    insert into bookings_search(rowid, name, locality, phone) values (new.id, new.name, new.locality, new.phone);
  end`.execute(db);
  await sql`create trigger bookings_search_delete after delete on bookings begin
    insert into bookings_search(bookings_search, rowid, name, locality, phone) values ('delete', old.id, old.name, old.locality, old.phone);
  end`.execute(db);
  await sql`create trigger bookings_search_update after update of name, locality, phone on bookings begin
    insert into bookings_search(bookings_search, rowid, name, locality, phone) values ('delete', old.id, old.name, old.locality, old.phone);
    insert into bookings_search(rowid, name, locality, phone) values (new.id, new.name, new.locality, new.phone);
  end`.execute(db);
  await sql`insert into bookings_search(bookings_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger bookings_search_update`.execute(db);
  await sql`drop trigger bookings_search_delete`.execute(db);
  await sql`drop trigger bookings_search_insert`.execute(db);
  await sql`drop table bookings_search`.execute(db);
  await db.schema.dropIndex("bookings_locality").execute();
  await db.schema.dropIndex("bookings_service").execute();
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("admin_sessions").execute();
  await db.schema.dropTable("booking_status_changes").execute();
  await db.schema.dropTable("services").execute();
  await db.schema.dropTable("time_slots").execute();
  await db.schema.dropTable("locations").execute();
}
