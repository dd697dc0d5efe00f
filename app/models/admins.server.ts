import type { Role } from "~/lib/auth/roles";
import type { Locale } from "~/lib/i18n/locales";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { addressGroup, NO_TRUSTED_ADDRESS } from "~/security/client-address.server";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "~/security/passwords.server";
import { db, transaction } from "~db/db.server";

/** A staff account: its role says what it may do; a technician's account names his technician entry; its field screens speak its language. */
export type AdminUser = { id: number; email: string; role: Role; technicianId: number | null; language: Locale };

const ACCOUNT = ["id", "email", "role", "technician_id as technicianId", "language"] as const;

/** E-mails are stored and compared trimmed and lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function countAdmins(): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Adds an admin, or resets the password of an existing one (the command line's admin:create): a
 * reset ends every session of that admin, so whoever held one (a lost phone) must sign in anew.
 */
export async function upsertAdmin(email: string, password: string): Promise<AdminUser> {
  const password_hash = await hashPassword(password);
  return transaction(async (trx) => {
    const row = await trx
      .insertInto("admins")
      .values({ email: normaliseEmail(email), password_hash })
      .onConflict((oc) => oc.column("email").doUpdateSet({ password_hash }))
      .returning(ACCOUNT)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("admin_sessions").where("admin_id", "=", row.id).execute();
    return row;
  });
}

/**
 * The admin whose e-mail and password these are, or null. An unknown e-mail costs the same
 * check as a wrong password. A right password whose hash is outdated (bcrypt from before, or
 * weaker argon2 settings) is hashed again with today's settings.
 */
