/** Back to the admin page a button was on (with its filter and the booking's place on it), never to another site. */
export function safeReturnTo(returnTo: string | null | undefined, fallback = "/admin"): string {
  if (!returnTo || !/^\/admin(?:[/?#]|$)/.test(returnTo) || /[\\\s]/.test(returnTo)) return fallback;
  return returnTo;
}
