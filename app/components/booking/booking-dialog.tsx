import { type ComponentType, useEffect, useState } from "react";

import { type BookingRequest, KEPT_BOOKING, OPEN_BOOKING_EVENT, presetOf } from "~/components/booking/book-link";
import { useToast } from "~/components/ui/toaster";
import { business } from "~/content/business";
import type { Toast } from "~/lib/forms/toast";
import { useT } from "~/lib/i18n/i18n";

/**
 * Every page's booking dialog, loaded on the first Book pressed (pages where nobody books download
 * none of it). It is the one listener of 'openBooking' once the page's scripts ran: an event sent
 * while the dialog's module loads opens it with its preset when it is there, and one sent before
 * (kept by the page's boot script, components/layout/scripts.tsx) opens it as it starts listening.
 * Offline, the dialog cannot load: a notification says so, with the phone number, and the next
 * Book pressed online opens it.
 */
export function BookingDialog() {
  const [request, setRequest] = useState<BookingRequest | null>(null);
  const [Window, setWindow] = useState<{ Component: ComponentType<{ request: BookingRequest }> } | null>(null);
  const [failure, setFailure] = useState<Toast | null>(null);
  const t = useT();
  useToast(failure);
  useEffect(() => {
    const open = (detail: unknown) => setRequest((last) => ({ count: (last?.count ?? 0) + 1, preset: presetOf(detail) }));
    function taken(event: Event) {
      // Tells the Book link that the dialog took it, so the link does not navigate to /book.
      event.preventDefault();
      open((event as CustomEvent<unknown>).detail);
    }
    window.addEventListener(OPEN_BOOKING_EVENT, taken);
    const kept = window[KEPT_BOOKING];
    if (kept) {
      kept.taken = true;
      if (kept.last) open(kept.last.detail);
      delete kept.last;
    }
    return () => window.removeEventListener(OPEN_BOOKING_EVENT, taken);
  }, []);
  // The dialog's module, once asked for; again at the next request after it failed to load.
  useEffect(() => {
    if (!request || Window) return;
    import("~/components/booking/booking-window").then(
      (module) => setWindow({ Component: module.BookingWindow }),
      () => setFailure({ title: t("common.offlineTitle"), description: t("common.formUnavailable", { phone: business.phoneDisplay }), variant: "destructive" }),
    );
    // A new request (its count) is what asks for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request?.count]);
  return Window && request ? <Window.Component request={request} /> : null;
}
