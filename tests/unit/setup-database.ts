// Each test file gets its own temporary SQLite file, migrated, before app modules are imported.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "washfix-unit-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
// The spam limits are off (very high) unless a test sets them: tests/unit/spam-defence.test.ts does.
process.env.BOOKING_LIMIT_PER_10_MINUTES = "100000";
process.env.BOOKING_LIMIT_PER_DAY = "100000";
process.env.OPEN_BOOKINGS_PER_PHONE = "100000";

const { db } = await import("~db/db.server");
const { migrateToLatest } = await import("~db/migrator.server");
await migrateToLatest(db);

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});
