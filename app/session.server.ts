import { createCookieSessionStorage } from "@remix-run/node";

const isProduction = process.env.NODE_ENV === "production";

function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (secret) return secret;
  if (isProduction) throw new Error("SESSION_SECRET must be set in production.");
  return "development-only-session-secret";
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };

/** The admin_sessions row this browser holds (app/models/admins.server.ts). */
type SessionData = { sessionId: string };
type SessionFlash = { toast: Toast };

export const sessionStorage = createCookieSessionStorage<SessionData, SessionFlash>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction,
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: [sessionSecret()],
  },
});

export function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}
