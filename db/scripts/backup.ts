// Copies the database to a new file while the app keeps running, with SQLite's online backup API:
//   npm run db:backup -- backups/app-2026-11-23.db
// (in the Docker image: node build/scripts/backup.js /data/app-2026-11-23.db). The copy is the
// database as it was at one moment, in one self-contained file (no -wal to go with it), checked
// with PRAGMA integrity_check before it gets its name. docs/backups.md says how to restore it.
import fs from "node:fs";

import SQLite from "better-sqlite3";

import { databasePath } from "~db/connection.server";

const [target, ...extra] = process.argv.slice(2);
if (!target || extra.length) {
  console.error("Usage: npm run db:backup -- <new file>");
  process.exit(1);
}
if (fs.existsSync(target)) {
  console.error(`${target} exists already: name a new file (a backup never overwrites anything).`);
  process.exit(1);
}

const source = new SQLite(databasePath(), { readonly: true, fileMustExist: true });
const partial = `${target}.partial`;
fs.rmSync(partial, { force: true });
// The first step only sizes the copy; the second copies every page at once, inside one read
// transaction, so the copy is one moment of the database (copied in small steps, SQLite would
// start over after each write the app makes, and a busy app could keep it from ever finishing).
await source.backup(partial, { progress: () => 0x7fffffff });
source.close();

const copy = new SQLite(partial);
copy.pragma("journal_mode = DELETE");
const integrity = copy.pragma("integrity_check", { simple: true });
const bookings = copy.prepare("select count(*) from bookings").pluck().get() as number;
copy.close();
if (integrity !== "ok") {
  fs.rmSync(partial);
  console.error(`The copy failed PRAGMA integrity_check (${String(integrity)}); nothing was written.`);
  process.exit(1);
}
fs.renameSync(partial, target);
const kib = Math.ceil(fs.statSync(target).size / 1024);
console.log(`Copied ${databasePath()} to ${target}: ${bookings} bookings, ${kib} KiB, integrity_check ok.`);
