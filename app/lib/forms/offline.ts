/**
 * Runs a route's server call from the browser (serverAction / serverLoader of a clientAction or
 * clientLoader) and answers with `fallback` when the network dropped: the fetch never reached the
 * server, or its answer never came back (fetch rejects with a TypeError). The page then keeps
 * what was typed and says what happened, instead of being replaced by the error page. Anything
 * else (a redirect, a thrown response) goes on as Remix would handle it.
 *
 * The fallback goes back as a 503, as the server's own failure does: after a failed post Remix
 * does not reload the page's data (which, offline, would fail and show the error page after all).
 */
export async function orWhenOffline<T>(call: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // Remix reads a returned Response's JSON as the route's data, with its status.
    return Response.json(fallback(), { status: 503 }) as unknown as T;
  }
}
