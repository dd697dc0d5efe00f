import { data, redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { deviceLabel } from "~/alerts/device-label";
import { can, type Capability, inBookingScope, landingPage } from "~/lib/auth/capabilities";
import { parseRowId } from "~/lib/forms/row-id";
import type { LoginInput } from "~/lib/schemas/login";
import {
  type AdminUser,
  createAdminSession,
  endAdminSessionById,
  hasSignedInFrom,
  normaliseEmail,
  signOutAdminSession,
  touchAdminSession,
  verifyLogin,
} from "~/models/admins.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { getBooking } from "~/models/bookings.server";
import { clientAddress, limitAddress } from "~/security/client-address.server";
import { createRateLimit } from "~/security/rate-limit.server";
import { requireSameOrigin } from "~/security/same-origin.server";
import { getSession, sessionStorage } from "~/session.server";

/** Who is acting, from where: the audit trail's record of a request. */
export function actorOf(request: Request, who: { id: number | null; email: string }): Actor {
  return { adminId: who.id, email: who.email, address: clientAddress(request), device: deviceLabel(request.headers.get("User-Agent")) };
}

const authenticator = new Authenticator<AdminUser | null>();

// Resolves to the admin, or to null for a login that does not match. The login action has parsed
// the form with its schema already: attemptLogin hands over the parsed values, read here as they are.
authenticator.use(new FormStrategy(async ({ form }) => verifyLogin(String(form.get("email")), String(form.get("password")))), "admin-login");

// The login limits (OWASP's advice, and rate-limiter-flexible's "login endpoint" recipe):
// - per e-mail and client address together: 5 attempts in 15 minutes, then 15 minutes refused.
//   An attacker elsewhere who guesses at the owner's e-mail locks only their own pair: the owner,
//   from another address, still signs in.
// - per client address, slower: 20 attempts an hour, then an hour refused, whatever e-mails are
//   tried (spreading guesses over many e-mails gains nothing). An IPv6 address counts by its /64.
// - per e-mail, from places it never signed in from: 50 attempts an hour, then an hour refused
//   (spreading guesses over many addresses gains little either: 50 guesses an hour, against
//   passwords of 10 characters or more). Attempts from an address (or
//   /64) the e-mail has signed in from before are not counted there, so an attack on the owner's
//   e-mail does not lock the owner out of the shop's own phone and Wi-Fi.
// Attempts are counted before the password is checked, so a burst of posts runs no more checks
// than the limits allow; a successful login clears its pair and gives its attempt back.
// Without a trusted client address (off Fly, TRUST_FLY_CLIENT_IP unset; the socket address would
// be a proxy's) every client counts as the same one (limitAddress): guessing stays
// bounded, but then anyone can hold the login shut for everyone; docs/security.md says so.
export const LOGIN_LIMITS = {
  perEmailAndAddress: { name: "login-email-address", points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  perAddress: { name: "login-address", points: 20, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  perEmailFromElsewhere: { name: "login-email", points: 50, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
} as const;
const loginsPerEmailAndAddress = createRateLimit(LOGIN_LIMITS.perEmailAndAddress);
const loginsPerAddress = createRateLimit(LOGIN_LIMITS.perAddress);
const loginsPerEmailFromElsewhere = createRateLimit(LOGIN_LIMITS.perEmailFromElsewhere);
/** Current passwords tried on the change-password form, per session: a stolen session cannot guess the password behind it. */
export const PASSWORD_CHECKS_PER_SESSION = { name: "password-check-session", points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 } as const;
const passwordChecksPerSession = createRateLimit(PASSWORD_CHECKS_PER_SESSION);

/** Counts a try of the current password in this session: refused past PASSWORD_CHECKS_PER_SESSION; a right one forgets the count. */
export async function checkPasswordAttempt(admin: ActingAdmin, attempt: () => Promise<boolean>): Promise<"right" | "wrong" | "locked"> {
  if (!(await passwordChecksPerSession.consume(admin.sessionId)).allowed) return "locked";
  if (!(await attempt())) return "wrong";
  await passwordChecksPerSession.reset(admin.sessionId);
  return "right";
}

export type LoginOutcome = { status: "signed-in"; admin: AdminUser } | { status: "invalid" } | { status: "locked"; retryAfterMs: number };

/**
 * Checks a login against the limits first, then the password. The form was read once
 * (readFormData); remix-auth's FormStrategy reads it again from a request of its own. A failure is
 * recorded in the audit trail (with the e-mail typed); a refusal by the limits is not, so a flood
 * of refused posts writes nothing there.
 */
export async function attemptLogin(request: Request, { email, password }: LoginInput): Promise<LoginOutcome> {
  const address = limitAddress(request);
  const account = normaliseEmail(email);
  const pair = `${account} ${address}`;
  const limits = [() => loginsPerAddress.consume(address), () => loginsPerEmailAndAddress.consume(pair)];
  const fromElsewhere = !(await hasSignedInFrom(account, address));
  if (fromElsewhere) limits.push(() => loginsPerEmailFromElsewhere.consume(account));
  for (const limit of limits) {
    const answer = await limit();
    if (!answer.allowed) return { status: "locked", retryAfterMs: answer.retryAfterMs };
  }
  // remix-auth reads the credentials from a request's form: the parsed ones, the body being read.
  const body = new URLSearchParams({ email, password });
  const admin = await authenticator.authenticate("admin-login", new Request(request.url, { method: "POST", body }));
  if (!admin) {
    await recordAudit(actorOf(request, { id: null, email: normaliseEmail(email) }), { action: "sign-in-failed" });
    return { status: "invalid" };
  }
  await loginsPerEmailAndAddress.reset(pair);
  await loginsPerAddress.reward(address);
  if (fromElsewhere) await loginsPerEmailFromElsewhere.reward(account);
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

/** The answer to a signed-in account without the capability a page or an intent needs: nothing of it. */
const REFUSED_ROLE = "Your account cannot open this page.";

/** Throws the 403 for an account that lacks `capability` (a page; an intent is refused in place by staffAction). */
function refuseWithout(admin: AdminUser, capability: Capability) {
  if (!can(admin.role, capability)) throw data(REFUSED_ROLE, { status: 403 });
}

/**
 * Every admin loader calls this first, naming the capability it serves
 * (app/lib/auth/capabilities.ts): without a live session (server-side, within the 7-day idle
 * limit) the request reads nothing and is sent to the login page; an account without it gets a 403.
 */
export async function requireAdmin(request: Request, capability: Capability): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (!admin) throw redirect("/admin/login");
  refuseWithout(admin, capability);
  return admin;
}

/**
 * Whether this account may see this booking: with "bookings.all" any, else only those assigned
 * to its technician; the routes answer any other with a 404, as if it did not exist.
 */
function mayOpenBooking(admin: AdminUser, booking: { technician_id: number | null }): boolean {
  return inBookingScope(admin, booking);
}

/** The booking of the address's id if this account may open it; a 404 otherwise (none, or another technician's). */
export async function requireBookingFor(admin: AdminUser, bookingId: string | number | undefined) {
  const id = typeof bookingId === "number" ? bookingId : parseRowId(bookingId);
  const booking = id ? await getBooking(id) : undefined;
  if (!booking || !mayOpenBooking(admin, booking)) throw data("Booking not found", { status: 404 });
  return booking;
}

/**
 * The desk's pages ("bookings.read"): the bookings list, a booking's page and its bill. A
 * technician works from his day and the job screen, in his language; an address of a desk page he
 * holds (a link in an alert, an old bookmark) takes him there: to the job screen of a booking that
 * is his (another's is a 404), else to his day. An account holding neither (the accountant) is
 * led from the list to its own start page and refused a booking (403).
 */
export async function requireDesk(request: Request, bookingId?: string): Promise<AdminUser> {
  const admin = await requireAdmin(request, "admin.open");
  if (can(admin.role, "bookings.read")) return admin;
  if (bookingId === undefined) throw redirect(landingPage(admin));
  // An account that opens no booking at all (the accountant) is refused one.
  refuseWithout(admin, "jobs.open");
  throw redirect(`/admin/jobs/${(await requireBookingFor(admin, bookingId)).id}`);
}

/** A desk page's action (a booking's page, its bill): its booking, for an account holding "bookings.read" (else a 403: a technician's job screen has its own). */
export async function requireDeskBookingFor(admin: AdminUser, bookingId: string | undefined) {
  refuseWithout(admin, "bookings.read");
  return requireBookingFor(admin, bookingId);
}

export type ActingAdmin = AdminUser & { sessionId: string; actor: Actor };

/**
 * An admin action's first step: a live session (else the login page) and a post from this
 * site's own pages (a cross-site post gets a 403). `actor` is who the audit trail says did it.
 * The capability of each intent is checked by staffAction (app/staff/action.server.ts).
 */
export async function requireAdminSession(request: Request): Promise<ActingAdmin> {
  const current = await currentAdminSession(request);
  if (!current) throw redirect("/admin/login");
  requireSameOrigin(request);
  return { ...current.admin, sessionId: current.sessionId, actor: actorOf(request, current.admin) };
}

/** requireAdminSession for an action of one capability (the exports): an account without it gets a 403. */
export async function requireAdminAction(request: Request, capability: Capability): Promise<ActingAdmin> {
  const admin = await requireAdminSession(request);
  refuseWithout(admin, capability);
  return admin;
}

/** The session cookie sent again, so the browser's 7-day limit counts from the last visit. */
export async function refreshedSessionCookie(request: Request): Promise<string> {
  return sessionStorage.commitSession(await getSession(request));
}

export async function startAdminSession(request: Request, admin: AdminUser, redirectTo = landingPage(admin)) {
  const session = await sessionStorage.getSession();
  session.set("sessionId", await createAdminSession(admin.id, actorOf(request, admin)));
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

export async function endAdminSession(request: Request) {
  const current = await currentAdminSession(request);
  const session = await getSession(request);
  if (current) await signOutAdminSession(current.sessionId, actorOf(request, current.admin));
  else if (typeof session.get("sessionId") === "string") await endAdminSessionById(session.get("sessionId")!);
  return redirect("/admin/login", { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}
