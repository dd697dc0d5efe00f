// With no signal an admin page is opened as a page, so the admin's service worker answers it: its
// kept copy (the day, a job of today) or the offline page in the account's language
// (routes/admin_.sw[.]js.tsx), not the error page. A link followed while the browser says it is
// offline is left to the browser (React Router would load the page's script, fail, and reload the
// page he was on); a page whose data or script did not come all the same is loaded again as a page.
import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";

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

/** While the browser says it is offline, an admin link is followed as a page (the worker answers it), not by the router. */
export function useLinksAsPagesOffline() {
  useEffect(() => {
    const asPage = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
      const link = event.target.closest("a");
      if (!link || link.target || link.hasAttribute("download") || link.origin !== location.origin || !link.pathname.startsWith("/admin")) return;
      // Before the router's own listener: the browser follows the link.
      event.stopPropagation();
    };
    window.addEventListener("click", asPage, true);
    return () => window.removeEventListener("click", asPage, true);
  }, []);
}
