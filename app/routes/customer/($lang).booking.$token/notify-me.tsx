// "Notify me on this phone": where the business has no WhatsApp set up, the booking's
// messages reach the customer's phone by web push. The page's script registers the customer's
// service worker (/notify-sw.js, which only shows the notifications), subscribes with the server's
// key and posts the subscription to the page's action; turning it off tells the action to forget
// this phone for this booking. It needs JavaScript and a browser with push, and says so otherwise:
// the page's scripts start at the first touch (decision 0017), so opening this panel starts them.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import type { Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";

type PhoneState = "checking" | "unsupported" | "blocked" | "off" | "on" | "error";

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

async function subscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function NotifyMe({ publicKey, endpoints }: { publicKey: string; endpoints: readonly string[] }) {
  const t = useT();
  const fetcher = useFetcher<Answer>();
  const [state, setState] = useState<PhoneState>("checking");
  const refused = fetcher.state === "idle" ? fetcher.data?.result.error?.[""]?.join(" ") : undefined;

  useEffect(() => {
    if (!("serviceWorker" in navigator && "PushManager" in window && "Notification" in window)) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    let cancelled = false;
    subscription()
      .then((current) => !cancelled && setState(current && endpoints.includes(current.endpoint) ? "on" : "off"))
      .catch(() => !cancelled && setState("error"));
    return () => {
      cancelled = true;
    };
  }, [endpoints]);

  async function turnOn() {
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("blocked");
      await navigator.serviceWorker.register("/notify-sw.js", { scope: "/" });
      const { pushManager } = await navigator.serviceWorker.ready;
      const made = (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) })).toJSON();
      void fetcher.submit(
        { intent: "push-on", endpoint: made.endpoint ?? "", p256dh: made.keys?.p256dh ?? "", auth: made.keys?.auth ?? "" },
        { method: "post" },
      );
    } catch {
      setState("error");
    }
  }

  async function turnOff() {
    const current = await subscription().catch(() => null);
    // The phone keeps its subscription (another booking of it may use it); this booking forgets it.
    void fetcher.submit({ intent: "push-off", endpoint: current?.endpoint ?? "" }, { method: "post" });
  }

  const busy = fetcher.state !== "idle" || state === "checking";
  return (
    <details className="rounded-2xl border border-slate-200 p-5">
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.notifySummary")}</summary>
      <div className="mt-4 space-y-3">
        <p className="text-slate-700">{t("customer.notifyText")}</p>
        {state === "unsupported" || state === "error" ? (
          <p className="text-slate-700">{t("customer.notifyUnsupported")}</p>
        ) : state === "blocked" ? (
          <p className="text-slate-700">{t("customer.notifyBlocked")}</p>
        ) : state === "on" ? (
          <>
            <p role="status" className="font-medium text-emerald-900">
              {t("customer.notifyIsOn")}
            </p>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void turnOff()}>
              {t("customer.notifyOff")}
            </Button>
          </>
        ) : (
          <>
            {/* With scripts off the browser cannot subscribe: it says so instead of showing a button that does nothing. */}
            <Button type="button" disabled={busy} onClick={() => void turnOn()} className="noscript:hidden">
              {t("customer.notifyOn")}
            </Button>
            <p className="hidden text-slate-700 noscript:block">{t("customer.notifyNeedsScript")}</p>
          </>
        )}
        {refused ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t.text(refused)}
          </p>
        ) : null}
      </div>
    </details>
  );
}
