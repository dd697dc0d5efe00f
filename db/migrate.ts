// Runs before the server starts (npm start, the Docker image) and as `npm run db:migrate`:
// migrates the database to the latest schema and creates the first admin from
// ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet.
import { db } from "~/db.server";
import { countAdmins, upsertAdmin } from "~/models/admins.server";
import { databasePath } from "./connection";
import { migrateToLatest } from "./migrator";

const applied = await migrateToLatest(db);
console.log(`Database ${databasePath()}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);

const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
if ((await countAdmins()) === 0) {
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await upsertAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
    console.log(`Created the first admin, ${ADMIN_EMAIL}.`);
  } else {
    console.warn("No admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create`.");
  }
}
await db.destroy();
