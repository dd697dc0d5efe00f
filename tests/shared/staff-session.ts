// A signed-in member of staff without the login page: the account made (or found) and its session
// begun through the app's own model (app/models/admins.server.ts), in the database a server runs
// on, and the cookie the app's session storage (app/session.server.ts) would set for it, signed
// with that server's secret. The login page is tested by the tests about signing in; every other
// test starts signed in from here.
//
// The app's model holds one connection, to the DATABASE_PATH it finds when first imported: in a
// test process that is the shared end-to-end server's database (tests/e2e/fixtures.ts sets it).
// For a server of a test's own (tests/shared/app-server.ts) this file runs as a child process with
// that server's database and secret (openStaffSessionAt below): `tsx tests/shared/staff-session.ts`.
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import type { Role } from "~/lib/auth/roles";
import type { Locale } from "~/lib/i18n/locales";

export type StaffOptions = {
  /**
   * Office or technician: a new account of this role. Owner (the default): the shop's first owner
   * (the seeded ADMIN_EMAIL), or a new one in a database without, or when a `language` is asked for
   * (the first owner's own language is never changed: every other test signs in as him).
   * `email` names an existing account instead.
   */
  role?: Role;
  /** The language of the account's field screens (Settings); the account's own (English for a new one) when not given. */
  language?: Locale;
  /** An existing account to sign in as (its role and language are its own, unless `language` is given). */
  email?: string;
  /** A technician account's technician entry, made with this name (a unique one when not given). */
  technicianName?: string;
  /** The device the audit trail records for the sign-in ("Chrome on Android"), from this User-Agent. */
  userAgent?: string;
  /** The instant the session begins, on the server's clock (its CLOCK_START); the real time when not given. */
  now?: string;
};

export type StaffSession = {
  id: number;
  email: string;
  /** The password of an account made here; null for an existing account. */
  password: string | null;
  role: Role;
  language: Locale;
  technicianId: number | null;
  technicianName: string | null;
  sessionId: string;
  /** The session cookie, as the app would set it after a login. */
  cookie: { name: string; value: string };
};

/** The password of every account made here: long enough for the accounts form's rule. */
const STAFF_PASSWORD = "a staff password for tests";

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Makes (or finds) the account and begins its session through the app's model, in the database of
 * this process's DATABASE_PATH, and answers the cookie signed with its SESSION_SECRET: set both
 * before the first call.
 */
export async function openStaffSession(options: StaffOptions = {}): Promise<StaffSession> {
  const { createAdmin, createAdminSession, normaliseEmail, setAdminLanguage } = await import("~/models/admins.server");
  const { addTechnician } = await import("~/models/settings.server");
  const { deviceLabel } = await import("~/alerts/device-label");
  const { sessionStorage } = await import("~/session.server");
  const { db } = await import("~db/db.server");

  const now = options.now ? new Date(options.now) : new Date();
  const device = deviceLabel(options.userAgent ?? null);
  let account: { id: number; email: string; role: Role; technicianId: number | null; language: Locale };
  let password: string | null = null;
  let technicianName: string | null = null;
  const firstOwner = async () => (await db.selectFrom("admins").select("email").where("role", "=", "owner").orderBy("id").executeTakeFirst())?.email;
  const email = options.email ?? ((options.role ?? "owner") === "owner" && !options.language ? await firstOwner() : undefined);
  if (email) {
    const found = await db
      .selectFrom("admins")
      .leftJoin("technicians", "technicians.id", "admins.technician_id")
      .select(["admins.id", "admins.email", "admins.role", "admins.technician_id as technicianId", "admins.language", "technicians.name as technicianName"])
      .where("admins.email", "=", normaliseEmail(email))
      .executeTakeFirst();
    if (!found) throw new Error(`No staff account ${email}`);
    if (options.role && found.role !== options.role) throw new Error(`${email} is ${found.role}, not ${options.role}`);
    ({ technicianName, ...account } = found);
  } else {
    const role = options.role ?? "owner";
    let technicianId: number | null = null;
    if (role === "technician") {
      technicianName = options.technicianName ?? unique("Technician");
      const added = await addTechnician({ name: technicianName });
      if (added.status !== "done") throw new Error(`A technician named ${technicianName} exists already`);
      technicianId = added.value;
    }
    password = STAFF_PASSWORD;
    const newEmail = `${unique(role)}@example.com`;
    // Added as the first owner adds an account in Settings (the audit trail records it), or as the first account.
    const owner = await db.selectFrom("admins").select(["id", "email"]).where("role", "=", "owner").orderBy("id").executeTakeFirst();
    const made = await createAdmin(
      { email: newEmail, password, role, technicianId },
      { adminId: owner?.id ?? null, email: owner?.email ?? newEmail, address: null, device },
    );
    if (typeof made === "string") throw new Error(`The account ${newEmail} was not made: ${made}`);
    account = made;
  }
  const actor = { adminId: account.id, email: account.email, address: null, device };
  if (options.language && options.language !== account.language) {
    await setAdminLanguage(actor, options.language);
    account = { ...account, language: options.language };
  }
  const sessionId = await createAdminSession(account.id, actor, now);
  const session = await sessionStorage.getSession();
  session.set("sessionId", sessionId);
  const setCookie = await sessionStorage.commitSession(session);
  const [name, value] = setCookie.split(";")[0]!.split(/=(.*)/s) as [string, string];
  return { ...account, password, technicianName, sessionId, cookie: { name, value } };
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * openStaffSession for a server of a test's own: run in a child process with that server's
 * database and session secret (the app's model in this process is bound to another database).
 */
export async function openStaffSessionAt(server: { databasePath: string; sessionSecret: string }, options: StaffOptions = {}): Promise<StaffSession> {
  const { stdout } = await promisify(execFile)(path.join(ROOT, "node_modules/.bin/tsx"), [fileURLToPath(import.meta.url), JSON.stringify(options)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_PATH: server.databasePath, SESSION_SECRET: server.sessionSecret, NODE_ENV: "production" },
  });
  return JSON.parse(stdout) as StaffSession;
}

// As a child process: the options as JSON in the first argument, the session as JSON on stdout.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const staff = await openStaffSession(JSON.parse(process.argv[2] ?? "{}") as StaffOptions);
  process.stdout.write(JSON.stringify(staff));
  const { db } = await import("~db/db.server");
  await db.destroy();
}
