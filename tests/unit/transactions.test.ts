// Every transaction holds SQLite's write lock from its first statement (BEGIN IMMEDIATE,
// db/connection.server.ts). With Kysely's default (DEFERRED) a write by another process (in
// production, Litestream) between a transaction's read and its write made the write fail at once
// with SQLITE_BUSY_SNAPSHOT: a customer's booking refused under load.
import Database from "better-sqlite3";
import { expect, it } from "vitest";

import { databasePath } from "~db/connection.server";
import { db } from "~db/db.server";

it("another process cannot write between a transaction's read and its write", async () => {
  const otherProcess = new Database(databasePath());
  otherProcess.pragma("busy_timeout = 0");
  const name = `Transaction ${crypto.randomUUID().slice(0, 8)}`;
  try {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("form_localities").select("id").where("name", "=", name).execute();
      expect(() => otherProcess.prepare("insert into form_localities (name) values (?)").run(`${name} elsewhere`)).toThrow(/locked/);
      await trx.insertInto("form_localities").values({ name }).execute();
    });
    // Once it has committed, the other connection writes as usual.
    otherProcess.prepare("insert into form_localities (name) values (?)").run(`${name} elsewhere`);
    const stored = await db.selectFrom("form_localities").select("name").where("name", "like", `${name}%`).orderBy("id").execute();
    expect(stored.map((row) => row.name)).toEqual([name, `${name} elsewhere`]);
  } finally {
    otherProcess.close();
  }
});
