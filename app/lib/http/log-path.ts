/** How much of a path a log line shows. */
const LOGGED_LENGTH = 200;
/** A query parameter's name as a log may write it: a word a form or a link gives it (`q`, `utm_source`, `_routes`). */
const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,31}$/;
/** A path of words alone: no query, fragment, digits or escapes. */
const PLAIN_PATH = /^[/A-Za-z_.-]*$/;
/** What stands for a value that is not written (a search term, a phone), or a name that is no word. */
const HIDDEN = "…";

/**
 * A request's path and query as logs may show them. A query's values are never written, only its
 * parameters' names (`/admin?q=9845077777` is `/admin?q=…`): a search term is a customer's phone or
 * name, and the log outlives any erasure. A name that is not a plain word (`/admin?9845077777`)
 * is hidden too. A booking's private token in the path (`/booking/<token>` and anything under it)
 * is replaced by a placeholder, since whoever holds it can cancel or move the booking (a
 * maintenance plan's `/plan/<token>` likewise: it is its customer's own page) (the
 * thank-you's `?booking=<token>` is a value, so hidden like any other). Seven digits or more in a
 * row in the path (`/9845077777`, `/98450%2077777`) are hidden as well. Cut to 200 characters.
 */
export function logPath(url: string): string {
  // Most lines: a page's plain path, nothing to hide (a kept page is logged thousands of times a second under a crowd).
  if (url.length <= LOGGED_LENGTH && PLAIN_PATH.test(url) && !url.includes("/booking/") && !url.includes("/plan/")) return url;
  const withoutFragment = url.split("#", 1)[0]!;
  const at = withoutFragment.indexOf("?");
  // A long run of digits in the path (a phone or a transaction id typed into an address) is hidden too.
  const pathname = (at === -1 ? withoutFragment : withoutFragment.slice(0, at))
    .replace(/\/(booking|plan)\/[^/]*/g, "/$1/:token")
    .replace(/(?:\d|%20|[\s+]){7,}/g, (run) => ((run.match(/\d/g)?.length ?? 0) >= 7 ? HIDDEN : run));
  const query = at === -1 ? "" : withoutFragment.slice(at + 1);
  const names = query
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const name = decodeName(part.split("=", 1)[0]!);
      return `${name !== undefined && PARAMETER_NAME.test(name) ? name : HIDDEN}=${HIDDEN}`;
    });
  const logged = names.length > 0 ? `${pathname}?${names.join("&")}` : pathname;
  return logged.length > LOGGED_LENGTH ? `${logged.slice(0, LOGGED_LENGTH)}…` : logged;
}

function decodeName(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

/** A 404 for a loader to throw, its path logged once (without its query, as every log line of a URL). */
export function notFound(request: Request): Response {
  console.warn(`404 Not Found: ${logPath(new URL(request.url).pathname)}`);
  return new Response("Not Found", { status: 404 });
}
