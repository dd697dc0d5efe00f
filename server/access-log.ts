// The access log: one line per request, `GET /path 200 25919 - 0.412 ms` (morgan's format of
// method, path, status, Content-Length and response time; ` kept` after an answer from the page
// cache, so a cache that stopped answering shows in the log), written to stdout without blocking
// (sonic-boom, pino's writer: what arrives while a write is under way goes out in the next one;
// Node writes a pipe's lines synchronously). Written here rather than with morgan: morgan's hooks
// on every response (on-headers wrapping writeHead, on-finished, its token functions) cost a tenth
// of a kept page's CPU under load (docs/decisions/0015-a-kept-page-near-node.md).
//
// The path is the app's logPath: a booking's page without its token, a query string's parameter
// names without their values (a search term is a customer's phone or name), cut to 200 characters.
import type { IncomingMessage, ServerResponse } from "node:http";

import SonicBoom from "sonic-boom";

// Lines are written 4 KB at a time, or after a second: a write per answer, on the server's core,
// cost a kept page's p99 under load (docs/decisions/0016-a-kept-page-allows-its-scripts-by-hash.md).
const BATCH_BYTES = 4096;
const BATCH_MS = 1000;

export function createAccessLog(
  logPath: (target: string) => string,
  destination = new SonicBoom({ fd: 1, sync: false, minLength: BATCH_BYTES, periodicFlush: BATCH_MS }),
) {
  // What is still held goes out as the process ends.
  process.once("exit", () => destination.flushSync());
  function write(req: IncomingMessage, status: number, length: number | string | undefined, startedAt: number, end: string) {
    const ms = (performance.now() - startedAt).toFixed(3);
    destination.write(`${req.method} ${logPath(req.url ?? "")} ${status} ${length ?? "-"} - ${ms} ms${end}`);
  }
  return {
    /** A kept page, written at once: its line now. */
    kept(req: IncomingMessage, status: number, length: number | undefined, startedAt: number) {
      write(req, status, length, startedAt, " kept\n");
    },
    /** A response still to come (everything Express answers): its line when it has been sent, or given up. */
    onClose(req: IncomingMessage, res: ServerResponse, startedAt: number) {
      res.once("close", () => write(req, res.statusCode, res.getHeader("content-length") as number | string | undefined, startedAt, "\n"));
    },
  };
}
