// The server, in production (package.json's `start`, after the migration) and in development
// (`npm run dev`, with Vite in middleware mode: the same cache, headers and refusals): what remix-serve ran
// (Express with compression, the static files and a request log, handing every other request to
// Remix), plus what remix-serve has no place for: a cache of public pages in front of Remix
// (server/page-cache.ts). The Request and the Response cross between Node and Remix with the
// Remix team's @remix-run/node-fetch-server, which does not depend on the framework's version.
// Being ours, the server also refuses TRACE with a 405 and a cross-site page POST with the app's
// 403, and sends nosniff with the static files.
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, installGlobals, type ServerBuild } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import morgan from "morgan";
import type { ServerApi } from "~/entry.server";
import { createPageCache, ENCODINGS, type CachedPage, type Encoding } from "./page-cache";

const mode = process.env.NODE_ENV ?? "production";
process.env.NODE_ENV = mode;
const development = mode === "development";
// server/index.ts runs from the project under tsx in development, as build/scripts/server.js in production.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), development ? ".." : "../..");

const app = express();
app.disable("x-powered-by");
const httpServer = http.createServer(app);

// In development Vite builds the app on demand, and its hot updates travel over this server's own
// port (the page's CSP allows no other); the app is the same module Vite would build.
const vite = development
  ? await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: "custom" }))
  : undefined;
const loadBuild = async () =>
  (vite ? vite.ssrLoadModule("virtual:remix/server-build") : import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as Promise<ServerBuild>;

// A build that refuses to load (an environment that is not valid: app/env.server.ts lists every
// bad variable) says why and stops; its stack only: Node's own report would print the minified
// line the error came from.
const build = await loadBuild().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
// The app's side of the server, exported by app/entry.server.tsx.
const { env, crossSiteRefusal, failsRemixOriginCheck, healthCheck, isSharedPage, logPath } = (build.entry.module as unknown as { serverApi: ServerApi }).serverApi;
installGlobals({ nativeFetch: build.future.v3_singleFetch });
// In development every request gets the app as it is now (Vite reloads what changed).
const handleRemix = createRequestHandler(vite ? loadBuild : build, mode);
const pages = createPageCache({ isShared: isSharedPage });
// A changed file is a new version of the site, as a deploy is: no page kept from the old one.
vite?.watcher.on("change", () => pages.clear());

// Static files: ours, but no page, so only nosniff of the security headers.
const setStaticHeaders = (res: ExpressResponse) => res.setHeader("X-Content-Type-Options", "nosniff");

// Methods a fetch Request cannot carry (Express would answer TRACE itself, echoing the request).
const UNSERVED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
app.use((req, res, next) => (UNSERVED_METHODS.has(req.method) ? res.status(405).set("Allow", "GET, HEAD, POST").end() : next()));
// Fly's health check, ahead of everything else: no compression, no static file looked for, no log
// line every 30 s, no route matching. Its answer then waits for nothing but the database, even
// while a burst of requests keeps the server busy (32 logins at once: tests/e2e/login-load.spec.ts).
app.get("/healthcheck", (_req, res, next) => void healthCheck().then((response) => sendResponse(res, response), next));
app.use(compression());
// Vite names every file of build/client/assets by its content: kept for a year. In development
// Vite serves the app's modules itself.
if (vite) app.use(vite.middlewares);
else app.use(build.publicPath, express.static(path.resolve(ROOT, build.assetsBuildDirectory), { immutable: true, maxAge: "1y", setHeaders: setStaticHeaders }));
app.use(express.static(path.join(ROOT, "public"), { maxAge: "1h", setHeaders: setStaticHeaders }));
// The access log names a booking's page, never its token: whoever reads the logs must not be able
// to open, cancel or move the booking.
morgan.token("path", (req: ExpressRequest) => logPath(req.originalUrl));
app.use(morgan(":method :path :status :res[content-length] - :response-time ms"));
app.all("*", async (req, res, next) => {
  try {
    // Remix builds the page's URL from the Host header: one that is not a plain host[:port] (say
    // `example.com/privacy#`) would have it render another page, which the cache would keep under
    // this one. A request-target that is not a path (`GET http://other/`) is refused the same way.
    const host = req.headers.host ?? "";
    if (!HOST.test(host) || !req.url.startsWith("/")) return res.status(400).type("text/plain").send("Bad request");
    // The path as Remix will read it (dot segments resolved); the fetch Request only on a miss.
    const { pathname } = new URL(req.url, "http://localhost");
    const key = pages.keyFor({ method: req.method, path: pathname, cookie: req.headers.cookie });
    if (key) {
      const kept = pages.get(key);
      if (kept) return sendPage(req, res, kept);
      // `/view-all-areas/` is `/view-all-areas`: one page, one URL (Remix would render both).
      if (pathname.length > 1 && pathname.endsWith("/")) return redirectTo(res, pathname.replace(/\/+$/, ""), req.url);
      // So is `/View-All-Areas` (route matching ignores case), once its page is kept.
      if (pages.get(pathname.toLowerCase())) return redirectTo(res, pathname.toLowerCase(), req.url);
    }

    const request = createRequest(req, res, { host });
    // Remix refuses these itself, with an empty 500 for a page's POST.
    const response = failsRemixOriginCheck(request) ? crossSiteRefusal() : await handleRemix(request, { structuredData: [] });
    if (key && req.method === "GET" && pages.isShared(response)) {
      // Public pages have lower-case paths: a shared answer to another case is a variant.
      if (pathname !== pathname.toLowerCase()) return redirectTo(res, pathname.toLowerCase(), req.url);
      const page = await pages.store(key, response);
      if (page) return sendPage(req, res, page);
    }
    await sendResponse(res, response);
  } catch (error) {
    next(error);
  }
});

/**
 * Brotli when the browser takes it, else gzip, else none: ours is the order that matters, since
 * browsers list gzip first ("gzip, deflate, br, zstd") without preferring it.
 */
function preferredEncoding(accepted: string[]): Encoding {
  if (accepted.includes("*")) return "br";
  return ENCODINGS.find((encoding) => accepted.includes(encoding)) ?? "identity";
}

/** host[:port], a name or an IPv4 or [IPv6] address; nothing else may build the page's URL. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** A permanent redirect to the page's one URL, keeping the query string. */
function redirectTo(res: ExpressResponse, path: string, url: string) {
  const query = url.indexOf("?");
  res.redirect(301, `${path || "/"}${query === -1 ? "" : url.slice(query)}`);
}

/** A kept page in the encoding the browser prefers, or 304 when its ETag for that encoding is the browser's. */
function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const encoding = preferredEncoding(req.acceptsEncodings());
  res.setHeader("ETag", page.etags[encoding]);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.fresh) return res.status(304).end();
  const body = page.bodies[encoding];
  // compression() leaves a response alone that already has a Content-Encoding.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
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
