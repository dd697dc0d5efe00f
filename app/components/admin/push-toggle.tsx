import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import type { Answer } from "~/lib/forms/answer";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useT } from "~/lib/i18n/i18n";

type DeviceState =
  | { kind: "checking" }
  | { kind: "unsupported" }
  | { kind: "blocked" }
  | { kind: "off" }
  | { kind: "on"; endpoint: string }
  | { kind: "error"; message: string };

function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // The admin layout registers /admin/sw.js (scope /admin); ready resolves once it is active,
  // and never if it could not be registered (a private window in some browsers).
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the admin's service worker is not running in this browser")), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Turns push alerts on or off for this device: asks for permission, subscribes through the
 * admin's service worker with the server's VAPID key, and posts the subscription to the page's
 * action (or tells the action it is gone). Needs JavaScript and a browser with push: without
 * them it says so. Its words: the notify. namespace.
 */
export function PushToggle({ publicKey, knownEndpoints }: { publicKey: string; knownEndpoints: readonly string[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<Answer>();
  const [state, setState] = useState<DeviceState>({ kind: "checking" });
  const busy = fetcher.state !== "idle";
  // The server's refusal of the last post (push off on the server, a subscription it will not take).
  const refused = fetcher.state === "idle" ? fetcher.data?.result.error?.[""]?.join(" ") : undefined;

  useEffect(() => {
    if (!pushSupported()) return setState({ kind: "unsupported" });
    if (Notification.permission === "denied") return setState({ kind: "blocked" });
    let cancelled = false;
    registration()
      .then((r) => r.pushManager.getSubscription())
      .then((subscription) => {
        if (cancelled) return;
        setState(subscription && knownEndpoints.includes(subscription.endpoint) ? { kind: "on", endpoint: subscription.endpoint } : { kind: "off" });
      })
      .catch((error: Error) => !cancelled && setState({ kind: "error", message: error.message }));
    return () => {
      cancelled = true;
    };
  }, [knownEndpoints]);

  async function turnOn() {
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState({ kind: "blocked" });
      const { pushManager } = await registration();
      // A subscription made with another key (the keys were changed) cannot be reused.
      await (await pushManager.getSubscription())?.unsubscribe();
      const subscription = (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) })).toJSON();
      // The fetcher's state shows the answer; its promise only says when that came (it never rejects).
      void fetcher.submit(
        { intent: "subscribe", endpoint: subscription.endpoint ?? "", p256dh: subscription.keys?.p256dh ?? "", auth: subscription.keys?.auth ?? "" },
        { method: "post" },
      );
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function turnOff(endpoint: string) {
    try {
      await (await (await registration()).pushManager.getSubscription())?.unsubscribe();
    } finally {
      void fetcher.submit({ intent: "unsubscribe", endpoint }, { method: "post" });
    }
  }

  if (!hydrated) {
    return <p className="text-sm text-slate-600">{t("notify.push.needsScript")}</p>;
  }
  switch (state.kind) {
    case "checking":
      return <p className="text-sm text-slate-600">{t("notify.push.checking")}</p>;
    case "unsupported":
      return <p className="text-sm text-slate-600">{t("notify.push.unsupported")}</p>;
    case "blocked":
      return <p className="text-sm text-slate-600">{t("notify.push.blocked")}</p>;
    case "on":
      return (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{t("notify.push.isOn")}</p>
          <Button type="button" variant="outline" disabled={busy} onClick={() => void turnOff(state.endpoint)}>
            {t("notify.push.turnOff")}
          </Button>
        </div>
      );
    default:
      return (
        <div className="space-y-2">
          {state.kind === "error" || refused ? (
            <p role="alert" className="text-sm text-red-700">
              {t("notify.push.failed", { reason: refused ? t.text(refused) : state.kind === "error" ? state.message : "" })}
            </p>
          ) : (
            <p className="text-sm text-slate-700">{t("notify.push.isOff")}</p>
          )}
          <Button type="button" disabled={busy} onClick={() => void turnOn()}>
            {t("notify.push.turnOn")}
          </Button>
        </div>
      );
  }
}
