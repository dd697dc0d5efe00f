// The request-target, read once before anything else parses it: in time linear in its length,
// and bounded by the site's own addresses. Remix matches every parent path of a URL against the
// routes (lazy route discovery), in time that grows with the square of its segments: an 8,000-
// segment path took 10 s of CPU, during which the server answered nothing. So a path longer than
// any of the site's (in bytes or in segments) is refused here with a 414, as are the paths a
// route-discovery request (`/__manifest?p=...`) asks about.
//
// A path is also brought to its one form before anything builds a link or a redirect from it:
// backslashes read as slashes (as browsers read them), repeated slashes as one, dot segments
// resolved, a trailing slash dropped. A request for any other form is redirected to it, so no
// path the app sees starts with `//` (which a browser would read as another host).

/** The longest path the site has is 44 bytes (`/kn/booking/<token>/receipt`); room for slugs to grow. */
export const MAX_PATH_BYTES = 256;
/** The deepest path the site has has 4 segments (`/kn/booking/<token>/receipt`, `/admin/bookings/7/bill`). */
export const MAX_PATH_SEGMENTS = 8;
/** A whole request-target, query included: Remix's own route discovery sends up to 7,680 characters. */
export const MAX_TARGET_BYTES = 8192;

const MANIFEST_PATH = "/__manifest";

export type Target =
  { kind: "refused"; status: 400 | 414; message: string } | { kind: "redirect"; location: string } | { kind: "path"; pathname: string; search: string };

/** Reads `GET <target>` as the server should: refused, redirected to the path's one form, or its path and query. */
export function readTarget(target: string): Target {
  if (!target.startsWith("/")) return { kind: "refused", status: 400, message: "Bad request" };
  if (target.length > MAX_TARGET_BYTES) return tooLong();
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 ? "" : target.slice(queryAt);
  if (!fitsTheSite(path)) return tooLong();
  if (path === MANIFEST_PATH && !discoveryFitsTheSite(search)) return tooLong();

  const pathname = canonicalPath(path);
  if (pathname !== path) return { kind: "redirect", location: `${pathname}${search}` };
  return { kind: "path", pathname, search };
}

/** A path within the site's bounds: few enough bytes and segments. */
function fitsTheSite(path: string): boolean {
  if (path.length > MAX_PATH_BYTES) return false;
  let segments = 0;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if ((code === 0x2f || code === 0x5c) && ++segments > MAX_PATH_SEGMENTS) return false;
  }
  return true;
}

/** Every path a route-discovery request names is within the site's bounds. */
function discoveryFitsTheSite(search: string): boolean {
  return new URLSearchParams(search).getAll("p").every(fitsTheSite);
}

/**
 * The path's one form: `\` read as `/`, runs of `/` as one, dot segments resolved (by the URL
 * parser, as Remix will read them), no trailing slash. The input is already bounded in length.
 */
export function canonicalPath(path: string): string {
  // Most paths are already in it: no parsing for them (the URL parser cost 3% of a kept page's CPU).
  if (PLAIN_PATH.test(path)) return path;
  const pathname = oneSlash(new URL(oneSlash(path), "http://localhost").pathname);
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/**
 * `/` or segments of letters, digits, `-`, `_`, `~` and `.`, none of them `.` or `..`, without a
 * trailing slash: a path the URL parser and oneSlash leave as it is.
 */
const PLAIN_PATH = /^(?:\/|(?:\/(?!\.\.?(?:\/|$))[\w.~-]+)+)$/;

/** Tabs and line breaks dropped (the URL parser drops them too), runs of `/` and `\\` as one `/`. */
function oneSlash(path: string): string {
  return path.replace(/[\t\n\r]/g, "").replace(/[\\/]+/g, "/");
}

function tooLong(): Target {
  return { kind: "refused", status: 414, message: "This address is too long." };
}
