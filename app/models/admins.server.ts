import * as clock from "~/lib/time/clock.server";
import bcrypt from "bcryptjs";
import { db } from "~/db.server";

const BCRYPT_COST = 12;

export type AdminUser = { id: number; email: string };

/** E-mails are stored and compared trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function countAdmins(): Promise<number> {
  const row = await db.selectFrom("admins").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds an admin, or resets the password of an existing one. */
export async function upsertAdmin(email: string, password: string): Promise<AdminUser> {
  const password_hash = await bcrypt.hash(password, BCRYPT_COST);
  const row = await db
    .insertInto("admins")
    .values({ email: normaliseEmail(email), password_hash })
    .onConflict((oc) => oc.column("email").doUpdateSet({ password_hash }))
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  return row;
}

// Compared against when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", BCRYPT_COST);

export async function verifyLogin(email: string, password: string): Promise<AdminUser | null> {
  const admin = await db
    .selectFrom("admins")
    .select(["id", "email", "password_hash"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  const ok = await bcrypt.compare(password, admin?.password_hash ?? DUMMY_HASH);
  return admin && ok ? { id: admin.id, email: admin.email } : null;
}

export async function getAdminById(id: number): Promise<AdminUser | null> {
  const admin = await db.selectFrom("admins").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
  return admin ?? null;
}

/** Adds an admin; refuses (returns null) an e-mail that already has one. */
export async function createAdmin(email: string, password: string): Promise<AdminUser | null> {
  const password_hash = await bcrypt.hash(password, BCRYPT_COST);
  const row = await db
    .insertInto("admins")
    .values({ email: normaliseEmail(email), password_hash })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(["id", "email"])
    .executeTakeFirst();
  return row ?? null;
}

/** Sets a new password when `currentPassword` is right; returns whether it did. */
export async function changePassword(adminId: number, currentPassword: string, newPassword: string): Promise<boolean> {
  const admin = await db.selectFrom("admins").select("password_hash").where("id", "=", adminId).executeTakeFirst();
  if (!admin || !(await bcrypt.compare(currentPassword, admin.password_hash))) return false;
  const password_hash = await bcrypt.hash(newPassword, BCRYPT_COST);
  await db.updateTable("admins").set({ password_hash }).where("id", "=", adminId).execute();
  return true;
}

// ---- Sessions ----

/** An admin session ends after this long without a request (SPEC: 7 days idle). */
export const SESSION_IDLE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
// Recording every request's time would write on every page view; once a minute is plenty
// for a limit counted in days.
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export async function createAdminSession(adminId: number): Promise<string> {
  const id = crypto.randomUUID();
  await db.insertInto("admin_sessions").values({ id, admin_id: adminId }).execute();
  return id;
}

/** The admin of a live session (used within the idle limit), marking it used now; null otherwise. */
export async function touchAdminSession(sessionId: string, now: Date = clock.now()): Promise<AdminUser | null> {
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admins", "admins.id", "admin_sessions.admin_id")
    .select(["admins.id", "admins.email", "admin_sessions.last_seen_at"])
    .where("admin_sessions.id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const idleMs = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idleMs > SESSION_IDLE_LIMIT_MS) {
    await endAdminSessionById(sessionId);
    return null;
  }
  if (idleMs > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable("admin_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", sessionId).execute();
  }
  return { id: row.id, email: row.email };
}

export async function endAdminSessionById(sessionId: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", sessionId).execute();
}

/** After a password change: every other browser signed in as this admin is signed out. */
export async function endOtherAdminSessions(adminId: number, keepSessionId: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("admin_id", "=", adminId).where("id", "!=", keepSessionId).execute();
}
