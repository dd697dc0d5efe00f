import { env } from "~/env.server";
import { resourceResponse } from "~/security/headers.server";

/**
 * Whether a state-changing request comes from a page of this site. Browsers send Origin on
 * every POST, so a cross-site form post (CSRF) always carries the other site's origin. A
 * missing or "null" Origin is refused too: no page of ours produces one, and a script that
 * can leave it out (curl) is no CSRF risk but gains nothing from being let through either.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  // The Host the browser addressed (request.url is built from it) or the configured site.
  return originUrl.host === new URL(request.url).host || originUrl.origin === new URL(env().SITE_URL).origin;
}

export const CROSS_SITE_MESSAGE = "This form must be sent from this site.";

/** The answer to a state-changing request from another site: a short 403, changing nothing. */
export function crossSiteRefusal(): Response {
  return resourceResponse(CROSS_SITE_MESSAGE, { type: "text/plain", status: 403 });
}

/** Throws a 403 for a state-changing request from another site. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw crossSiteRefusal();
}

/**
 * Whether Remix's own guard (throwIfPotentialCSRFAttack in @remix-run/server-runtime, run before
 * any code of the app for a page's POST and for every non-GET data request) refuses this request:
 * an Origin of "null", one that is no URL, or one naming another host than Host (or the first
 * X-Forwarded-Host). Remix answers those with an empty 500; handleDataRequest turns the data
 * requests' into crossSiteRefusal(). tests/unit/admin-security.test.ts holds this to Remix's code.
 */
export function failsRemixOriginCheck(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  if (!origin) return false;
  const host = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() || request.headers.get("Host");
  let originHost: string;
  try {
    originHost = origin === "null" ? origin : new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== "" && originHost !== host;
}
