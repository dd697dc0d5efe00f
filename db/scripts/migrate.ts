// Runs before the server starts (npm start, the Docker image) and as `npm run db:migrate`:
// migrates the database to the latest schema and creates the first admin from
// ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet.
import { env } from "~/env.server";
import { adminCredentialsSchema } from "~/lib/schemas/admin-account";
import { countAdmins, upsertAdmin } from "~/models/admins.server";
import { databasePath } from "~db/connection.server";
import { db } from "~db/db.server";
import { migrateToLatest } from "~db/migrator.server";

const applied = await migrateToLatest(db);
console.log(`Database ${databasePath()}: ${applied.length ? `applied ${applied.join(", ")}` : "up to date"}`);

const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
if ((await countAdmins()) === 0) {
  const first = adminCredentialsSchema.safeParse({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  if (first.success) {
    await upsertAdmin(first.data.email, first.data.password);
    console.log(`Created the first admin, ${first.data.email}.`);
  } else if (ADMIN_EMAIL || ADMIN_PASSWORD) {
    console.warn(`No admin created: ${first.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  } else {
    console.warn("No admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create`.");
  }
}
await db.destroy();
