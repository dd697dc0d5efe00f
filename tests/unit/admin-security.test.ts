import { describe, expect, it } from "vitest";
import { clientAddress } from "~/lib/security/client-address.server";
import { isSameOrigin } from "~/lib/security/same-origin.server";
import {
  changePassword,
  createAdmin,
  createAdminSession,
  endAdminSessionById,
  endOtherAdminSessions,
  SESSION_IDLE_LIMIT_MS,
  upsertAdmin,
  touchAdminSession,
  verifyLogin,
} from "~/models/admins.server";
import {
  clearLoginFailures,
  LOCKOUT_WINDOW_MS,
  loginLockedUntil,
  pruneLoginFailures,
  recordLoginFailure,
} from "~/models/login-failures.server";

const MINUTE = 60_000;

describe("login lockout", () => {
  it("locks an e-mail after 5 failures within 15 minutes, from any address, until the oldest leaves the window", async () => {
    const t0 = new Date("2026-11-22T10:00:00Z");
    const key = (n: number) => ({ email: "Locked@Example.com", clientAddress: `10.0.0.${n}` });
    for (let i = 0; i < 4; i++) await recordLoginFailure(key(i), new Date(t0.getTime() + i * MINUTE));
    expect(await loginLockedUntil(key(9), new Date(t0.getTime() + 5 * MINUTE))).toBeNull();
    await recordLoginFailure(key(4), new Date(t0.getTime() + 4 * MINUTE));
    const until = await loginLockedUntil({ email: "locked@example.com", clientAddress: null }, new Date(t0.getTime() + 5 * MINUTE));
    expect(until?.toISOString()).toBe(new Date(t0.getTime() + LOCKOUT_WINDOW_MS).toISOString());
    expect(await loginLockedUntil(key(9), new Date(t0.getTime() + LOCKOUT_WINDOW_MS + 1))).toBeNull();
  });

  it("locks an address after 5 failures for different e-mails, but not other addresses", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    for (let i = 0; i < 5; i++) await recordLoginFailure({ email: `guess${i}@example.com`, clientAddress: "203.0.113.9" }, now);
    expect(await loginLockedUntil({ email: "owner@example.com", clientAddress: "203.0.113.9" }, now)).not.toBeNull();
    expect(await loginLockedUntil({ email: "owner@example.com", clientAddress: "203.0.113.10" }, now)).toBeNull();
  });

  it("forgets an e-mail's failures after a successful login, and prunes old ones", async () => {
    const now = new Date("2026-11-22T14:00:00Z");
    for (let i = 0; i < 5; i++) await recordLoginFailure({ email: "forgetful@example.com", clientAddress: null }, now);
    await clearLoginFailures("FORGETFUL@example.com");
    expect(await loginLockedUntil({ email: "forgetful@example.com", clientAddress: null }, now)).toBeNull();
    await pruneLoginFailures(new Date(now.getTime() + 10 * LOCKOUT_WINDOW_MS));
  });
});

// bcrypt at cost 12 takes a good part of a second per hash on a busy machine.
const BCRYPT_TEST_TIMEOUT_MS = 30_000;

describe("admin sessions", () => {
  it("end after 7 days idle, keep going while used, and end on logout", async () => {
    const admin = await upsertAdmin("sessions@example.com", "a long enough password");
    const id = await createAdminSession(admin.id);
    const start = Date.now();
    expect(await touchAdminSession(id, new Date(start + SESSION_IDLE_LIMIT_MS - MINUTE))).toEqual(admin);
    // Used just now, so another almost-7-days is fine (rolling).
    expect(await touchAdminSession(id, new Date(start + 2 * SESSION_IDLE_LIMIT_MS - 2 * MINUTE))).toEqual(admin);
    expect(await touchAdminSession(id, new Date(start + 3 * SESSION_IDLE_LIMIT_MS))).toBeNull();
    expect(await touchAdminSession(id)).toBeNull();

    const other = await createAdminSession(admin.id);
    await endAdminSessionById(other);
    expect(await touchAdminSession(other)).toBeNull();
    expect(await touchAdminSession("made-up")).toBeNull();
  }, BCRYPT_TEST_TIMEOUT_MS);

  it("a password change needs the current password and signs out the admin's other sessions", async () => {
    const admin = await upsertAdmin("changer@example.com", "first long password");
    const here = await createAdminSession(admin.id);
    const elsewhere = await createAdminSession(admin.id);
    expect(await changePassword(admin.id, "wrong password", "second long password")).toBe(false);
    expect(await changePassword(admin.id, "first long password", "second long password")).toBe(true);
    await endOtherAdminSessions(admin.id, here);
    expect(await touchAdminSession(here)).toEqual(admin);
    expect(await touchAdminSession(elsewhere)).toBeNull();
    expect(await verifyLogin("changer@example.com", "second long password")).toEqual(admin);
  }, BCRYPT_TEST_TIMEOUT_MS);

  it("adding an admin refuses an e-mail that has one", async () => {
    expect(await createAdmin("New.Admin@example.com", "a long enough password")).toMatchObject({ email: "new.admin@example.com" });
    expect(await createAdmin("new.admin@example.com", "another password!")).toBeNull();
  }, BCRYPT_TEST_TIMEOUT_MS);
});

describe("Origin check", () => {
  const post = (origin?: string) =>
    new Request("http://localhost:3000/admin/settings", { method: "POST", headers: origin ? { Origin: origin } : {} });
  it("accepts the site's own origin only", () => {
    expect(isSameOrigin(post("http://localhost:3000"))).toBe(true);
    expect(isSameOrigin(post("https://evil.example"))).toBe(false);
    expect(isSameOrigin(post("http://localhost:3001"))).toBe(false);
    expect(isSameOrigin(post("null"))).toBe(false);
    expect(isSameOrigin(post("not a url"))).toBe(false);
    expect(isSameOrigin(post())).toBe(false);
  });
});

describe("client address", () => {
  const request = new Request("http://localhost/admin/login", { headers: { "Fly-Client-IP": "198.51.100.7" } });
  it("trusts Fly-Client-IP only behind Fly's proxy", () => {
    expect(clientAddress(request, { FLY_APP_NAME: "washfix" })).toBe("198.51.100.7");
    expect(clientAddress(request, { TRUST_FLY_CLIENT_IP: "1" })).toBe("198.51.100.7");
    expect(clientAddress(request, {})).toBeNull();
    expect(clientAddress(new Request("http://localhost/"), { FLY_APP_NAME: "washfix" })).toBeNull();
  });
});
