import fs from "node:fs";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { attemptLogin, LOGIN_LIMITS } from "~/auth.server";
import { parseEnv } from "~/env.server";
import {
  changePassword,
  createAdmin,
  createAdminSession,
  endAdminSessionById,
  removeAdmin,
  SESSION_IDLE_LIMIT_MS,
  SESSION_LIFETIME_MS,
  signOutAdminSession,
  touchAdminSession,
  upsertAdmin,
  verifyLogin,
} from "~/models/admins.server";
import { addressGroup, clientAddress, NO_TRUSTED_ADDRESS } from "~/security/client-address.server";
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from "~/security/passwords.server";
import { failsRouterOriginCheck, isSameOrigin } from "~/security/same-origin.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { staffActor } from "./staff";

const MINUTE = 60_000;
const OWNER = "owner@example.com";
const OWNER_PASSWORD = "the owner's long password";

/** A login post as the login action passes it on: the form, and the client address Fly's proxy sets. */
function login(email: string, password: string, address: string | null) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (address) headers.set("Fly-Client-IP", address);
  return attemptLogin(new Request("http://localhost/admin/login", { method: "POST", headers }), { email, password });
}

const auditRows = (action: string, email: string) =>
  db.selectFrom("audit_log").selectAll().where("action", "=", action).where("actor_email", "=", email).execute();

