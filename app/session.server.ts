import { createCookieSessionStorage } from "react-router";

import { cookieSecrets, secureCookies } from "~/env.server";

const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** The admin_sessions row this browser holds (app/models/admins.server.ts). */
type SessionData = { sessionId: string };

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: cookieSecrets(),
  },
});

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}
