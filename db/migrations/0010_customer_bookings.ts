import { randomBytes, randomInt } from "node:crypto";

import { type Kysely, sql } from "kysely";

// The customer's side of a booking: a reference to read aloud, a private token for the
// booking's own page, a visit date, a 'cancelled' status, and bookings from a blocked number
// kept apart. SQLite cannot alter a column's CHECK, so the bookings table is rebuilt (SQLite's
// twelve-step procedure, with foreign keys off around it and checked after), and every length the
// booking schemas allow becomes a CHECK too, so no path can store an oversized value.
//
// Copied here (not imported) so that this migration stays what it was when it ran.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const reference = () => `WF-${Array.from({ length: 5 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join("")}`;
const token = () => randomBytes(24).toString("base64url");

export async function up(db: Kysely<any>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    await sql`create table bookings_rebuilt (
      id integer primary key autoincrement,
      submission_id text not null unique check (length(submission_id) <= 64),
      reference text not null unique check (length(reference) = 8),
      token text not null unique check (length(token) between 32 and 64),
      name text not null check (length(name) between 1 and 100),
      phone text not null check (length(phone) between 1 and 16),
      locality text not null check (length(locality) between 1 and 100),
      service text not null default 'General Repair' check (length(service) between 1 and 100),
      brand text not null default 'Not specified' check (length(brand) between 1 and 100),
      issue text not null default '' check (length(issue) <= 2300),
      visit_date text check (visit_date is null or visit_date glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      time_slot text not null default '' check (length(time_slot) <= 40),
      status text not null default 'pending' check (status in ('pending', 'confirmed', 'completed', 'cancelled')),
      urgent integer not null default 0 check (urgent in (0, 1)),
      blocked integer not null default 0 check (blocked in (0, 1)),
      technician_id integer references technicians (id) on delete set null,
      created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);
    await sql`insert into bookings_rebuilt (id, submission_id, reference, token, name, phone, locality, service, brand, issue, time_slot, status, urgent, technician_id, created_at)
      select id, submission_id, 'WF-' || substr('00000' || id, -5), 'pending-token-' || substr('0000000000000000000000' || id, -22), name, phone, locality, service, brand, issue, time_slot, status, urgent, technician_id, created_at from bookings`.execute(
      db,
    );
    // Every booking made before this migration gets a reference and a token of its own.
    const ids = await sql<{ id: number }>`select id from bookings_rebuilt`.execute(db);
    const taken = new Set<string>();
    for (const { id } of ids.rows) {
      let next = reference();
      while (taken.has(next)) next = reference();
      taken.add(next);
      await sql`update bookings_rebuilt set reference = ${next}, token = ${token()} where id = ${id}`.execute(db);
    }
    await sql`drop table bookings`.execute(db);
    await sql`alter table bookings_rebuilt rename to bookings`.execute(db);

    // The indexes and triggers of migrations 0002 and 0008, which went with the old table.
    await sql`create index bookings_created_at on bookings (created_at)`.execute(db);
    await sql`create index bookings_status_created_at on bookings (status, created_at)`.execute(db);
    await sql`create index bookings_service on bookings (service)`.execute(db);
    await sql`create index bookings_locality on bookings (locality)`.execute(db);
    await sql`create index bookings_triage on bookings((status = 'pending' and urgent = 1) desc, created_at desc, id desc)`.execute(db);
    await sql`create index bookings_status_triage on bookings (status, urgent desc, created_at desc, id desc)`.execute(db);
    await sql`create index bookings_technician on bookings (technician_id, created_at)`.execute(db);
    // New: a day's bookings per slot (capacity, the date filter) and a phone's open bookings.
    await sql`create index bookings_visit on bookings (visit_date, time_slot)`.execute(db);
    await sql`create index bookings_phone on bookings (phone, status)`.execute(db);
    // The few blocked bookings, so that the dashboard's counts can leave them out without
    // reading every row: a count is the whole index range less its blocked part.
    await sql`create index bookings_blocked on bookings (status, visit_date) where blocked = 1`.execute(db);
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

    // A slot's start (HH:MM in Bengaluru; none for 'Flexible'): a slot that has started cannot be
    // booked for today, and a booking can be cancelled up to 2 hours before it. And its capacity
    // per day (none: unlimited).
    await sql`alter table time_slots add column starts_at text check (starts_at is null or starts_at glob '[0-2][0-9]:[0-5][0-9]')`.execute(db);
    await sql`alter table time_slots add column capacity integer check (capacity is null or capacity between 1 and 999)`.execute(db);
    for (const [value, startsAt] of [
      ["morning", "09:00"],
      ["afternoon", "12:00"],
      ["evening", "16:00"],
    ]) {
      await sql`update time_slots set starts_at = ${startsAt} where value = ${value}`.execute(db);
    }

    // Phone numbers staff block (Form Settings): their bookings are stored apart, unseen.
    await sql`create table blocked_phones (
      id integer primary key autoincrement,
      phone text not null unique check (length(phone) between 1 and 16),
      created_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    )`.execute(db);

    // Staff are alerted when a customer cancels or moves a visit too (the alerts of 0009 knew
    // only new bookings and test alerts).
    await sql`create table alerts_rebuilt (
      id integer primary key autoincrement,
      booking_id integer references bookings (id) on delete cascade,
      kind text not null check (kind in ('booking', 'test', 'cancelled', 'rescheduled')),
      created_at text not null
    )`.execute(db);
    await sql`insert into alerts_rebuilt (id, booking_id, kind, created_at) select id, booking_id, kind, created_at from alerts`.execute(db);
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

export async function down(): Promise<void> {
  throw new Error("0010_customer_bookings cannot be undone: restore a backup taken before it instead.");
}
