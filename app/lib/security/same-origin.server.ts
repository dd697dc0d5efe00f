import { siteUrlFromEnv } from "~/lib/seo/meta";

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
  return originUrl.host === new URL(request.url).host || originUrl.origin === new URL(siteUrlFromEnv()).origin;
}

/** Throws a 403 for a state-changing request from another site. */
export function requireSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response("This form must be sent from this site.", { status: 403 });
  }
}
