import { createCookieSessionStorage } from "@remix-run/node";

export const secureCookies = process.env.NODE_ENV === "production";

/** The secret that signs the site's cookies (the admin session, toasts). */
export function cookieSecrets(): string[] {
  const secret = process.env.SESSION_SECRET;
  if (secret) return [secret];
  if (secureCookies) throw new Error("SESSION_SECRET must be set in production.");
  return ["development-only-session-secret"];
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** The admin_sessions row this browser holds (app/models/admins.server.ts). */
type SessionData = { sessionId: string };

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: cookieSecrets(),
  },
});

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}
