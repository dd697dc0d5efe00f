// The server, in production (package.json's `start`, after the migration) and in development
// (`npm run dev`, with Vite in middleware mode: the same cache, headers and refusals): what
// react-router-serve runs (Express with compression, the static files and a request log, handing
// every other request to React Router), plus what it has no place for: a cache of public pages in
// front of the router (server/page-cache.ts, docs/decisions/0014-react-router-v7.md). The Request
// and the Response cross between Node and the router with @remix-run/node-fetch-server, a small
// library of its own that no version of the framework ties.
// Being ours, the server also refuses TRACE with a 405, a cross-site page POST with the app's 403
// and a body over its address's limit with a 413 (server/body-limit.ts), and sends nosniff with
// the static files.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import expressStaticGzip from "express-static-gzip";
import fresh from "fresh";
import Negotiator from "negotiator";
import { createRequestHandler, type ServerBuild } from "react-router";

import type { ServerApi } from "~/entry.server";

import { createAccessLog } from "./access-log";
import { createBodyLimits } from "./body-limit";
import { type CachedPage, createPageCache, type Encoding } from "./page-cache";
import { readTarget } from "./request-target";

const mode = process.env.NODE_ENV ?? "production";
process.env.NODE_ENV = mode;
const development = mode === "development";
// server/index.ts runs from the project under tsx in development, as build/scripts/server.js in production.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), development ? ".." : "../..");

const app = express();
app.disable("x-powered-by");
const httpServer = http.createServer(serve);
// An idle kept-alive connection is closed after a minute, not Node's 5 s: a client (Fly's proxy,
// a phone) that sends on it just as the server closes it gets a reset instead of an answer.
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;
// A request that waits for a 100 Continue before sending its body gets one only if its body may come.
httpServer.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => serve(req, res, true));

// In development Vite builds the app on demand, and its hot updates travel over this server's own
// port (the page's CSP allows no other); the app is the same module Vite would build.
const vite = development
  ? await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" }))
  : undefined;
const loadBuild = async () =>
  (vite
    ? vite.ssrLoadModule("virtual:react-router/server-build")
    : import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as Promise<ServerBuild>;

// A build that refuses to load (an environment that is not valid: app/env.server.ts lists every
// bad variable) says why and stops; its stack only: Node's own report would print the minified
// line the error came from.
const build = await loadBuild().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
// The app's side of the server, exported by app/entry.server.tsx.
const { env, bodyLimitFor, crossSiteRefusal, failsRouterOriginCheck, healthCheck, isSharedPage, logPath } = (
  build.entry.module as unknown as { serverApi: ServerApi }
).serverApi;
// In development every request gets the app as it is now (Vite reloads what changed).
const handleRouter = createRequestHandler(vite ? loadBuild : build, mode);
const siteProtocol = new URL(env().SITE_URL).protocol;
const pages = createPageCache({ isShared: isSharedPage });
// A changed file is a new version of the site, as a deploy is: no page kept from the old one.
vite?.watcher.on("change", () => pages.clear());

// The access log names a booking's page, never its token, and of a query string the parameters'
// names, never their values (logPath; server/access-log.ts).
const accessLog = createAccessLog(logPath);

/**
 * Every request, in this order: Fly's health check (no log line every 30 s, nothing else looked at,
 * so it waits for nothing but the database even while a burst keeps the server busy); a kept page
 * (its request-target in its one form, a plain Host, a GET or HEAD without cookies), answered from
 * memory with nothing else touched (no file looked for, no route matched); the request-target
 * bounded and brought to its one form, else refused or redirected; a body declared over its
 * address's limit refused unread; then everything else through Express.
 */
function serve(req: IncomingMessage, res: ServerResponse, expectsContinue = false) {
  const startedAt = performance.now();
  if (req.url === "/healthcheck" && req.method === "GET") {
    void healthCheck().then(
      (response) => sendResponse(res, response),
      (error: unknown) => fail(res, error),
    );
    return;
  }
  const target = readTarget(req.url ?? "");
  const key = target.kind === "path" ? pages.keyFor({ method: req.method ?? "", path: target.pathname, cookie: req.headers.cookie }) : undefined;
  const kept = key && HOST.test(req.headers.host ?? "") ? pages.get(key) : undefined;
  if (kept) {
    const length = sendPage(req, res, kept);
    return accessLog.kept(req, res.statusCode, length, startedAt);
  }
  // Everything else is logged once answered.
  accessLog.onClose(req, res, startedAt);
  // Methods a fetch Request cannot carry (Express would answer TRACE itself, echoing the request).
  if (UNSERVED_METHODS.has(req.method ?? "")) return void res.writeHead(405, { Allow: "GET, HEAD, POST" }).end();
  if (target.kind === "refused") return void res.writeHead(target.status, PLAIN_TEXT).end(target.message);
  // The router builds the page's URL from the Host header: one that is not a plain host[:port] (say
  // `example.com/privacy#`) would have it render another page, which the cache would keep under this one.
  if (!HOST.test(req.headers.host ?? "")) return void res.writeHead(400, PLAIN_TEXT).end("Bad request");
  if (bodyLimits.refusedByLength(req, res, target.kind === "path" ? target.pathname : target.location.split("?")[0]!)) return;
  const reading = req.method === "GET" || req.method === "HEAD";
  // A form posts to a page's one address; anything else is no page.
  if (target.kind === "redirect") return void (reading ? res.writeHead(301, { Location: target.location }) : res.writeHead(404, PLAIN_TEXT)).end();
  // `/View-All-Areas` is `/view-all-areas` (route matching ignores case), once its page is kept.
  const lower = target.pathname.toLowerCase();
  if (key && lower !== target.pathname && pages.get(lower)) return void res.writeHead(301, { Location: `${lower}${target.search}` }).end();
  if (expectsContinue) res.writeContinue();
  app(req, res);
}

const PLAIN_TEXT = { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };
const bodyLimits = createBodyLimits({ limitFor: bodyLimitFor, headers: PLAIN_TEXT });

function fail(res: ServerResponse, error: unknown) {
  console.error(error);
  if (!res.headersSent) res.writeHead(500, PLAIN_TEXT);
  res.end();
}

// Static files: ours, but no page, so only nosniff of the security headers.
const setStaticHeaders = (res: ServerResponse) => res.setHeader("X-Content-Type-Options", "nosniff");

const UNSERVED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
app.use(compression());
// Vite names every file of build/client/assets by its content: kept for a year, and sent as the
// build compressed it (Brotli, else gzip: vite.config.ts), never compressed again per request. In
// development Vite serves the app's modules itself.
if (vite) app.use(vite.middlewares);
else
  app.use(
    build.publicPath,
    expressStaticGzip(path.resolve(ROOT, build.assetsBuildDirectory), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", setHeaders: setStaticHeaders },
    }),
  );
