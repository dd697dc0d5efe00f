// The security headers of every response the app makes itself: pages (entry.server's
// handleRequest), data requests (handleDataRequest) and resource routes (sitemap.xml, robots.txt,
// healthcheck, the admin's service worker, the CSV export). The static files of public/ and
// build/client get nosniff from the server (server/index.ts); they are no pages.
import { randomBytes } from "node:crypto";

import { env } from "~/env.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/http/cache-control";

/** A fresh nonce for each rendered page: its inline scripts and inline stylesheet carry it, and the CSP allows only them. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy of an HTML page. Scripts: the site's own files, and inline scripts carrying this
 * request's nonce (Remix's context and route modules, its scroll restoration, React's streaming);
 * never 'unsafe-inline'. Styles: the stylesheet inlined in the page's <style>, which carries the same
 * nonce (React sets no style attribute in the server's markup; one it sets later in the browser
 * goes through the CSSOM, which CSP does not restrict).
 * connect-src: the data requests (.data), the booking dialog's form, the push subscription post.
 * worker-src and manifest-src: the admin app (/admin/sw.js, /admin-app/manifest.webmanifest), and the
 * customer's notifications on their booking's page (/notify-sw.js).
 * img-src: the illustrations, icons and data: URLs. form-action: every form posts to this site,
 * and one answer goes on to WhatsApp: a booking's Share on WhatsApp posts (audited) and is
 * redirected to wa.me, which a browser checks against form-action. tel: and other WhatsApp
 * links are links, which CSP does not govern. A public page kept by the server is served under this
 * policy with the nonce replaced by its inline scripts' and stylesheet's hashes (server/page-cache.ts).
 */
function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self' https://wa.me",
  ].join("; ");
}

/**
 * The policy of a response that is no page (data, XML, text, CSV): nothing may load from it, and
 * nothing may frame it. The admin's service worker is the one exception (SERVICE_WORKER_CSP).
 */
const NO_CONTENT_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/**
 * The admin's service worker runs under its script's own policy: it fetches admin pages and
 * caches the offline page (connect-src 'self'), nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

// Powerful features the site never uses, off for every page and anything it could embed.
// Notifications and push (the admin's alerts) are not governed by Permissions-Policy.
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "sync-xhr",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Two years, subdomains included: the site is only ever served over HTTPS in production. */
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export type SecurityHeaderOptions = {
  /** A page's nonce: the page's policy (pageContentSecurityPolicy). Without one, NO_CONTENT_CSP. */
  nonce?: string;
  /** Another policy altogether (the service worker's). */
  contentSecurityPolicy?: string;
  /** Strict-Transport-Security is sent in production only (a local http://localhost has no HTTPS to insist on). */
  production?: boolean;
};

/**
 * Sets the security headers on `headers`: for a page, pass its nonce (the one given to
 * <RemixServer nonce>); for anything else, nothing. The one function every response of the app
 * goes through, so a cache of rendered pages can set them on what it replays.
 */
export function setSecurityHeaders(
  headers: Headers,
  { nonce, contentSecurityPolicy, production = env().NODE_ENV === "production" }: SecurityHeaderOptions = {},
): Headers {
  headers.set("Content-Security-Policy", contentSecurityPolicy ?? (nonce ? pageContentSecurityPolicy(nonce) : NO_CONTENT_CSP));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  // For browsers that predate frame-ancestors.
  headers.set("X-Frame-Options", "DENY");
  if (production) headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return headers;
}

/**
 * A resource route's answer (a file, the health check, a refusal): its type and who may keep it
 * (private unless said: lib/http/cache-control.ts), with the security headers every response has.
 */
export function resourceResponse(
  body: BodyInit | null,
  {
    type,
    cacheControl = PRIVATE_CACHE_CONTROL,
    status = 200,
    headers = {},
    contentSecurityPolicy,
  }: { type: string; cacheControl?: string; status?: number; headers?: Record<string, string>; contentSecurityPolicy?: string },
): Response {
  const all = setSecurityHeaders(new Headers({ ...headers, "Content-Type": `${type}; charset=utf-8`, "Cache-Control": cacheControl }), {
    contentSecurityPolicy,
  });
  return new Response(body, { status, headers: all });
}
