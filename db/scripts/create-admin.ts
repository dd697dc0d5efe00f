// Adds an admin or resets an admin's password:
//   npm run admin:create -- owner@example.com 'a long password'
// (or ADMIN_EMAIL / ADMIN_PASSWORD in the environment).
import { env } from "~/env.server";
import { adminCredentialsSchema } from "~/lib/schemas/admin-account";
import { upsertAdmin } from "~/models/admins.server";
import { db } from "~db/db.server";
import { migrateToLatest } from "~db/migrator.server";

const [email = env().ADMIN_EMAIL, password = env().ADMIN_PASSWORD] = process.argv.slice(2);
const parsed = adminCredentialsSchema.safeParse({ email, password });
if (!parsed.success) {
  console.error("Usage: npm run admin:create -- <email> <password>");
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}
await migrateToLatest(db);
const admin = await upsertAdmin(parsed.data.email, parsed.data.password);
console.log(`Admin ${admin.email} is ready.`);
await db.destroy();
