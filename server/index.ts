// The production server (package.json's `start`, after the migration): what remix-serve ran
// (Express with compression, the static files and a request log, handing every other request to
// Remix), plus what remix-serve has no place for: a cache of public pages in front of Remix
// (server/page-cache.ts). The Request and the Response cross between Node and Remix with the
// Remix team's @remix-run/node-fetch-server, which does not depend on the framework's version.
// Being ours, the server also refuses TRACE with a 405 and a cross-site page POST with the app's
// 403, and sends nosniff with the static files.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, installGlobals, type ServerBuild } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import morgan from "morgan";
import { crossSiteRefusal, failsRemixOriginCheck } from "~/lib/security/same-origin.server";
import { createPageCache, ENCODINGS, type CachedPage } from "./page-cache";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const mode = process.env.NODE_ENV ?? "production";
process.env.NODE_ENV = mode;

// A build that refuses to load (a SESSION_SECRET too short in production...) says why and stops;
// its stack only: Node's own report would print the minified line the error came from.
const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href).catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
})) as ServerBuild;
installGlobals({ nativeFetch: build.future.v3_singleFetch });
const handleRemix = createRequestHandler(build, mode);
const pages = createPageCache();

// Static files: ours, but no page, so only nosniff of the security headers.
const setStaticHeaders = (res: ExpressResponse) => res.setHeader("X-Content-Type-Options", "nosniff");

const app = express();
app.disable("x-powered-by");
// Methods a fetch Request cannot carry (Express would answer TRACE itself, echoing the request).
const UNSERVED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);
app.use((req, res, next) => (UNSERVED_METHODS.has(req.method) ? res.status(405).set("Allow", "GET, HEAD, POST").end() : next()));
app.use(compression());
// Vite names every file of build/client/assets by its content: kept for a year.
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y", setHeaders: setStaticHeaders }));
app.use(express.static(path.join(ROOT, "public"), { maxAge: "1h", setHeaders: setStaticHeaders }));
app.use(morgan("tiny"));
app.all("*", async (req, res, next) => {
  try {
    const key = pages.keyFor({ method: req.method, url: req.originalUrl, cookie: req.headers.cookie });
    const kept = key ? pages.get(key) : undefined;
    if (kept) return sendPage(req, res, kept);

    const request = createRequest(req, res);
    // Remix refuses these itself, with an empty 500 for a page's POST.
    const response = failsRemixOriginCheck(request) ? crossSiteRefusal() : await handleRemix(request);
    const page = key && req.method === "GET" ? await pages.store(key, response) : undefined;
    if (page) return sendPage(req, res, page);
    // Whatever staff change may show on a page: the kept pages go.
    if (isAdminWrite(req) && response.status < 400) pages.clear();
    await sendResponse(res, response);
  } catch (error) {
    next(error);
  }
});

/** A kept page in the encoding the browser prefers, or 304 when its ETag is the browser's. */
function sendPage(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.fresh) return res.status(304).end();
  const encoding = (req.acceptsEncodings([...ENCODINGS]) || "identity") as (typeof ENCODINGS)[number];
  const body = page.bodies[encoding];
  // compression() leaves a response alone that already has a Content-Encoding.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}

function isAdminWrite(req: ExpressRequest): boolean {
  return req.method !== "GET" && req.method !== "HEAD" && (req.path === "/admin" || req.path.startsWith("/admin/") || req.path.startsWith("/admin."));
}

const port = Number(process.env.PORT) || 3000;
const onListen = () => console.log(`[server] http://localhost:${port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.close((error) => error && console.error(error)));
