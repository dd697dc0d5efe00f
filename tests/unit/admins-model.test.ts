import { describe, expect, it } from "vitest";

import { countAdmins, upsertAdmin, verifyLogin } from "~/models/admins.server";
import { db } from "~db/db.server";

describe("admins model", () => {
  it("stores an argon2id hash, never the password, and verifies logins", async () => {
    const admin = await upsertAdmin("Owner@Example.com ", "a long enough password");
    expect(admin.email).toBe("owner@example.com");
    const stored = await db.selectFrom("admins").selectAll().executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain("a long enough password");

    expect(await verifyLogin("owner@example.com", "a long enough password")).toEqual(admin);
    expect(await verifyLogin("OWNER@example.com", "a long enough password")).toEqual(admin);
    expect(await verifyLogin("owner@example.com", "wrong password")).toBeNull();
    expect(await verifyLogin("nobody@example.com", "a long enough password")).toBeNull();
  });

  it("resets the password of an existing admin instead of adding a second", async () => {
    await upsertAdmin("reset@example.com", "first password!");
    const before = await countAdmins();
    await upsertAdmin("reset@example.com", "second password!");
    expect(await countAdmins()).toBe(before);
    expect(await verifyLogin("reset@example.com", "first password!")).toBeNull();
    expect(await verifyLogin("reset@example.com", "second password!")).not.toBeNull();
  });
});
