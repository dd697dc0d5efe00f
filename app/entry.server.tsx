import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { env } from "~/env.server";
import { startAlertWorker } from "~/alerts/worker.server";
import { DocumentContext } from "~/lib/document";
import { isSharedPage, setCacheControl } from "~/lib/http/cache-control";
import { INLINE_CSS } from "~/lib/inline-css.server";
import { logPath } from "~/lib/http/log-path";
import { createNonce, setSecurityHeaders } from "~/security/headers.server";
import { crossSiteRefusal, failsRemixOriginCheck } from "~/security/same-origin.server";

// The environment is checked as the server loads the build: a bad variable stops the start.
env();
// Booking alerts are sent by a worker in this process, started when the server loads the build.
startAlertWorker();

const ABORT_DELAY = 5_000;

/**
 * Remix's default Node entry, with its two copies (bots, browsers) made one: a crawler gets the
 * whole page at once (onAllReady), a browser as soon as the shell is ready (onShellReady). Each
 * page gets a fresh CSP nonce, which every inline script Remix and React write carries.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const readyEvent = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode ? "onAllReady" : "onShellReady";
  const nonce = createNonce();
  setSecurityHeaders(responseHeaders, { nonce });
  setCacheControl(responseHeaders, request, responseStatusCode);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext.Provider value={{ nonce, css: INLINE_CSS }}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </DocumentContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; a failing shell rejects and Remix logs it.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Every data request (`*.data`, single fetch) passes here: the same security headers as a page
 * (with a policy that lets nothing load), the same Cache-Control, and a short 403 instead of the
 * empty 500 that Remix's own guard answers a cross-site POST with.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (response.status === 500 && failsRemixOriginCheck(request)) return crossSiteRefusal();
  setSecurityHeaders(response.headers);
  setCacheControl(response.headers, request, response.status);
  return response;
};

/** Remix's default (log what went wrong, unless the visitor went away), with a cross-site POST told in one line. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (failsRemixOriginCheck(request)) {
    console.warn(`Refused a cross-site ${request.method} ${logPath(new URL(request.url).pathname)} (Origin: ${request.headers.get("Origin")})`);
    return;
  }
  console.error(error);
};

/**
 * What server/index.ts uses of the app, reached through the build it loads (`build.entry.module`)
 * rather than by importing app modules: one copy of each, and the environment checked as it starts.
 */
export const serverApi = { env, crossSiteRefusal, failsRemixOriginCheck, isSharedPage, logPath };
export type ServerApi = typeof serverApi;
