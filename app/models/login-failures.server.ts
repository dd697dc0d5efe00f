// The login lockout: after LOCKOUT_THRESHOLD failed logins for one e-mail, or from one client
// address, within LOCKOUT_WINDOW_MS, further attempts are refused until the oldest of those
// failures is older than the window. Refused attempts are not counted, so the lock lifts on
// its own at most 15 minutes after the last real failure.
import * as clock from "~/lib/time/clock.server";
import { db } from "~/db.server";
import { normaliseEmail } from "~/models/admins.server";

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export type LoginAttemptKey = { email: string; clientAddress: string | null };

export async function recordLoginFailure({ email, clientAddress }: LoginAttemptKey, now: Date = clock.now()) {
  await db
    .insertInto("login_failures")
    .values({ email: normaliseEmail(email), client_address: clientAddress, failed_at: now.toISOString() })
    .execute();
}

/** A successful login forgets the e-mail's failures (not the address's: others may share it). */
export async function clearLoginFailures(email: string) {
  await db.deleteFrom("login_failures").where("email", "=", normaliseEmail(email)).execute();
}

/** When a locked-out login may be tried again, or null when it may be tried now. */
export async function loginLockedUntil({ email, clientAddress }: LoginAttemptKey, now: Date = clock.now()): Promise<Date | null> {
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();
  const lockedUntil = async (column: "email" | "client_address", value: string) => {
    const recent = await db
      .selectFrom("login_failures")
      .select("failed_at")
      .where(column, "=", value)
      .where("failed_at", ">", since)
      .orderBy("failed_at", "desc")
      .limit(LOCKOUT_THRESHOLD)
      .execute();
    if (recent.length < LOCKOUT_THRESHOLD) return null;
    // Unlocked once the oldest of the last five leaves the window.
    return new Date(new Date(recent[LOCKOUT_THRESHOLD - 1]!.failed_at).getTime() + LOCKOUT_WINDOW_MS);
  };
  const byEmail = await lockedUntil("email", normaliseEmail(email));
  const byAddress = clientAddress ? await lockedUntil("client_address", clientAddress) : null;
  if (!byEmail) return byAddress;
  if (!byAddress) return byEmail;
  return byEmail > byAddress ? byEmail : byAddress;
}

/** Old failures count for nothing; removed now and then so the table stays small. */
export async function pruneLoginFailures(now: Date = clock.now()) {
  await db
    .deleteFrom("login_failures")
    .where("failed_at", "<=", new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString())
    .execute();
}
