// Migration 0026: the database keeps no list of roles (the app does, app/lib/auth/capabilities.ts),
// and every other rule of the admins table still holds, for the accounts there were.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { migrateTo } from "~db/migrator.server";

import { databaseAt } from "./database-at";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";

describe("roles in code, not in a CHECK (migration 0026)", () => {
  it("drops the CHECK listing roles and keeps every account and every other rule", async () => {
    const db = await databaseAt("0025_links_and_erasure");
    await db.insertInto("admins").values({ email: "office@example.com", password_hash: HASH, role: "office" }).execute();
    const before = await sql<{ sql: string }>`select sql from sqlite_schema where name = 'admins'`.execute(db);
    expect(before.rows[0]!.sql).toMatch(/role in \(/);
    await expect(sql`insert into admins (email, password_hash, role) values ('a@example.com', ${HASH}, 'accountant')`.execute(db)).rejects.toThrow(/CHECK/);

    await migrateTo(db, "0026_roles_in_code");
    const tables = await sql<{ sql: string }>`select sql from sqlite_schema where sql is not null`.execute(db);
    expect(tables.rows.filter((row) => /role\s+in\s*\(/i.test(row.sql))).toEqual([]);
    // The account is still there, with its role; its index too.
    expect(await db.selectFrom("admins").select(["email", "role"]).where("email", "=", "office@example.com").execute()).toEqual([
      { email: "office@example.com", role: "office" },
    ]);
    const indexes = await sql<{ name: string }>`select name from sqlite_schema where type = 'index' and tbl_name = 'admins' and sql is not null`.execute(db);
    expect(indexes.rows.map((row) => row.name)).toContain("admins_technician");
    // A fourth role needs no rebuild: the database takes it (the app decides what it may do).
    await sql`insert into admins (email, password_hash, role) values ('accounts@example.com', ${HASH}, 'accountant')`.execute(db);
    // Every other rule holds: a unique e-mail, its length, a role always set, a password hash.
    await expect(sql`insert into admins (email, password_hash) values ('office@example.com', ${HASH})`.execute(db)).rejects.toThrow(/UNIQUE/);
    await expect(sql`insert into admins (email, password_hash) values ('a', ${HASH})`.execute(db)).rejects.toThrow(/CHECK/);
    await expect(sql`insert into admins (email, password_hash, role) values ('b@example.com', ${HASH}, null)`.execute(db)).rejects.toThrow(/NOT NULL/);
    await expect(sql`insert into admins (email, password_hash) values ('c@example.com', 'short')`.execute(db)).rejects.toThrow(/CHECK/);
    expect((await sql<{ role: string }>`select role from admins where email = ${"office@example.com"}`.execute(db)).rows[0]!.role).toBe("office");
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
  });
});
