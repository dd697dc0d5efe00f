import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as m0001 from "./migrations/0001_bookings_and_admins";

// Listed explicitly (not read from the folder) so the migrations are bundled into the
// build and run the same way from the CLI, the server start and the tests.
const migrations: Record<string, Migration> = {
  "0001_bookings_and_admins": m0001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
