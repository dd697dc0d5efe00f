import { resourceResponse, SERVICE_WORKER_CSP } from "~/security/headers.server";

// The admin's service worker, served from /admin/sw.js with Service-Worker-Allowed so that it
// controls /admin itself (a worker's default scope is its folder, /admin/). It does three things:
// shows push alerts of new bookings (tapping one opens that booking); keeps the technician's day
// (/admin/day, the page and its data) as it was last loaded, to read in a basement with no signal
// (the page says when it was loaded), and forgets it at sign-out or when the session has ended;
// and shows a static "You are offline" page when another admin page cannot be loaded. No other
// admin page or booking data is kept on the device.
const SERVICE_WORKER = `
const OFFLINE_URL = "/admin-app/offline.html";
const CACHE = "admin-offline-v1";
const DAY_CACHE = "admin-day-v1";
const DAY_PATHS = ["/admin/day", "/admin/day.data"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE && key !== DAY_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The day as last loaded: network first; a fresh answer replaces the kept one; a sign-in page
// (the session ended) forgets it.
function day(request) {
  return fetch(request).then(
    (response) => {
      const kept = caches.open(DAY_CACHE);
      if (response.status === 200 && !response.redirected) {
        const copy = response.clone();
        kept.then((cache) => cache.put(request.url, copy));
      } else {
        caches.delete(DAY_CACHE);
      }
      return response;
    },
    () => caches.match(request.url, { cacheName: DAY_CACHE }).then((kept) => kept || (request.mode === "navigate" ? caches.match(OFFLINE_URL) : Response.error())),
  );
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && url.pathname === "/admin/logout") {
    event.waitUntil(caches.delete(DAY_CACHE));
    return;
  }
  if (request.method !== "GET") return;
  if (DAY_PATHS.includes(url.pathname)) {
    event.respondWith(day(request));
    return;
  }
  if (request.mode !== "navigate") return;
  event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
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
