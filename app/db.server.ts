import { kyselyOver, openSqlite } from "~/db/connection.server";

/**
 * The server process's one SQLite connection, as better-sqlite3 gives it: for the libraries that
 * take one (rate-limiter-flexible, app/security/rate-limit.server.ts). Everything else goes
 * through `db`, over this same connection. One connection, not two: better-sqlite3 is synchronous,
 * and a second connection waiting for the first's write lock would block the event loop that the
 * first needs to finish.
 */
export const sqlite = openSqlite();

/** The one Kysely instance of the server process. Migrations run before the server starts (db/migrate.ts). */
export const db = kyselyOver(sqlite);
