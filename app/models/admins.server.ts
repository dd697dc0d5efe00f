import bcrypt from "bcryptjs";
import { db } from "~/db.server";

const BCRYPT_COST = 12;

export type AdminUser = { id: number; email: string };

function normaliseEmail(email: string): string {
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
