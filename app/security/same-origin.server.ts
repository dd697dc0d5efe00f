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

const CROSS_SITE_MESSAGE = "This form must be sent from this site.";

/** The answer to a state-changing request from another site: a short 403, changing nothing. */
export function crossSiteRefusal(): Response {
  return resourceResponse(CROSS_SITE_MESSAGE, { type: "text/plain", status: 403 });
}

/** Throws a 403 for a state-changing request from another site. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw crossSiteRefusal();
}

/**
 * Whether React Router's own guard (throwIfPotentialCSRFAttack, run before any code of the app for
 * a page's POST and for every non-GET data request) refuses this request: an Origin of "null", one
 * that is no URL, or one whose origin is not the request URL's (server/index.ts builds that URL
 * from Host and SITE_URL's protocol). The router answers those with a bare 400; server/index.ts
 * answers crossSiteRefusal() instead. tests/unit/admin-security.test.ts holds this to the
 * router's code.
 */
export function failsRouterOriginCheck(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  if (origin === "null") return origin !== new URL(request.url).host;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true;
  }
  return originUrl.host !== "" && originUrl.origin !== new URL(request.url).origin;
}
