import { type Kysely, sql } from "kysely";

// Every length limit the schemas apply is in the database too, as CHECK constraints, so
// no path (a bug, a script, a future form) can store an oversized value. The bookings table got
// its checks in migration 0010's rebuild, and blocked_phones with it; technicians and
// booking_notes had theirs from the start (0008); the tables of 0011 were made with theirs.
//
// SQLite adds a CHECK only by rebuilding the table: its documented 12-step procedure
// (https://www.sqlite.org/lang_altertable.html#otheralter). Foreign keys are off around it (else
// dropping the old table would cascade into admin_sessions, push devices and deliveries), the
// rows keep their ids, the indexes and triggers are made again from their own SQL, the
// AUTOINCREMENT counter is carried over, and foreign_key_check must find nothing before commit.

const utcNow = "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))";

/** The tables as they were, each with its new CHECKs. */
const TABLES: Record<string, string> = {
  admins: `(
    id integer primary key autoincrement,
    email text not null unique check (length(email) between 3 and 254),
    password_hash text not null check (length(password_hash) between 20 and 255),
    created_at text not null default ${utcNow}
  )`,
  form_localities: `(
    id integer primary key autoincrement,
    name text not null unique collate nocase check (length(name) between 1 and 80),
    popular integer not null default 0 check (popular in (0, 1))
  )`,
  time_slots: `(
    id integer primary key autoincrement,
    label text not null check (length(label) between 1 and 80),
    value text not null unique check (length(value) between 1 and 40),
    position integer not null,
    starts_at text check (starts_at is null or starts_at glob '[0-2][0-9]:[0-5][0-9]'),
    capacity integer check (capacity is null or capacity between 1 and 999)
  )`,
  services: `(
    id integer primary key autoincrement,
    name text not null unique collate nocase check (length(name) between 1 and 80),
    description text not null check (length(description) between 1 and 300)
  )`,
  push_subscriptions: `(
    id integer primary key autoincrement,
    endpoint text not null unique check (length(endpoint) between 1 and 2000),
    p256dh text not null check (length(p256dh) between 1 and 100),
    auth text not null check (length(auth) between 1 and 100),
    admin_id integer references admins (id) on delete cascade,
    label text not null check (length(label) between 1 and 300),
    created_at text not null
  )`,
  alert_deliveries: `(
    id integer primary key autoincrement,
    alert_id integer not null references alerts (id) on delete cascade,
    channel text not null check (channel in ('email', 'webhook', 'push')),
    push_subscription_id integer references push_subscriptions (id) on delete set null,
    target text not null check (length(target) between 1 and 500),
    state text not null default 'pending' check (state in ('pending', 'sent', 'failed')),
    attempts integer not null default 0,
    next_attempt_at text not null,
    lease_token text check (length(lease_token) <= 64),
    last_error text check (length(last_error) <= 500),
    sent_at text,
    created_at text not null
  )`,
};

/** The 12-step rebuild of `table` with the definition `columns`, keeping every row, index and trigger. */
export async function rebuild(db: Kysely<any>, table: string, columns: string): Promise<void> {
  const related = await sql<{
    sql: string;
  }>`select sql from sqlite_schema where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null`.execute(db);
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  const names = (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows.map((row) => `"${row.name}"`).join(", ");
  await sql.raw(`create table "${table}_new" ${columns}`).execute(db);
  await sql.raw(`insert into "${table}_new" (${names}) select ${names} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_new" rename to "${table}"`).execute(db);
  for (const { sql: statement } of related.rows) await sql.raw(statement).execute(db);
  if (sequence.rows[0]) await sql`update sqlite_sequence set seq = ${sequence.rows[0].seq} where name = ${table}`.execute(db);
}

/** Runs `rebuilds` with foreign keys off, in one transaction that commits only if every reference still holds. */
export async function withForeignKeysOff(db: Kysely<any>, rebuilds: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction, so this pragma takes effect here.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await rebuilds(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Foreign keys broken by the rebuild: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await withForeignKeysOff(db, async (trx) => {
    for (const [table, columns] of Object.entries(TABLES)) await rebuild(trx, table, columns);
  });
}

/** The same tables without the new CHECKs. */
export async function down(db: Kysely<any>): Promise<void> {
  const withoutLengthChecks = (columns: string) => columns.replace(/ check \(length\([^)]*\)[^)]*\)/g, "");
  await withForeignKeysOff(db, async (trx) => {
    for (const [table, columns] of Object.entries(TABLES)) await rebuild(trx, table, withoutLengthChecks(columns));
  });
}
