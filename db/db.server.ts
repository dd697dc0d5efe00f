import { AsyncLocalStorage } from "node:async_hooks";

import type SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";

import { kyselyOver, openSqlite } from "~db/connection.server";
import type { Database } from "~db/schema";

// The server process's one SQLite connection. One, not two: better-sqlite3 is synchronous, and a
// second connection waiting for the first's write lock would block the event loop that the first
// needs to finish. Everything goes through `db` over it; the raw handle is not exported.
const sqlite = openSqlite();

/** The one Kysely instance of the server process. Migrations run before the server starts (db/scripts/migrate.ts). */
export const db = kyselyOver(sqlite);

const inTransaction = new AsyncLocalStorage<true>();

/** The one way to change several rows together: `run` gets the transaction, and all of it commits or none. */
export function transaction<T>(run: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return inTransaction.run(true, () => db.transaction().execute(run));
}

/**
 * Lends the raw better-sqlite3 connection to a library that takes one (rate-limiter-flexible):
 * `use` runs while holding Kysely's hold on the connection, so it never writes into the middle of
 * a transaction another request has open. Inside a transaction it would wait for that
 * transaction's own hold, for ever: it throws instead.
 */
export function withRawConnection<T>(use: (connection: SQLite.Database) => Promise<T>): Promise<T> {
  if (inTransaction.getStore()) throw new Error("The raw connection cannot be used inside a transaction (it would wait for the transaction itself)");
  return db.connection().execute(() => use(sqlite));
}

/** Whether the database answers a query: Fly's health check (entry.server's healthCheck). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch (error) {
    console.error("Health check failed", error);
    return false;
  }
}
