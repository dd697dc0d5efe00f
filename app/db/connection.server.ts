import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "~/db/schema";

export const DEFAULT_DATABASE_PATH = "./data/app.db";

export function databasePath(): string {
  return process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;
}

export function openDatabase(file = databasePath()): Kysely<Database> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
