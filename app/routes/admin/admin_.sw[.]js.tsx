import { LOCALES } from "~/lib/i18n/locales";
import { resourceResponse, SERVICE_WORKER_CSP } from "~/security/headers.server";

// The admin's service worker, served from /admin/sw.js with Service-Worker-Allowed so that it
// controls /admin itself (a worker's default scope is its folder, /admin/). It does three things:
// shows push alerts of new bookings (tapping one opens that booking); keeps the technician's day
// (/admin/day, the page and its data) and the job screens of the day's visits (the day fetches
// them as it loads) as they were last loaded, with the scripts and styles they need, to open and
// use in a basement with no signal, even after the browser was closed (the QR included), only on
// the day they were loaded, and forgets them at every sign-out and sign-in
// (with or without JavaScript) and when the session has ended; and shows a static "You are
// offline" page, in the account's language (the admin's pages tell it), when another admin page
// cannot be loaded. No other admin page or booking data is kept on the device.
const SERVICE_WORKER = `
const LOCALES = ${JSON.stringify(LOCALES)};
const offlineUrl = (language) => "/admin/offline?lang=" + (LOCALES.includes(language) ? language : LOCALES[0]);
// Where the worker keeps the account's language between its starts.
const LANGUAGE_KEY = "/admin/offline/language";
// v2: the offline page in each language.
const CACHE = "admin-offline-v2";
// v2: each kept answer carries the day it was loaded (the v1 copies, without it, go at activation).
const DAY_CACHE = "admin-day-v2";
// The scripts and styles of the pages kept (named by their content, so a name is always the same
// file): nobody's data, kept apart from the day (a sign-out need not fetch them again), gone with
// the worker's version.
const ASSET_CACHE = "admin-assets-v1";
const ASSET = /^\\/assets\\/[^/]+$/;
const DAY_PATHS = ["/admin/day", "/admin/day.data"];
// Where React Router asks which routes a path has (its route discovery): no data of anyone's.
const MANIFEST_PATH = "/__manifest";
const JOB_PATH = /^\\/admin\\/jobs\\/\\d+$/;
// Signing in and signing out, posted as a form (no JavaScript) or by Remix's script (.data).
const ACCOUNT_PATHS = ["/admin/login", "/admin/login.data", "/admin/logout", "/admin/logout.data"];
const LOGIN_PATHS = ["/admin/login", "/admin/login.data"];
const KEPT_DAY = "X-Kept-Day";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(LOCALES.map((language) => new Request(offlineUrl(language), { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE && key !== DAY_CACHE).map((key) => caches.delete(key))))
      // A new worker comes with a deploy: the scripts kept were the last one's.
      .then(() => caches.delete(ASSET_CACHE))
      .then(() => self.clients.claim()),
  );
});

/** Today in Bengaluru, YYYY-MM-DD, by the phone's clock. */
function today() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

// Counts the times the day was forgotten: an answer whose request began before the last time is
// not kept (a day fetched as its technician signed out must not come back after).
let forgotten = 0;
function forget() {
  forgotten += 1;
  return caches.delete(DAY_CACHE);
}

/** Keeps a copy of the day's answer, marked with the day it was loaded; a page's scripts and styles with it. */
function keep(url, response, since) {
  const headers = new Headers(response.headers);
  headers.set(KEPT_DAY, today());
  const html = (headers.get("Content-Type") || "").includes("text/html");
  return response.blob().then((body) => {
    if (since !== forgotten) return undefined;
    return Promise.all([
      caches.open(DAY_CACHE).then((cache) => (since === forgotten ? cache.put(url, new Response(body, { status: 200, headers })) : undefined)),
      html ? body.text().then(keepAssets) : undefined,
    ]);
  });
}

/** Keeps the scripts and styles a page names (its modules, their preloads, its styles) that are not kept yet. */
function keepAssets(page) {
  const paths = new Set();
  for (const found of page.matchAll(/["'](\\/assets\\/[^"'\\s/]+)["']/g)) paths.add(found[1]);
  return caches.open(ASSET_CACHE).then((cache) =>
    Promise.all(
      [...paths].map((path) =>
        cache.match(path).then((kept) => (kept ? undefined : fetch(path).then((answer) => (answer.ok ? cache.put(path, answer) : undefined)).catch(() => undefined))),
      ),
    ),
  );
}

/** A script or style: the one kept, else the network's. */
function asset(request) {
  return caches.match(request, { cacheName: ASSET_CACHE }).then((kept) => kept || fetch(request));
}

/** The kept day, if it was loaded today: another day's visits are not today's (docs/field-team.md). */
function kept(url) {
  return caches.match(url, { cacheName: DAY_CACHE }).then((response) => {
    if (!response) return undefined;
    if (response.headers.get(KEPT_DAY) === today()) return response;
    return forget().then(() => undefined);
  });
}

// The day as last loaded, today, by whoever is signed in: network first; a fresh answer replaces
// the kept one; anything else (a sign-in page or a redirect to it: the session ended; a refusal)
// forgets it.
function day(event) {
  const request = event.request;
  const since = forgotten;
  return fetch(request).then(
    (response) => {
      if (response.status === 200 && !response.redirected) event.waitUntil(keep(request.url, response.clone(), since));
      // A job that is no longer his (404) goes alone; the day goes with anything but a page.
      else if (JOB_PATH.test(new URL(request.url).pathname) && !response.redirected) event.waitUntil(caches.open(DAY_CACHE).then((cache) => cache.delete(request.url)));
      else event.waitUntil(forget());
      return response;
    },
    () => kept(request.url).then((answer) => answer || (request.mode === "navigate" ? offline() : Response.error())),
  );
}

/**
 * Route discovery with no signal: nothing new to learn, so a kept page (a job opened from the day
 * after the browser started again offline) goes on with the routes it came with. Its posts are then
 * its own, kept on the phone to send later, instead of the error page.
 */
function manifest(request) {
  return fetch(request).catch(() => new Response("{}", { headers: { "Content-Type": "application/json" } }));
}

/** Another admin page: network first, the offline page without one; the sign-in page in its answer forgets the day. */
function page(event) {
  return fetch(event.request).then(
    (response) => {
      if (response.status === 401 || LOGIN_PATHS.includes(new URL(response.url || event.request.url).pathname)) event.waitUntil(forget());
      return response;
    },
    () => offline(),
  );
}

/** The offline page in the language the signed-in account last told (English until one did). */
function offline() {
  return caches.open(CACHE).then((cache) =>
    cache.match(LANGUAGE_KEY)
      .then((kept) => (kept ? kept.text() : LOCALES[0]))
      .then((language) => cache.match(offlineUrl(language))),
  );
}

// The admin's pages say which language the account speaks (routes/admin.tsx).
self.addEventListener("message", (event) => {
  const language = event.data && event.data.language;
  if (event.origin && event.origin !== self.location.origin) return;
  if (!LOCALES.includes(language)) return;
  event.waitUntil(caches.open(CACHE).then((cache) => cache.put(LANGUAGE_KEY, new Response(language))));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Signing out (with or without JavaScript), and signing in, whoever it is: the day kept on this
  // phone was the account's that was signed in, and is nobody else's.
  if (ACCOUNT_PATHS.includes(url.pathname) && request.method !== "GET") {
    event.waitUntil(forget());
    return;
  }
  if (request.method !== "GET") return;
  if (url.pathname === MANIFEST_PATH) {
    event.respondWith(manifest(request));
    return;
  }
  if (ASSET.test(url.pathname)) {
    event.respondWith(asset(request));
    return;
  }
  if (DAY_PATHS.includes(url.pathname) || JOB_PATH.test(url.pathname)) {
    event.respondWith(day(event));
    return;
  }
  if (request.mode !== "navigate") return;
  event.respondWith(page(event));
});

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(alert.title || "New booking", {
      body: alert.body || "",
      icon: "/admin-app/icon-192.png",
      tag: alert.tag,
      data: { url: alert.url || "/admin" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  let url = new URL((event.notification.data && event.notification.data.url) || "/admin", self.location.origin);
  if (url.origin !== self.location.origin || !url.pathname.startsWith("/admin")) url = new URL("/admin", self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
`;

export function loader() {
  return resourceResponse(SERVICE_WORKER, {
    type: "text/javascript",
    headers: { "Service-Worker-Allowed": "/admin" },
    // Browsers check for a new worker at least daily; no-cache makes every check see a deploy at once.
    cacheControl: "no-cache",
    // A worker runs under its own script's policy: it fetches admin pages and the offline page.
    contentSecurityPolicy: SERVICE_WORKER_CSP,
  });
}
