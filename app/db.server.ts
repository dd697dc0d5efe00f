import { kyselyOver, openConnection } from "~/db/connection.server";

/**
 * The server process's one SQLite connection: `db` (Kysely) for the app's queries, `sqlite` for
 * the libraries that take a better-sqlite3 handle (rate-limiter-flexible's SQLite store). One
 * connection, not two: better-sqlite3 is synchronous, and a second connection waiting for the
 * first's write lock would block the event loop that the first needs to finish.
 * Migrations run before the server starts (db/migrate.ts).
 */
export const sqlite = openConnection();
export const db = kyselyOver(sqlite);
