import { type Kysely, sql } from "kysely";

import { rebuild, withForeignKeysOff } from "./0012_length_checks";

// The staff roles live in code (app/lib/auth/capabilities.ts), not in a CHECK: a fourth role is an
// entry there and its rows in the permission matrix, with no table rebuild. admins is rebuilt once
// more, keeping every other column, constraint, index, trigger and row; the app refuses a role it
// does not know at its boundary (the accounts form's schema) and grants such a role nothing.
const ROLE_CHECK = / check \(role in \([^)]*\)\)/i;

async function columnsOfAdmins(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_schema where type = 'table' and name = 'admins'`.execute(db);
  const statement = rows[0]?.sql ?? "";
  // `CREATE TABLE "admins" (...)`: what follows the name is the columns' definition.
  return statement.slice(statement.indexOf("("));
}

export async function up(db: Kysely<any>): Promise<void> {
  const columns = await columnsOfAdmins(db);
  if (!ROLE_CHECK.test(columns)) return;
  await withForeignKeysOff(db, (trx) => rebuild(trx, "admins", columns.replace(ROLE_CHECK, "")));
}

export async function down(db: Kysely<any>): Promise<void> {
  const columns = await columnsOfAdmins(db);
  if (ROLE_CHECK.test(columns)) return;
  const withCheck = columns.replace(
    `"role" text default 'owner' not null`,
    `"role" text default 'owner' not null check (role in ('owner', 'office', 'technician'))`,
  );
  await withForeignKeysOff(db, (trx) => rebuild(trx, "admins", withCheck));
}
