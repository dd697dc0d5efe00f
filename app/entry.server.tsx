import { Transform } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";

import { env } from "~/env.server";
import { startJobs } from "~/jobs/runner.server";
import { DocumentContext } from "~/lib/document";
import { bodyLimitFor } from "~/lib/http/body-limits";
import { isSharedPage, setCacheControl } from "~/lib/http/cache-control";
import { logPath } from "~/lib/http/log-path";
import { INLINE_CSS } from "~/lib/inline-css.server";
import { structuredDataText } from "~/lib/seo/structured-data.server";
import { createNonce, resourceResponse, setSecurityHeaders } from "~/security/headers.server";
import { crossSiteRefusal, failsRouterOriginCheck } from "~/security/same-origin.server";
import { databaseAnswers } from "~db/db.server";

// The environment is checked as the server loads the build: a bad variable stops the start.
env();
// The periodic jobs (booking alerts, staff views, retention: app/jobs/) run in this process,
// started when the server loads the build.
startJobs();

/** How long the router waits for a loader's promise to settle before it rejects it (React Router's entry convention). */
export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, with its two copies (bots, browsers) made one: a crawler gets the
 * whole page at once (onAllReady), a browser as soon as the shell is ready (onShellReady). Each
 * page gets a fresh CSP nonce, which every inline script the router and React write carries.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const readyEvent = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  const nonce = createNonce();
  setSecurityHeaders(responseHeaders, { nonce });
  setCacheControl(responseHeaders, request, responseStatusCode);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext.Provider
        value={{ nonce, css: INLINE_CSS, structuredData: responseStatusCode === 200 ? structuredDataText(loadContext.structuredData) : "" }}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = withoutNulPadding();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; a failing shell rejects and the router logs it.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Abort the render a second after the router rejects what is still pending, so it can send those rejections.
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * React 18's renderToPipeableStream writes its 2 KB buffer whole when the next character (any
 * Kannada or Devanagari letter, ₹: 3 bytes in UTF-8) does not fit in what is left of it, so the
 * chunk ends in one or two NUL bytes, and the character opens the next chunk (facebook/react#24985,
 * fixed in React 19 only). HTML never holds a NUL: they are dropped from the end of each chunk.
 */
function withoutNulPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > chunk.length - 3 && end > 0 && chunk[end - 1] === 0) end -= 1;
      callback(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}

/**
 * Every data request (`*.data`, single fetch) passes here: the same security headers as a page
 * (with a policy that lets nothing load), the same Cache-Control, and a short 403 instead of the
 * bare 400 that the router's own guard answers a cross-site POST with.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (response.status === 400 && failsRouterOriginCheck(request)) return crossSiteRefusal();
  setSecurityHeaders(response.headers);
  setCacheControl(response.headers, request, response.status);
  return response;
};

/** The router's default (log what went wrong, unless the visitor went away), with a cross-site POST told in one line. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (failsRouterOriginCheck(request)) {
    console.warn(`Refused a cross-site ${request.method} ${logPath(new URL(request.url).pathname)} (Origin: ${request.headers.get("Origin")})`);
    return;
  }
  // A refusal the app throws on purpose (a role's 403, another technician's booking's 404) is one line, not a stack.
  if (error instanceof Object && "status" in error && typeof error.status === "number" && error.status < 500 && "data" in error) {
    console.warn(`${error.status} ${request.method} ${logPath(new URL(request.url).pathname)}`);
    return;
  }
  console.error(error);
};

/** Fly.io's http check (`/healthcheck`, answered by server/index.ts ahead of everything else): 200 only when the database answers a query. */
async function healthCheck(): Promise<Response> {
  return (await databaseAnswers())
    ? resourceResponse("OK", { type: "text/plain" })
    : resourceResponse("Database unavailable", { type: "text/plain", status: 503 });
}

/**
 * What server/index.ts uses of the app, reached through the build it loads (`build.entry.module`)
 * rather than by importing app modules: one copy of each, and the environment checked as it starts.
 */
export const serverApi = { env, bodyLimitFor, crossSiteRefusal, failsRouterOriginCheck, healthCheck, isSharedPage, logPath };
export type ServerApi = typeof serverApi;
