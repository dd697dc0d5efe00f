// With no signal an admin page is opened as a page, so the admin's service worker answers it: its
// kept copy (the day, a job of today) or the offline page in the account's language
// (routes/admin_.sw[.]js.tsx), not the error page. A link followed while the browser says it is
// offline is left to the browser (React Router would load the page's script, fail, and reload the
// page he was on); a page whose data or script did not come all the same is loaded again as a page.
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";

// What browsers say when a fetch or a module's script could not be loaded (Chromium, Firefox, Safari).
const NOT_LOADED = /failed to fetch|networkerror|load failed|dynamically imported module|importing a module script failed/i;
// Loaded again once per address a minute: a failure that is not the signal's does not reload forever.
const TRIED_KEY = "admin-offline-reload";
const AGAIN_AFTER_MS = 60_000;

/** Whether `error` is a page that never arrived (the network's failure), not the server's answer. */
function notLoaded(error: unknown, online: boolean): boolean {
  if (isRouteErrorResponse(error)) return false;
  return !online || (error instanceof Error && NOT_LOADED.test(error.message));
}

export function useOfflinePage(error: unknown) {
  useEffect(() => {
    if (!navigator.serviceWorker?.controller || !notLoaded(error, navigator.onLine)) return;
    const here = location.href;
    try {
      const tried = JSON.parse(sessionStorage.getItem(TRIED_KEY) ?? "null") as { url: string; at: number } | null;
      if (tried && tried.url === here && Date.now() - tried.at < AGAIN_AFTER_MS) return;
      sessionStorage.setItem(TRIED_KEY, JSON.stringify({ url: here, at: Date.now() }));
    } catch {
      return;
    }
    location.reload();
  }, [error]);
}

// A link followed with a signal that was not there (the phone says online): React Router, its page's
// script not loaded, reloads the page he was on. Kept for a moment, the link is then opened as a
// page (the worker answers it: its kept copy or the offline page), not left on the page he was on.
const FOLLOWED_KEY = "admin-link-followed";
const FOLLOWED_FOR_MS = 15_000;
// The document's first page (a reload keeps its router key in history, so the key cannot tell).
let firstPage = true;

/** While the browser says it is offline, an admin link is followed as a page (the worker answers it), not by the router. */
export function useLinksAsPagesOffline() {
  const { key } = useLocation();
  useEffect(() => {
    try {
      const followed = JSON.parse(sessionStorage.getItem(FOLLOWED_KEY) ?? "null") as { url: string; at: number } | null;
      sessionStorage.removeItem(FOLLOWED_KEY);
      const reloaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type === "reload";
      const first = firstPage;
      firstPage = false;
      if (followed && reloaded && first && followed.url !== location.href && Date.now() - followed.at < FOLLOWED_FOR_MS) location.replace(followed.url);
    } catch {
      // No session storage: the page he was on stays.
    }
  }, [key]);
  useEffect(() => {
    const asPage = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
      const link = event.target.closest("a");
      if (!link || link.target || link.hasAttribute("download") || link.origin !== location.origin || !link.pathname.startsWith("/admin")) return;
      if (navigator.onLine) {
        try {
          sessionStorage.setItem(FOLLOWED_KEY, JSON.stringify({ url: link.href, at: Date.now() }));
        } catch {
          // No session storage: nothing kept.
        }
        return;
      }
      // Before the router's own listener: the browser follows the link.
      event.stopPropagation();
    };
    window.addEventListener("click", asPage, true);
    return () => window.removeEventListener("click", asPage, true);
  }, []);
}
