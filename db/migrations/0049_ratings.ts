import { type Kysely, sql } from "kysely";

// The customer's rating of a completed visit: one per booking (changed in place for its first 7
// days, then kept), the technician it rates as he was then, the stars and an optional comment. A
// low rating (1 or 2 stars) or any comment is for the office to call back: what it did (called,
// return visit booked, refunded), when and by whom, is kept beside it. Erasing the booking blanks
// the comment and keeps the stars (the technician's averages). The follow-up's kinds are the app's
// list (app/lib/ratings/rating.ts), not a CHECK. The alerts gain the kind "rating" (the office is
// told of a rating to call back about): SQLite cannot change a column's check, so the table is made
// anew and its rows copied, foreign keys off meanwhile, as migration 0044 did.
const KINDS_BEFORE = sql`kind in ('booking', 'test', 'cancelled', 'rescheduled', 'assigned', 'unassigned')`;
const KINDS = sql`kind in ('booking', 'test', 'cancelled', 'rescheduled', 'assigned', 'unassigned', 'rating')`;

async function rebuildAlerts(db: Kysely<any>, kinds: typeof KINDS) {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    await sql`create table alerts_rebuilt (
      id integer primary key autoincrement,
      booking_id integer references bookings (id) on delete cascade,
      kind text not null check (${kinds}),
      created_at text not null,
      technician_id integer references technicians (id) on delete cascade
    )`.execute(db);
    await sql`insert into alerts_rebuilt (id, booking_id, kind, created_at, technician_id)
      select id, booking_id, kind, created_at, technician_id from alerts where ${kinds}`.execute(db);
    await sql`delete from alert_deliveries where alert_id not in (select id from alerts_rebuilt)`.execute(db);
    await sql`drop table alerts`.execute(db);
    await sql`alter table alerts_rebuilt rename to alerts`.execute(db);
    await sql`create index alerts_booking on alerts (booking_id)`.execute(db);
    await sql`create index alerts_kind_created_at on alerts (kind, created_at)`.execute(db);
    const problems = await sql`pragma foreign_key_check`.execute(db);
    if (problems.rows.length > 0) throw new Error(`Foreign keys broken by the rebuild: ${JSON.stringify(problems.rows)}`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuildAlerts(db, KINDS);
  await db.schema
    .createTable("ratings")
    .addColumn("booking_id", "integer", (c) => c.primaryKey().references("bookings.id").onDelete("cascade"))
    .addColumn("technician_id", "integer")
    .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn("comment", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(comment) <= 1000`),
    )
    .addColumn("rated_at", "text", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .addColumn("callback", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`callback in (0, 1)`),
    )
    .addColumn("followup", "text")
    .addColumn("followup_at", "text")
    .addColumn("followup_by", "text")
    .execute();
  await db.schema.createIndex("ratings_technician").on("ratings").columns(["technician_id", "rated_at"]).execute();
  await db.schema.createIndex("ratings_to_call_back").on("ratings").column("callback").where(sql.ref("followup"), "is", null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("ratings").execute();
  await rebuildAlerts(db, KINDS_BEFORE);
}
