import { createCookieSessionStorage } from "@remix-run/node";
import { env } from "~/env.server";

export const secureCookies = env().NODE_ENV === "production";

/**
 * The secret that signs the site's cookies (the admin session, toasts). In production a missing or
 * short one stops the server as it starts (app/env.server.ts): a short secret can be guessed
 * offline from one signed cookie, and then anyone could forge an admin session.
 */
export function cookieSecrets(): string[] {
  return [env().SESSION_SECRET ?? "development-only-session-secret"];
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
