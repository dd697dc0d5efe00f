import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";

import { CloseIcon } from "~/components/ui/close-icon";
import type { Toast } from "~/lib/forms/toast";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useT } from "~/lib/i18n/i18n";

const AUTO_DISMISS_MS = 6000;

const ShowToast = createContext<(toast: Toast) => void>(() => {});

/** Shows `toast` in the page's Toaster when it changes: for a failure a route answers in place (action data). */
export function useToast(toast: Toast | null | undefined) {
  const show = useContext(ShowToast);
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}

/**
 * The page's one toast region around the page's content. It shows the toast the server sent
 * with the page (the __toast cookie: works without JavaScript) and those a route raises with
 * useToast. Alt+T moves the focus to it.
 */
export function Toaster({
  toast,
  aboveBar = true,
  children,
}: {
  toast: Toast | null;
  /** A public page's phone action bar is at the bottom. */ aboveBar?: boolean;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<Toast | null>(toast?.inline ? null : toast);
  // Each toast shown is a new element, so its leaving animation starts again even when the
  // same message comes twice.
  const [shownCount, setShownCount] = useState(0);
  useEffect(() => setShownCount((n) => n + 1), [current]);
  const region = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const t = useT();

  // An inline toast is the page's to show, in its flow.
  useEffect(() => setCurrent(toast?.inline ? null : toast), [toast]);

  useEffect(() => {
    const focus = (event: KeyboardEvent) => {
      if (event.altKey && event.code === "KeyT") region.current?.focus();
    };
    window.addEventListener("keydown", focus);
    return () => window.removeEventListener("keydown", focus);
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), AUTO_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const destructive = current?.variant === "destructive";
  return (
    <ShowToast.Provider value={setCurrent}>
      {children}
      <section
        ref={region}
        tabIndex={-1}
        aria-label={t("page.notifications")}
        // At the bottom, clear of the header, its Logout button and a public page's action bar on a phone.
        className={`pointer-events-none fixed inset-x-0 z-50 flex justify-center px-3 outline-none sm:bottom-6 sm:justify-end ${aboveBar ? "bottom-20" : "bottom-3"}`}
      >
        <div role={destructive ? "alert" : "status"} aria-live={destructive ? "assertive" : "polite"}>
          {/* Without JavaScript the close is this checkbox's label: checking it hides the toast (CSS only). */}
          {current && !hydrated ? <input type="checkbox" id="toast-dismissed" className="peer sr-only" aria-label={t("page.dismiss")} /> : null}
          {current ? (
            <div
              key={shownCount}
              className={`pointer-events-auto flex w-full max-w-sm animate-toast-leave items-start gap-3 rounded-xl border p-4 shadow-lg peer-checked:hidden ${
                destructive ? "border-red-300 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
              }`}
            >
              <div className="flex-1">
                <p className="font-semibold">{t.text(current.title)}</p>
                {current.description ? <p className={`mt-1 text-sm ${destructive ? "text-red-50" : "text-slate-600"}`}>{t.text(current.description)}</p> : null}
              </div>
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => setCurrent(null)}
                  aria-label={t("page.dismiss")}
                  className="-m-2 flex size-11 items-center justify-center rounded opacity-70 hover:opacity-100"
                >
                  <CloseIcon size={16} />
                </button>
              ) : (
                <label
                  htmlFor="toast-dismissed"
                  aria-hidden="true"
                  className="-m-2 flex size-11 cursor-pointer items-center justify-center rounded opacity-70 hover:opacity-100"
                >
                  <CloseIcon size={16} />
                </label>
              )}
            </div>
          ) : null}
        </div>
      </section>
    </ShowToast.Provider>
  );
}