describe("login limits", () => {
  beforeAll(async () => {
    setEnv({ TRUST_FLY_CLIENT_IP: "1" });
    await upsertAdmin(OWNER, OWNER_PASSWORD);
    // rate-limiter-flexible reads Date.now(): only Date is faked, timers and promises run as usual.
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterAll(() => {
    vi.useRealTimers();
    setEnv({ TRUST_FLY_CLIENT_IP: undefined });
  });

  it("five wrong passwords for the owner's e-mail from one address do not stop the owner signing in from another", async () => {
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
    for (let i = 0; i < LOGIN_LIMITS.perEmailAndAddress.points; i++) {
      expect((await login(OWNER, `guess ${i}`, "203.0.113.1")).status).toBe("invalid");
    }
    // That address is refused for the owner's e-mail now, even with the right password...
    const refused = await login(OWNER, OWNER_PASSWORD, "203.0.113.1");
    expect(refused).toMatchObject({ status: "locked" });
    expect(refused.status === "locked" && refused.retryAfterMs).toBe(15 * MINUTE);
    // ...but the owner, elsewhere, signs in.
    expect((await login(OWNER, OWNER_PASSWORD, "198.51.100.20")).status).toBe("signed-in");
    // And the lock lifts after its 15 minutes.
    vi.setSystemTime(new Date("2026-11-22T10:15:01Z"));
    expect((await login(OWNER, OWNER_PASSWORD, "203.0.113.1")).status).toBe("signed-in");
  });

  it("guesses spread over many e-mails from one address are cut off by the slower per-address limit, for an hour", async () => {
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    const address = "203.0.113.2";
    for (let i = 0; i < LOGIN_LIMITS.perAddress.points; i++) {
      expect((await login(`guess${i}@example.com`, "wrong password", address)).status).toBe("invalid");
    }
    expect(await login("another@example.com", "wrong password", address)).toMatchObject({ status: "locked", retryAfterMs: 60 * MINUTE });
    expect((await login(OWNER, OWNER_PASSWORD, address)).status).toBe("locked");
    expect((await login(OWNER, OWNER_PASSWORD, "203.0.113.3")).status).toBe("signed-in");
    vi.setSystemTime(new Date("2026-11-22T13:00:01Z"));
    expect((await login(OWNER, OWNER_PASSWORD, address)).status).toBe("signed-in");
  });

  it("a successful login clears its e-mail and address pair and gives its attempt back", async () => {
    vi.setSystemTime(new Date("2026-11-22T14:00:00Z"));
    const address = "203.0.113.4";
    // The owner's shop, signed in from before.
    await createAdminSession((await upsertAdmin(OWNER, OWNER_PASSWORD)).id, staffActor({ id: 1, email: OWNER }, address));
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_LIMITS.perEmailAndAddress.points - 1; i++) expect((await login(OWNER, "typo", address)).status).toBe("invalid");
      expect((await login(OWNER, OWNER_PASSWORD, address)).status).toBe("signed-in");
    }
  });

  it("an attempt is counted before the password is checked, so a burst of posts runs no more checks than the limit", async () => {
    vi.setSystemTime(new Date("2026-11-22T15:00:00Z"));
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => login(OWNER, "burst guess", "203.0.113.5")));
    expect(outcomes.filter((o) => o.status === "invalid")).toHaveLength(LOGIN_LIMITS.perEmailAndAddress.points);
    expect(outcomes.filter((o) => o.status === "locked")).toHaveLength(12 - LOGIN_LIMITS.perEmailAndAddress.points);
  });

  it("without a trusted client address every client counts as one (the limits still hold)", async () => {
    vi.setSystemTime(new Date("2026-11-22T16:00:00Z"));
    setEnv({ TRUST_FLY_CLIENT_IP: undefined });
    try {
      expect(clientAddress(new Request("http://localhost/", { headers: { "Fly-Client-IP": "203.0.113.6" } }))).toBeNull();
      for (let i = 0; i < LOGIN_LIMITS.perEmailAndAddress.points; i++) {
        expect((await login("shared@example.com", "wrong", `203.0.113.${10 + i}`)).status).toBe("invalid");
      }
      // A different header changes nothing: it is not trusted.
      expect((await login("shared@example.com", "wrong", "203.0.113.99")).status).toBe("locked");
      const key = await db.selectFrom("rate_limits").select("key").where("key", "like", `%${NO_TRUSTED_ADDRESS}%`).execute();
      expect(key.length).toBeGreaterThan(0);
    } finally {
      setEnv({ TRUST_FLY_CLIENT_IP: "1" });
    }
  });

  it("a failed sign-in is in the audit trail with the e-mail typed and the address; a refused one writes nothing", async () => {
    vi.setSystemTime(new Date("2026-11-22T17:00:00Z"));
    const email = "intruder@example.com";
    for (let i = 0; i < 8; i++) await login(email, "wrong", "203.0.113.7");
    const failures = await auditRows("sign-in-failed", email);
    expect(failures).toHaveLength(LOGIN_LIMITS.perEmailAndAddress.points);
    expect(failures[0]).toMatchObject({ admin_id: null, client_address: "203.0.113.7" });
  });

  it("30 wrong passwords for the owner from 30 addresses of one IPv6 /64 meet a refusal after five", async () => {
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z"));
    const outcomes = [];
    for (let i = 1; i <= 30; i++) outcomes.push((await login(OWNER, `guess ${i}`, `2001:db8:77:1::${i.toString(16)}`)).status);
    expect(outcomes.slice(0, LOGIN_LIMITS.perEmailAndAddress.points)).toEqual(Array(LOGIN_LIMITS.perEmailAndAddress.points).fill("invalid"));
    expect(outcomes.slice(LOGIN_LIMITS.perEmailAndAddress.points)).toEqual(Array(30 - LOGIN_LIMITS.perEmailAndAddress.points).fill("locked"));
    // Another /64 is another network.
    expect((await login(OWNER, OWNER_PASSWORD, "2001:db8:77:2::1")).status).toBe("signed-in");
  });

  it("guesses at one e-mail spread over many networks stop after 50 an hour; the owner, from a place signed in from before, still signs in", async () => {
    vi.setSystemTime(new Date("2026-11-23T11:00:00Z"));
    const owner = await upsertAdmin(OWNER, OWNER_PASSWORD);
    await createAdminSession(owner.id, staffActor(owner, "2001:db8:aaaa:1:5:6:7:8"));
    const outcomes = [];
    for (let i = 1; i <= LOGIN_LIMITS.perEmailFromElsewhere.points + 5; i++) outcomes.push((await login(OWNER, `guess ${i}`, `192.0.2.${i}`)).status);
    expect(outcomes.filter((status) => status === "invalid")).toHaveLength(LOGIN_LIMITS.perEmailFromElsewhere.points);
    expect(outcomes.slice(LOGIN_LIMITS.perEmailFromElsewhere.points).every((status) => status === "locked")).toBe(true);
    // A new place is refused for the owner's e-mail now, even with the right password...
    expect((await login(OWNER, OWNER_PASSWORD, "198.18.0.1")).status).toBe("locked");
    // ...but the shop's own network (another address of the same /64) is not.
    expect((await login(OWNER, OWNER_PASSWORD, "2001:db8:aaaa:1::99")).status).toBe("signed-in");
  });
});