app.use(express.static(path.join(ROOT, "public"), { maxAge: "1h", setHeaders: setStaticHeaders }));
// Express 4 does not wait for a handler's promise: a failure is passed to its error handler here.
app.all("*", (req, res, next) => {
  answerPage(req, res).catch(next);
});

/** A page from the cache, or the router's answer (kept when it may be shared). */
async function answerPage(req: ExpressRequest, res: ExpressResponse) {
  const { pathname } = new URL(req.url, "http://localhost");
  const key = pages.keyFor({ method: req.method, path: pathname, cookie: req.headers.cookie });
  // The page's URL is the site's (SITE_URL's https behind Fly's proxy, which speaks http to us):
  // the router refuses a POST whose Origin is not the URL's origin.
  // A body in chunks is read here up to its limit, or refused (413) past it.
  const request = await bodyLimits.withinLimit(createRequest(req, res, { host: req.headers.host, protocol: siteProtocol }), req, res);
  if (!request) return;
  // The router refuses these itself, with a bare 400.
  const response = failsRouterOriginCheck(request) ? crossSiteRefusal() : await handleRouter(request, { structuredData: [] });
  if (key && req.method === "GET" && pages.isShared(response)) {
    const { search } = new URL(req.url, "http://localhost");
    // Public pages have lower-case paths: a shared answer to another case is a variant.
    if (pathname !== pathname.toLowerCase()) return res.redirect(301, `${pathname.toLowerCase()}${search}`);
    // What is kept is served to everyone, so it holds nothing of this visitor's query string (a
    // language link would carry it): a page asked for with one is rendered again without it, and
    // that is kept and answered (docs/performance.md).
    const clean = search ? await handleRouter(withoutQuery(request), { structuredData: [] }) : response;
    const kept = await pages.store(key, clean);
    if (!(kept instanceof Response)) {
      if (clean !== response) await response.body?.cancel();
      return sendPage(req, res, kept);
    }
    if (clean === response) return sendResponse(res, kept);
    await kept.body?.cancel();
  }
  await sendResponse(res, response);
}

/** The same GET without its query string (its headers and signal kept). */
function withoutQuery(request: Request): Request {
  const url = new URL(request.url);
  url.search = "";
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}

/** host[:port], a name or an IPv4 or [IPv6] address; nothing else may build the page's URL. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * A kept page in the encoding the browser takes best (Brotli, gzip, or none), or a 304 when its
 * ETag is the browser's: one buffer and one list of headers, made when the page was kept.
 * Answers the Content-Length sent.
 */
function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): number | undefined {
  const encoding = encodingFor(req.headers["accept-encoding"]);
  if (req.headers["if-none-match"] !== undefined && fresh(req.headers, { etag: page.etags[encoding] })) {
    res.writeHead(304, page.notModified[encoding]).end();
    return undefined;
  }
  const body = page.bodies[encoding];
  res.writeHead(200, page.answers[encoding]);
  res.end(req.method === "HEAD" ? undefined : body);
  return body.length;
}

/** Accept-Encoding headers seen, and the encoding each is answered in: browsers send a handful of forms. */
const encodingsChosen = new Map<string, Encoding>();

/** Brotli when an Accept-Encoding takes it, else gzip (each by name or `*`, without q=0); else the page as it is. */
function encodingFor(header: string | undefined): Encoding {
  if (!header) return "identity";
  let chosen = encodingsChosen.get(header);
  if (chosen === undefined) {
    const accepted = new Negotiator({ headers: { "accept-encoding": header } }).encodings(["br", "gzip"]);
    chosen = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
    if (encodingsChosen.size >= 100) encodingsChosen.clear();
    encodingsChosen.set(header, chosen);
  }
  return chosen;
}

const { PORT: port, HOST: host } = env();
const onListen = () => console.log(`[server] http://localhost:${port}`);
const server = host ? httpServer.listen(port, host, onListen) : httpServer.listen(port, onListen);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void vite?.close();
    server.close((error) => error && console.error(error));
  });
}
