import * as clock from "~/lib/time/clock.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { clientAddress } from "~/lib/security/client-address.server";
import { requireSameOrigin } from "~/lib/security/same-origin.server";
import {
  createAdminSession,
  endAdminSessionById,
  touchAdminSession,
  verifyLogin,
  type AdminUser,
} from "~/models/admins.server";
import { clearLoginFailures, loginLockedUntil, pruneLoginFailures, recordLoginFailure } from "~/models/login-failures.server";
import { loginSchema } from "~/lib/schemas/login";
import { getSession, sessionStorage } from "~/session.server";

export const INVALID_CREDENTIALS = "Invalid credentials";

export function lockedOutMessage(until: Date, now: Date = clock.now()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export const authenticator = new Authenticator<AdminUser | null>();

// Resolves to the admin, or to null for a well-formed login that does not match.
// A malformed form is answered by the login action before it gets here.
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success") return null;
    return verifyLogin(submission.value.email, submission.value.password);
  }),
  "admin-login",
);

export type LoginOutcome =
  | { status: "signed-in"; admin: AdminUser }
  | { status: "invalid" }
  | { status: "locked"; until: Date };

/**
 * Checks a login against the lockout first, and counts a failure towards it. The form was read
 * once (readFormData); remix-auth's FormStrategy reads it again from a request of its own.
 */
export async function attemptLogin(request: Request, form: FormData, email: string): Promise<LoginOutcome> {
  const key = { email, clientAddress: clientAddress(request) };
  const until = await loginLockedUntil(key);
  if (until) return { status: "locked", until };
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
  const admin = await authenticator.authenticate("admin-login", new Request(request.url, { method: "POST", body }));
  if (!admin) {
    await recordLoginFailure(key);
    await pruneLoginFailures();
    return { status: "invalid" };
  }
  await clearLoginFailures(email);
  return { status: "signed-in", admin };
}

/** The signed-in admin and the session id, or null. */
async function currentAdminSession(request: Request): Promise<{ admin: AdminUser; sessionId: string } | null> {
  const session = await getSession(request);
  const sessionId = session.get("sessionId");
  if (typeof sessionId !== "string") return null;
  const admin = await touchAdminSession(sessionId);
  return admin ? { admin, sessionId } : null;
}

export async function getAdmin(request: Request): Promise<AdminUser | null> {
  return (await currentAdminSession(request))?.admin ?? null;
}

/**
 * Every admin loader calls this first: without a live session (server-side, within the 7-day
 * idle limit) the request reads nothing and is sent to the login page.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (!admin) throw redirect("/admin/login");
  return admin;
}

/**
 * Every admin action calls this first: a live session, and a post from this site's own pages
 * (a cross-site post gets a 403).
 */
export async function requireAdminAction(request: Request): Promise<AdminUser & { sessionId: string }> {
  const current = await currentAdminSession(request);
  if (!current) throw redirect("/admin/login");
  requireSameOrigin(request);
  return { ...current.admin, sessionId: current.sessionId };
}

/** The session cookie sent again, so the browser's 7-day limit counts from the last visit. */
export async function refreshedSessionCookie(request: Request): Promise<string> {
  return sessionStorage.commitSession(await getSession(request));
}

export async function startAdminSession(admin: AdminUser, redirectTo = "/admin") {
  const session = await sessionStorage.getSession();
  session.set("sessionId", await createAdminSession(admin.id));
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

export async function endAdminSession(request: Request) {
  const session = await getSession(request);
  const sessionId = session.get("sessionId");
  if (typeof sessionId === "string") await endAdminSessionById(sessionId);
  return redirect("/admin/login", { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}