describe("passwords", () => {
  const OLD_BCRYPTJS_HASH = "$2b$12$6ns6fNu9LeIW8d6vTGkejuXEFQ4/qXpM69fWq49gss7zkZtJwo0a6"; // "an old bcrypt password", made by bcryptjs

  it("are stored as argon2id with OWASP's parameters", async () => {
    const admin = await upsertAdmin("argon@example.com", "a long enough password");
    const { password_hash } = await db.selectFrom("admins").select("password_hash").where("id", "=", admin.id).executeTakeFirstOrThrow();
    expect(password_hash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}\\$`),
    );
    expect(await verifyLogin("argon@example.com", "a long enough password")).toEqual(admin);
  });

  it("an old bcrypt hash still signs in, and is replaced by an argon2id one at that login", async () => {
    const admin = await upsertAdmin("legacy@example.com", "placeholder password");
    await db.updateTable("admins").set({ password_hash: OLD_BCRYPTJS_HASH }).where("id", "=", admin.id).execute();
    expect(await verifyLogin("legacy@example.com", "not the old password")).toBeNull();
    const stillOld = await db.selectFrom("admins").select("password_hash").where("id", "=", admin.id).executeTakeFirstOrThrow();
    expect(stillOld.password_hash).toBe(OLD_BCRYPTJS_HASH);
    expect(await verifyLogin("legacy@example.com", "an old bcrypt password")).toEqual(admin);
    const renewed = await db.selectFrom("admins").select("password_hash").where("id", "=", admin.id).executeTakeFirstOrThrow();
    expect(renewed.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyLogin("legacy@example.com", "an old bcrypt password")).toEqual(admin);
  });

  it("every byte counts, past bcrypt's 72 too", async () => {
    const long = "p".repeat(100);
    const stored = await hashPassword(long);
    expect((await verifyPassword(stored, long)).ok).toBe(true);
    expect((await verifyPassword(stored, `${"p".repeat(72)}${"q".repeat(28)}`)).ok).toBe(false);
    expect((await verifyPassword("not a hash", long)).ok).toBe(false);
  });

  it("hashing runs off the event loop: timers keep firing while 16 hashes run", async () => {
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 2);
    await Promise.all(Array.from({ length: 16 }, (_, i) => hashPassword(`password number ${i}`)));
    clearInterval(ticker);
    expect(longestGap).toBeLessThan(100);
  });
});

describe("admin sessions", () => {
  it("end 30 days after they began, however often they are used", async () => {
    const admin = await upsertAdmin("lifetime@example.com", "a long enough password");
    const start = new Date("2026-11-01T10:00:00Z");
    const id = await createAdminSession(admin.id, staffActor(admin), start);
    for (let day = 6; day < 30; day += 6) expect(await touchAdminSession(id, new Date(start.getTime() + day * 24 * 60 * MINUTE))).toEqual(admin);
    expect(await touchAdminSession(id, new Date(start.getTime() + SESSION_LIFETIME_MS - MINUTE))).toEqual(admin);
    expect(await touchAdminSession(id, new Date(start.getTime() + SESSION_LIFETIME_MS + MINUTE))).toBeNull();
  });

  it("removing an admin ends their sessions and is in the audit trail; nobody removes themselves", async () => {
    const owner = await upsertAdmin("remover@example.com", "a long enough password");
    const leaver = await upsertAdmin("leaver@example.com", "another long password");
    const session = await createAdminSession(leaver.id, staffActor(leaver));
    expect(await removeAdmin(owner.id, staffActor(owner))).toBe("yourself");
    expect(await removeAdmin(leaver.id, staffActor(owner))).toBe("removed");
    expect(await removeAdmin(leaver.id, staffActor(owner))).toBe("not-found");
    expect(await touchAdminSession(session)).toBeNull();
    expect(await verifyLogin("leaver@example.com", "another long password")).toBeNull();
    expect((await auditRows("admin-removed", "remover@example.com")).map((row) => row.detail)).toEqual(["leaver@example.com"]);
  });

  it("a password reset from the command line (admin:create) ends that admin's sessions, and nobody else's", async () => {
    const admin = await upsertAdmin("reset@example.com", "a long enough password");
    const other = await upsertAdmin("colleague@example.com", "another long password");
    const lost = await createAdminSession(admin.id, staffActor(admin));
    const colleagues = await createAdminSession(other.id, staffActor(other));
    await upsertAdmin("Reset@example.com", "a brand new long password");
    expect(await touchAdminSession(lost)).toBeNull();
    expect(await touchAdminSession(colleagues)).toEqual(other);
  });

  it("end after 7 days idle, keep going while used, and end on logout", async () => {
    const admin = await upsertAdmin("sessions@example.com", "a long enough password");
    const id = await createAdminSession(admin.id, staffActor(admin));
    const start = Date.now();
    expect(await touchAdminSession(id, new Date(start + SESSION_IDLE_LIMIT_MS - MINUTE))).toEqual(admin);
    // Used just now, so another almost-7-days is fine (rolling).
    expect(await touchAdminSession(id, new Date(start + 2 * SESSION_IDLE_LIMIT_MS - 2 * MINUTE))).toEqual(admin);
    expect(await touchAdminSession(id, new Date(start + 3 * SESSION_IDLE_LIMIT_MS))).toBeNull();
    expect(await touchAdminSession(id)).toBeNull();

    const other = await createAdminSession(admin.id, staffActor(admin));
    await endAdminSessionById(other);
    expect(await touchAdminSession(other)).toBeNull();
    expect(await touchAdminSession("made-up")).toBeNull();
  });

  it("sign-in and sign-out are in the audit trail; the signed-out session opens nothing", async () => {
    const admin = await upsertAdmin("audited@example.com", "a long enough password");
    const id = await createAdminSession(admin.id, staffActor(admin, "198.51.100.8"));
    await signOutAdminSession(id, staffActor(admin, "198.51.100.8"));
    expect(await touchAdminSession(id)).toBeNull();
    expect((await auditRows("signed-in", admin.email))[0]).toMatchObject({ admin_id: admin.id, client_address: "198.51.100.8", device: "Chrome on Android" });
    expect(await auditRows("signed-out", admin.email)).toHaveLength(1);
  });

  it("a password change needs the current password and signs out the admin's other sessions, in the audit trail", async () => {
    const admin = await upsertAdmin("changer@example.com", "first long password");
    const here = await createAdminSession(admin.id, staffActor(admin));
    const elsewhere = await createAdminSession(admin.id, staffActor(admin));
    const change = { actor: staffActor(admin), keepSessionId: here };
    expect(await changePassword(admin.id, "wrong password", "second long password", change)).toBe(false);
    expect(await touchAdminSession(elsewhere)).toEqual(admin);
    expect(await changePassword(admin.id, "first long password", "second long password", change)).toBe(true);
    expect(await touchAdminSession(here)).toEqual(admin);
    expect(await touchAdminSession(elsewhere)).toBeNull();
    expect(await verifyLogin("changer@example.com", "second long password")).toEqual(admin);
    expect(await verifyLogin("changer@example.com", "first long password")).toBeNull();
    expect(await auditRows("password-changed", admin.email)).toHaveLength(1);
  });

  it("adding an admin refuses an e-mail that has one, and is in the audit trail", async () => {
    const owner = await upsertAdmin("adder@example.com", "a long enough password");
    const account = (email: string, password: string) => ({ email, password, role: "office" as const, technicianId: null });
    expect(await createAdmin(account("New.Admin@example.com", "a long enough password"), staffActor(owner))).toMatchObject({
      email: "new.admin@example.com",
      role: "office",
    });
    expect(await createAdmin(account("new.admin@example.com", "another password!"), staffActor(owner))).toBe("taken");
    expect((await auditRows("admin-added", owner.email)).map((row) => row.detail)).toEqual(["new.admin@example.com (office)"]);
  });
});

describe("the audit trail", () => {
  it("refuses any change or removal of an entry, whoever asks", async () => {
    const [row] = await db.selectFrom("audit_log").select("id").limit(1).execute();
    expect(row).toBeDefined();
    await expect(db.updateTable("audit_log").set({ detail: "rewritten" }).where("id", "=", row!.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom("audit_log").where("id", "=", row!.id).execute()).rejects.toThrow(/append-only/);
  });
});

describe("SESSION_SECRET", () => {
  it("refuses to start in production when missing or shorter than 32 characters, saying how to make one", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET must be set to at least 32 random characters.*not set.*openssl rand -hex 32/);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "change-me" })).toThrow(/9 characters long/);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).SESSION_SECRET).toBe("x".repeat(32));
    expect(parseEnv({ NODE_ENV: "development" }).SESSION_SECRET).toBeUndefined();
  });
});

describe("Origin check", () => {
  const post = (origin?: string) => new Request("http://localhost:3000/admin/settings", { method: "POST", headers: origin ? { Origin: origin } : {} });
  it("accepts the site's own origin only", () => {
    expect(isSameOrigin(post("http://localhost:3000"))).toBe(true);
    expect(isSameOrigin(post("https://evil.example"))).toBe(false);
    expect(isSameOrigin(post("http://localhost:3001"))).toBe(false);
    expect(isSameOrigin(post("null"))).toBe(false);
    expect(isSameOrigin(post("not a url"))).toBe(false);
    expect(isSameOrigin(post())).toBe(false);
  });

  it("tells exactly the requests that React Router's own guard refuses", () => {
    const cases: [url: string, origin?: string][] = [
      ["http://localhost:3000/book.data"],
      ["http://localhost:3000/book.data", "http://localhost:3000"],
      ["http://localhost:3000/book.data", "https://localhost:3000"],
      ["http://localhost:3000/book.data", "https://evil.example"],
      ["http://localhost:3000/book.data", "null"],
      ["http://localhost:3000/book.data", "not a url"],
      ["http://localhost:3000/book.data", "file://"],
      ["https://washfix.fly.dev/book", "https://washfix.fly.dev"],
      ["https://washfix.fly.dev/book", "http://washfix.fly.dev"],
      ["https://washfix.fly.dev/book", "https://washfix.fly.dev.evil.example"],
    ];
    for (const [url, origin] of cases) {
      const request = new Request(url, { method: "POST", headers: origin ? { Origin: origin } : {} });
      let routerRefuses = false;
      try {
        routerOriginGuard()(request, []);
      } catch {
        routerRefuses = true;
      }
      expect(failsRouterOriginCheck(request), `${url} from ${origin}`).toBe(routerRefuses);
      expect(failsRouterOriginCheck(new Request(url, { headers: request.headers }))).toBe(false);
    }
  });
});

/**
 * The router's guard as installed: its source, read from react-router's build (the function is
 * not exported), with no allowed action origins (react-router.config.ts sets none).
 */
function routerOriginGuard(): (request: Request, allowed: string[]) => void {
  const folder = new URL("../../node_modules/react-router/dist/development/", import.meta.url).pathname;
  const source = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".mjs"))
    .map((file) => fs.readFileSync(folder + file, "utf8"))
    .find((text) => text.includes("function throwIfPotentialCSRFAttack("));
  if (!source) throw new Error("react-router has no throwIfPotentialCSRFAttack any more: read its origin check again");
  const start = source.indexOf("function throwIfPotentialCSRFAttack(");
  const end = source.indexOf("\nfunction ", start + 1);

  return new Function("isAllowedOrigin", `${source.slice(start, end)}; return throwIfPotentialCSRFAttack;`)(() => false) as (
    request: Request,
    allowed: string[],
  ) => void;
}

describe("client address", () => {
  const request = new Request("http://localhost/admin/login", { headers: { "Fly-Client-IP": "198.51.100.7" } });
  it("trusts Fly-Client-IP only behind Fly's proxy", () => {
    expect(clientAddress(request, { FLY_APP_NAME: "washfix" })).toBe("198.51.100.7");
    expect(clientAddress(request, { TRUST_FLY_CLIENT_IP: "1" })).toBe("198.51.100.7");
    expect(clientAddress(request, {})).toBeNull();
    expect(clientAddress(new Request("http://localhost/"), { FLY_APP_NAME: "washfix" })).toBeNull();
  });

  it("counts an IPv6 address by its /64, an IPv4 one by itself", () => {
    expect(addressGroup("2001:db8:1:2:a:b:c:d")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressGroup("198.51.100.7")).toBe("198.51.100.7");
  });
});
