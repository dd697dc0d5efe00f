/**
 * A request's path and query as logs may show them: a booking's private token (its page
 * `/booking/<token>`, anything under it, the thank-you's `?booking=<token>`) is replaced by a
 * placeholder, since whoever holds it can cancel or move the booking.
 */
export function logPath(url: string): string {
  return url.replace(/\/booking\/[^/?#]*/g, "/booking/:token").replace(/([?&]booking=)[^&#]*/g, "$1:token");
}
