import { resourceResponse, SERVICE_WORKER_CSP } from "~/security/headers.server";

// The customer's service worker, served from /notify-sw.js: registered by "Notify me on this
// phone" on their booking's page, it only shows the push messages about their booking (tapping
// one opens the booking's page, its invoice or the review page). It has no fetch handler: it
// never sees, keeps or answers a page.
const SERVICE_WORKER = `
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "", {
      body: message.body || "",
      icon: "/admin-app/icon-192.png",
      tag: message.tag,
      data: { url: message.url || "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin);
  // Our own pages, or the review page the business set (an https page the server chose).
  const safe = url.origin === self.location.origin || url.protocol === "https:" ? url.href : self.location.origin;
  event.waitUntil(self.clients.openWindow(safe));
});
`;

export function loader() {
  return resourceResponse(SERVICE_WORKER, {
    type: "text/javascript",
    // Browsers check for a new worker at least daily; no-cache makes every check see a deploy at once.
    cacheControl: "no-cache",
    contentSecurityPolicy: SERVICE_WORKER_CSP,
  });
}
