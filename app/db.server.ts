import { kyselyOver, openSqlite } from "~/db/connection.server";

/**
 * The one connection of the server process, as better-sqlite3 gives it: for a library that takes
 * one (rate-limiter-flexible, app/lib/security/rate-limit.server.ts). Everything else goes through
 * `db`, which runs over this same connection.
 */
export const sqlite = openSqlite();

/** The one Kysely instance of the server process. Migrations run before the server starts (db/migrate.ts). */
export const db = kyselyOver(sqlite);
