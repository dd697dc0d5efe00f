import { redirect } from "@remix-run/node";
import { getSession, sessionStorage, type Toast } from "~/session.server";

export type { Toast };

/**
 * Redirects with a toast that the next page shows once (a flash message in the session
 * cookie), so "Location Added" appears after a plain form post without JavaScript too.
 */
export async function redirectWithToast(request: Request, url: string, toast: Toast, init: ResponseInit = {}) {
  const session = await getSession(request);
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return redirect(url, { ...init, status: init.status ?? 303, headers });
}

/** The toast waiting for this request, if any, and the header that marks it shown. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers?: HeadersInit }> {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast: null };
  return { toast, headers: { "Set-Cookie": await sessionStorage.commitSession(session) } };
}
