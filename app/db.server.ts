import { openDatabase } from "~/db/connection.server";

/** The one Kysely instance of the server process. Migrations run before the server starts (db/migrate.ts). */
export const db = openDatabase();
