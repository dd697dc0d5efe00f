// Who may keep a page, and for how long. A page opts in to being shared (by browsers, a CDN and the
// server's own page cache, server/page-cache.ts) with `export { publicPageHeaders as headers }`
// when it is built from the code alone: the same for every visitor, no database, no form with a
// submission id. Everything else, the admin, /book, the contact form, a booking's own page, a page
// with a toast, is `private, no-store` (setCacheControl, applied by entry.server to every page and
// data response).

/** Fresh for a minute; then served stale for up to ten while the browser revalidates (a 304 when unchanged). */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** A file the same for everyone that changes rarely (the sitemap, robots.txt): an hour. */
export const PUBLIC_FILE_CACHE_CONTROL = "public, max-age=3600";

/** The `headers` export of a page the same for every visitor. */
export const publicPageHeaders = { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };

/**
 * Whether a response may be kept and served to anyone (the server's page cache): a 200 HTML page
 * whose public Cache-Control setCacheControl left in place, setting no cookie.
 */
export function isSharedPage(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    response.headers.get("Cache-Control") === PUBLIC_PAGE_CACHE_CONTROL &&
    !response.headers.has("Set-Cookie")
  );
}

/**
 * Leaves a route's public Cache-Control only on a 200 to a GET without cookies that sets none (so a
 * toast, a session or a refreshed cookie never lands in a shared cache); anything else is private.
 */
export function setCacheControl(headers: Headers, request: Request, status: number): Headers {
  const shared =
    headers.get("Cache-Control") === PUBLIC_PAGE_CACHE_CONTROL &&
    status === 200 &&
    (request.method === "GET" || request.method === "HEAD") &&
    !request.headers.has("Cookie") &&
    !headers.has("Set-Cookie");
  if (!shared) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return headers;
}
