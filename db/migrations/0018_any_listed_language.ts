import { type Kysely, sql } from "kysely";

// A booking's language is any language the app lists (app/lib/i18n/locales.ts): the app checks it,
// so a new language is a list entry and a catalog, not a migration. Migration 0014 wrote the
// three of the day into a CHECK, which SQLite cannot drop: the table is rebuilt from its own
// definition without it (SQLite's twelve-step procedure, foreign keys off around it and checked
// after), its rows, indexes and triggers as they were.
const LANGUAGE_CHECK = " check (language in ('en', 'kn', 'hi'))";
const LANGUAGE_COLUMN = `"language" text default 'en' not null`;

export async function up(db: Kysely<any>): Promise<void> {
  await rebuildBookings(db, (definition) => definition.replace(LANGUAGE_CHECK, ""));
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuildBookings(db, (definition) => definition.replace(LANGUAGE_COLUMN, `${LANGUAGE_COLUMN}${LANGUAGE_CHECK}`));
}

async function rebuildBookings(db: Kysely<any>, change: (definition: string) => string): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'bookings'`.execute(db);
    const definition = table.rows[0]!.sql;
    const changed = change(definition);
    if (changed === definition) throw new Error("The bookings table is not as this migration expects: its language column has changed.");
    const dependents = await sql<{
      sql: string;
    }>`select sql from sqlite_master where tbl_name = 'bookings' and type in ('index', 'trigger') and sql is not null`.execute(db);
    await sql.raw(changed.replace(/^CREATE TABLE "?bookings"?/i, "CREATE TABLE bookings_rebuilt")).execute(db);
    await sql`insert into bookings_rebuilt select * from bookings`.execute(db);
    await sql`drop table bookings`.execute(db);
    await sql`alter table bookings_rebuilt rename to bookings`.execute(db);
    for (const { sql: statement } of dependents.rows) await sql.raw(statement).execute(db);
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