export async function verifyLogin(email: string, password: string): Promise<AdminUser | null> {
  const admin = await db
    .selectFrom("admins")
    .select([...ACCOUNT, "password_hash"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  if (!admin) return verifyAgainstNothing(password).then(() => null);
  const check = await verifyPassword(admin.password_hash, password);
  if (!check.ok) return null;
  if (check.rehash) {
    const password_hash = await hashPassword(password);
    // Only if nobody changed the password meanwhile.
    await db.updateTable("admins").set({ password_hash }).where("id", "=", admin.id).where("password_hash", "=", admin.password_hash).execute();
  }
  return { id: admin.id, email: admin.email, role: admin.role, technicianId: admin.technicianId, language: admin.language };
}

/**
 * Adds a staff account (Settings) with its role, a technician's tied to his technician entry.
 * Refuses an e-mail that already has an account ("taken") and a technician entry that is gone
 * or already has an account ("technician-taken").
 */
export async function createAdmin(
  { email, password, role, technicianId }: { email: string; password: string; role: Role; technicianId: number | null },
  actor: Actor,
): Promise<AdminUser | "taken" | "technician-taken"> {
  const password_hash = await hashPassword(password);
  return transaction(async (trx) => {
    const technician_id = role === "technician" ? technicianId : null;
    if (technician_id !== null) {
      const free = await trx
        .selectFrom("technicians")
        .leftJoin("admins", "admins.technician_id", "technicians.id")
        .select("admins.id as accountId")
        .where("technicians.id", "=", technician_id)
        .executeTakeFirst();
      if (!free || free.accountId !== null) return "technician-taken";
    }
    const row = await trx
      .insertInto("admins")
      .values({ email: normaliseEmail(email), password_hash, role, technician_id })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning(ACCOUNT)
      .executeTakeFirst();
    if (!row) return "taken";
    await recordAudit(actor, { action: "admin-added", detail: `${row.email} (${role})` }, trx);
    return row;
  });
}

/** Every staff account, by e-mail, with its technician's name: Settings lists them. */
export async function listAdmins(): Promise<(AdminUser & { technicianName: string | null })[]> {
  return db
    .selectFrom("admins")
    .leftJoin("technicians", "technicians.id", "admins.technician_id")
    .select(["admins.id", "admins.email", "admins.role", "admins.technician_id as technicianId", "admins.language", "technicians.name as technicianName"])
    .orderBy("admins.email")
    .execute();
}

/**
 * Removes another admin (Settings): their sessions end and their push devices go with them; what
 * they did stays in the history and the audit trail, under their e-mail. Never oneself (another
 * owner removes you), and never the last owner.
 */
export async function removeAdmin(id: number, actor: Actor): Promise<"removed" | "not-found" | "yourself" | "last-owner"> {
  if (id === actor.adminId) return "yourself";
  return transaction(async (trx) => {
    const owners = await trx.selectFrom("admins").select("id").where("role", "=", "owner").execute();
    if (owners.length === 1 && owners[0]!.id === id) return "last-owner";
    const removed = await trx.deleteFrom("admins").where("id", "=", id).returning("email").executeTakeFirst();
    if (!removed) return "not-found";
    await recordAudit(actor, { action: "admin-removed", detail: removed.email }, trx);
    return "removed";
  });
}

/**
 * Sets a new password when `currentPassword` is right, and signs out every other browser signed
 * in as this admin (whoever else held the old password); `keepSessionId`, the browser asking,
 * stays signed in. Returns whether it did.
 */
export async function changePassword(
  adminId: number,
  currentPassword: string,
  newPassword: string,
  { actor, keepSessionId }: { actor: Actor; keepSessionId: string },
): Promise<boolean> {
  const admin = await db.selectFrom("admins").select("password_hash").where("id", "=", adminId).executeTakeFirst();
  if (!admin || !(await verifyPassword(admin.password_hash, currentPassword)).ok) return false;
  const password_hash = await hashPassword(newPassword);
  await transaction(async (trx) => {
    await trx.updateTable("admins").set({ password_hash }).where("id", "=", adminId).execute();
    await trx.deleteFrom("admin_sessions").where("admin_id", "=", adminId).where("id", "!=", keepSessionId).execute();
    await recordAudit(actor, { action: "password-changed", detail: "Other sessions signed out" }, trx);
  });
  return true;
}

// ---- Sessions ----

/** An admin session ends after this long without a request (7 days idle). */
export const SESSION_IDLE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and this long after it began, however often it is used. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
// Recording every request's time would write on every page view; once a minute is plenty
// for a limit counted in days.
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/**
 * Whether `email` has signed in before from `group` (limitAddress's key: an address, or an IPv6
 * /64), as the audit trail remembers: the login's per-account limit leaves such a place alone.
 */
export async function hasSignedInFrom(email: string, group: string): Promise<boolean> {
  const rows = await db
    .selectFrom("audit_log")
    .select("client_address")
    .distinct()
    .where("action", "=", "signed-in")
    .where("actor_email", "=", normaliseEmail(email))
    .limit(200)
    .execute();
  // Without a trusted client address (no address recorded) every client is one: NO_TRUSTED_ADDRESS.
  return rows.some((row) => (row.client_address === null ? NO_TRUSTED_ADDRESS : addressGroup(row.client_address)) === group);
}

/** Signs an admin in: a new server-side session, recorded in the audit trail with it. */
export async function createAdminSession(adminId: number, actor: Actor, now: Date = clock.now()): Promise<string> {
  const id = crypto.randomUUID();
  await transaction(async (trx) => {
    await trx.insertInto("admin_sessions").values({ id, admin_id: adminId, created_at: now.toISOString(), last_seen_at: now.toISOString() }).execute();
    await recordAudit(actor, { action: "signed-in" }, trx, now);
  });
  return id;
}

/** The admin of a live session (used within the idle limit, begun within the lifetime), marking it used now; null otherwise. */
export async function touchAdminSession(sessionId: string, now: Date = clock.now()): Promise<AdminUser | null> {
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admins", "admins.id", "admin_sessions.admin_id")
    .select([
      "admins.id",
      "admins.email",
      "admins.role",
      "admins.technician_id as technicianId",
      "admins.language",
      "admin_sessions.created_at",
      "admin_sessions.last_seen_at",
    ])
    .where("admin_sessions.id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const idleMs = now.getTime() - new Date(row.last_seen_at).getTime();
  if (idleMs > SESSION_IDLE_LIMIT_MS || now.getTime() - new Date(row.created_at).getTime() > SESSION_LIFETIME_MS) {
    await endAdminSessionById(sessionId);
    return null;
  }
  if (idleMs > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable("admin_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", sessionId).execute();
  }
  return { id: row.id, email: row.email, role: row.role, technicianId: row.technicianId, language: row.language };
}

export async function endAdminSessionById(sessionId: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", sessionId).execute();
}

/** Logout: the session ends on the server (its cookie opens nothing after), recorded in the audit trail. */
export async function signOutAdminSession(sessionId: string, actor: Actor): Promise<void> {
  await transaction(async (trx) => {
    const ended = await trx.deleteFrom("admin_sessions").where("id", "=", sessionId).executeTakeFirst();
    if (ended.numDeletedRows > 0n) await recordAudit(actor, { action: "signed-out" }, trx);
  });
}

/** The language an account's field screens speak (Settings, each account its own). */
export async function setAdminLanguage(actor: Actor, language: Locale): Promise<void> {
  if (actor.adminId === null) return;
  await db.updateTable("admins").set({ language }).where("id", "=", actor.adminId).execute();
}
