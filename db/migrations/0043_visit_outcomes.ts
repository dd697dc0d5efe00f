import { type Kysely, sql } from "kysely";

// A visit that cannot finish today: "customer not at home" and "waiting for a part" are kept as
// steps of the visit's day in visit_progress (once per visit day, like the others). SQLite cannot
// change a column's check: the table is made anew with the wider one, its rows copied (with
// On my way's estimate, migration 0042).
const STEPS_BEFORE = sql`step in ('on_the_way', 'arrived', 'work_done')`;
const STEPS = sql`step in ('on_the_way', 'arrived', 'work_done', 'not_home', 'waiting_part')`;

async function rebuild(db: Kysely<any>, check: typeof STEPS) {
  await db.schema
    .createTable("visit_progress_new")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("booking_id", "integer", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("visit_date", "text", (c) => c.notNull())
    .addColumn("step", "text", (c) => c.notNull().check(check))
    .addColumn("admin_id", "integer")
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .addColumn("arrival_minutes", "integer")
    .addUniqueConstraint("visit_progress_once", ["booking_id", "visit_date", "step"])
    .execute();
  await sql`insert into visit_progress_new (id, booking_id, visit_date, step, admin_id, admin_email, recorded_at, arrival_minutes)
    select id, booking_id, visit_date, step, admin_id, admin_email, recorded_at, arrival_minutes from visit_progress where ${check}`.execute(db);
  await db.schema.dropTable("visit_progress").execute();
  await db.schema.alterTable("visit_progress_new").renameTo("visit_progress").execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, STEPS);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, STEPS_BEFORE);
}
