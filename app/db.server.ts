import { openDatabase } from "../db/connection";

/** The one Kysely instance of the server process. Migrations run before the server starts (db/migrate.ts). */
export const db = openDatabase();
