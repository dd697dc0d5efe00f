import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * With JavaScript the page follows changes made elsewhere while it is open (staff's Confirmed, a
 * payment the gateway recorded): its loaders run again every `everyMs` and when it is shown again,
 * while `on`. Without JavaScript the page shows what was true when it was loaded.
 */
export function useKeepCurrent(everyMs: number, on = true) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!on) return;
    const refresh = () => {
      // The revalidator's state follows the reload; a failed one shows in the route's error boundary.
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    };
    const timer = window.setInterval(refresh, everyMs);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [revalidator, everyMs, on]);
}
