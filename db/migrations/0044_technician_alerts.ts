import { type Kysely, sql } from "kysely";

// A technician hears when a visit is given to him or taken from him (the board's assign): the
// alerts gain the kinds "assigned" and "unassigned", each for one technician (technician_id; null
// for the shop's alerts), sent to his own devices only. SQLite cannot change a column's check: the
// table is made anew and its rows copied, foreign keys off meanwhile (as migration 0010 did), so
// the deliveries that name an alert keep it.
const KINDS_BEFORE = sql`kind in ('booking', 'test', 'cancelled', 'rescheduled')`;
const KINDS = sql`kind in ('booking', 'test', 'cancelled', 'rescheduled', 'assigned', 'unassigned')`;

async function rebuild(db: Kysely<any>, kinds: typeof KINDS, withTechnician: boolean) {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    await sql`create table alerts_rebuilt (
      id integer primary key autoincrement,
      booking_id integer references bookings (id) on delete cascade,
      kind text not null check (${kinds}),
      created_at text not null
      ${withTechnician ? sql`, technician_id integer references technicians (id) on delete cascade` : sql``}
    )`.execute(db);
    await sql`insert into alerts_rebuilt (id, booking_id, kind, created_at)
      select id, booking_id, kind, created_at from alerts where ${kinds}`.execute(db);
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
  await rebuild(db, KINDS, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, KINDS_BEFORE, false);
}
