// Each test file gets its own temporary SQLite file, migrated, before app modules are imported.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "washfix-unit-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");

const { db } = await import("~/db.server");
const { migrateToLatest } = await import("~/db/migrator.server");
await migrateToLatest(db);

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});
