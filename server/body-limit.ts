// A request's body, bounded at the front door by its address's limit (app/lib/http/body-limits.ts,
// reached through serverApi): a body that declares a length over it is refused before a byte of it
// is read; a body sent in chunks (no Content-Length) is read up to the limit before any route sees
// it, and refused as it passes the limit. Either way the answer is a 413 with a short text and
// `Connection: close`, and nothing more is read: the connection is held, unread, until the client
// closes it (as it does on reading the answer) or for a few seconds at most, then cut. Cutting it
// at once could reset it before the client had read the answer; reading on would cost as much as
// the client chose to send. So no route, whether it reads its body or not, is handed more than its
// limit, and a refused body is never read past it.
import type { IncomingMessage, ServerResponse } from "node:http";

type BodyLimitOptions = {
  /** The largest body a POST to this path may carry, in bytes (`chunked`: one that declares no length). */
  limitFor: (pathname: string, options?: { chunked?: boolean }) => number;
  headers: Record<string, string>;
};

/** How long a refused request's connection is held, unread, for its client to read the 413 and close it. */
const CLOSING_GRACE_MS = 5_000;

export function createBodyLimits({ limitFor, headers }: BodyLimitOptions) {
  /** A 413 said at once; the rest of the body left unread, the connection closed by the client or cut after the grace. */
  function refuse(req: IncomingMessage, res: ServerResponse, limit: number) {
    const text = `Too large: a request to this address may carry at most ${limit.toLocaleString("en-US")} bytes.`;
    res.writeHead(413, { ...headers, "Content-Length": String(Buffer.byteLength(text)), Connection: "close" });
    res.write(text);
    req.pause();
    if (req.complete) return void res.end();
    const socket = req.socket;
    const cut = setTimeout(() => res.end(() => socket.destroy()), CLOSING_GRACE_MS);
    socket.once("close", () => clearTimeout(cut));
  }

  return {
    /** Answers a request whose declared Content-Length is over its path's limit (and says so), before reading any of it. */
    refusedByLength(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
      const declared = req.headers["content-length"];
      const limit = limitFor(pathname);
      if (declared === undefined || Number(declared) <= limit) return false;
      refuse(req, res, limit);
      return true;
    },

    /**
     * The request as the router should see it: one whose body comes in chunks, of no declared
     * length, is read here up to its path's limit and handed on whole; past the limit it is
     * answered with a 413 (undefined). Any other request is handed on as it is.
     */
    async withinLimit(request: Request, req: IncomingMessage, res: ServerResponse): Promise<Request | undefined> {
      if (!request.body || req.headers["content-length"] !== undefined) return request;
      const limit = limitFor(new URL(request.url).pathname, { chunked: true });
      const reader = request.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      try {
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) break;
          size += chunk.value.byteLength;
          if (size > limit) {
            await reader.cancel();
            refuse(req, res, limit);
            return undefined;
          }
          chunks.push(chunk.value);
        }
      } catch {
        // The client went away mid-body: nothing to answer it with but a short refusal.
        if (!res.headersSent) res.writeHead(400, headers).end("Bad request");
        return undefined;
      }
      return new Request(request, { body: Buffer.concat(chunks), duplex: "half" } as RequestInit);
    },
  };
}
