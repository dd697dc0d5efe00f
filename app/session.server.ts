import { createCookieSessionStorage } from "@remix-run/node";

export const secureCookies = process.env.NODE_ENV === "production";

export const SESSION_SECRET_MIN_LENGTH = 32;

/**
 * The secret that signs the site's cookies (the admin session, toasts). In production a missing or
 * short one stops the server as it loads, with a message that says what to do: a short secret can
 * be guessed offline from one signed cookie, and then anyone could forge an admin session.
 */
export function cookieSecrets(env: Record<string, string | undefined> = process.env): string[] {
  const secret = env.SESSION_SECRET;
  if (env.NODE_ENV === "production" && (!secret || secret.length < SESSION_SECRET_MIN_LENGTH)) {
    throw new Error(
      `SESSION_SECRET must be set to at least ${SESSION_SECRET_MIN_LENGTH} random characters in production ` +
        `(it is ${secret ? `${secret.length} characters long` : "not set"}). Make one with: openssl rand -hex 32`,
    );
  }
  return [secret || "development-only-session-secret"];
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
