import { type ComponentType, useEffect, useState } from "react";

import { type BookingPreset, OPEN_BOOKING_EVENT, presetOf } from "~/components/booking/book-link";
import { useToast } from "~/components/ui/toaster";
import { business } from "~/content/business";
import type { Toast } from "~/lib/forms/toast";
import { useT } from "~/lib/i18n/i18n";

/**
 * Every page's booking dialog, loaded on the first Book pressed (pages where nobody books download
 * none of it). Offline before that, the dialog cannot load: a notification says so, with the
 * phone number, and the next Book pressed online opens it.
 */
export function BookingDialog() {
  const [Window, setWindow] = useState<{ Component: ComponentType<{ first: BookingPreset }>; first: BookingPreset } | null>(null);
  const [failure, setFailure] = useState<Toast | null>(null);
  const t = useT();
  useToast(failure);
  useEffect(() => {
    if (Window) return;
    function open(event: Event) {
      event.preventDefault();
      const first = presetOf(event);
      import("~/components/booking/booking-window").then(
        (module) => setWindow({ Component: module.BookingWindow, first }),
        () =>
          setFailure({ title: t("common.offlineTitle"), description: t("common.formUnavailable", { phone: business.phoneDisplay }), variant: "destructive" }),
      );
    }
    window.addEventListener(OPEN_BOOKING_EVENT, open);
    return () => window.removeEventListener(OPEN_BOOKING_EVENT, open);
  }, [Window, t]);
  return Window ? <Window.Component first={Window.first} /> : null;
}
