/** How much of a path a log line shows. */
const LOGGED_LENGTH = 200;

/**
 * A request's path and query as logs may show them: a booking's private token (its page
 * `/booking/<token>`, anything under it, the thank-you's `?booking=<token>`) is replaced by a
 * placeholder, since whoever holds it can cancel or move the booking; cut to 200 characters.
 */
export function logPath(url: string): string {
  const cut = url.length > LOGGED_LENGTH ? `${url.slice(0, LOGGED_LENGTH)}…` : url;
  return cut.replace(/\/booking\/[^/?#]*/g, "/booking/:token").replace(/([?&]booking=)[^&#]*/g, "$1:token");
}

/** A 404 for a loader to throw, its path logged once. */
export function notFound(request: Request): Response {
  console.warn(`404 Not Found: ${logPath(new URL(request.url).pathname)}`);
  return new Response("Not Found", { status: 404 });
}
