import { resourceResponse, SERVICE_WORKER_CSP } from "~/security/headers.server";

// The admin's service worker, served from /admin/sw.js with Service-Worker-Allowed so that it
// controls /admin itself (a worker's default scope is its folder, /admin/). It does two things:
// shows push alerts of new bookings (tapping one opens that booking), and shows a static
// "You are offline" page when an admin page cannot be loaded. It caches nothing else: no
// booking data and no admin HTML is kept on the device.
const SERVICE_WORKER = `
const OFFLINE_URL = "/admin-app/offline.html";
const CACHE = "admin-offline-v1";

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
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode !== "navigate" || request.method !== "GET") return;
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
