import { createCookieSessionStorage, redirect } from "react-router";

import { cookieSecrets, secureCookies } from "~/env.server";
import type { Toast } from "~/lib/forms/toast";

// Toasts travel in a cookie of their own (the Epic Stack's toast.server.ts): a flash message
// that the next page shows once, so "Location Added" appears after a plain form post too. Apart
// from the admin session, a visitor's toast never renews or clears a session, and a session
// renewal never carries a toast forward.
const toastStorage = createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
  cookie: {
    name: "__toast",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    secrets: cookieSecrets(),
  },
});

/** Redirects (303 unless told otherwise) with a toast for the next page. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const session = await toastStorage.getSession();
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastStorage.commitSession(session));
  return redirect(url, { ...init, status: init.status ?? 303, headers });
}

/** The toast waiting for this request, if any, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers?: HeadersInit }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("__toast=")) return { toast: null };
  const session = await toastStorage.getSession(cookie);
  const toast = session.get("toast") ?? null;
  return { toast, headers: { "Set-Cookie": await toastStorage.destroySession(session) } };
}
