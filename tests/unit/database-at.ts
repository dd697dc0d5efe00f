// A database of a test's own, migrated up to a given migration: a migration's test starts from the
// one before it, writes rows as they were then, and migrates on (db/migrator.server.ts's migrateTo).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Kysely } from "kysely";
import { onTestFinished } from "vitest";

import { openDatabase } from "~db/connection.server";
import { migrateTo } from "~db/migrator.server";
import type { Database } from "~db/schema";

/**
 * A fresh SQLite file in a temporary folder, set up as every connection of the app is, migrated up
 * to `migration` (a name in db/migrator.server.ts); closed and removed when the test finishes.
 */
export async function databaseAt(migration: string): Promise<Kysely<Database>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `washfix-${migration.slice(0, 4)}-`));
  const database = openDatabase(path.join(dir, "app.db"));
  onTestFinished(async () => {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await migrateTo(database, migration);
  return database;
}
