import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, Kysely, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from "kysely";

import { env } from "~/env.server";
import type { Database } from "~db/schema";

export function databasePath(): string {
  return env().DATABASE_PATH;
}

/** The better-sqlite3 connection to the database file, set up as every connection of the app is. */
export function openSqlite(file = databasePath()): SQLite.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: each commit is fsynced before the customer is thanked, so an OS crash or a host
  // failure cannot roll back an acknowledged booking (NORMAL in WAL mode can); its cost is in
  // docs/backups.md.
  sqlite.pragma("synchronous = FULL");
  // A deleted or overwritten value is zeroed in the file, not left in its free pages: an erased
  // customer's phone number is gone from the bytes (with the WAL checkpointed: models/privacy.server.ts).
  sqlite.pragma("secure_delete = ON");
  return sqlite;
}

/**
 * Kysely's SQLite driver with every transaction begun IMMEDIATE, i.e. holding the write lock from
 * its first statement. Kysely begins DEFERRED: a transaction that reads, then writes (a booking
 * checks the slot, then inserts) upgrades its read snapshot to a write when it writes, and if
 * another process committed in between (Litestream, which writes to the database it replicates)
 * SQLite refuses at once with SQLITE_BUSY_SNAPSHOT, without waiting: a customer got "could not
 * book" under load (tests/e2e/backup.spec.ts). IMMEDIATE waits for the lock (busy_timeout) up
 * front instead, with a snapshot that cannot go stale. The app has one connection, whose queries
 * Kysely already runs one transaction at a time, so nothing of ours waits longer.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateTransactionsDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}

/** Kysely over a connection; destroying it closes the connection. */
export function kyselyOver(sqlite: SQLite.Database): Kysely<Database> {
  return new Kysely<Database>({ dialect: new ImmediateTransactionsDialect({ database: sqlite }) });
}

export function openDatabase(file = databasePath()): Kysely<Database> {
  return kyselyOver(openSqlite(file));
}
