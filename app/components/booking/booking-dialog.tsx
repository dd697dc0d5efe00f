// A booking starts here: a Book button (BookLink) anywhere on the site opens the booking dialog,
// which loads its form from the /book loader and posts it to the /book action.
import { useFetcher, useLocation } from "@remix-run/react";
import { Suspense, lazy, useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import type { BookedVisit } from "~/components/booking/thank-you";
import { MoreMessages, useT } from "~/lib/i18n/i18n";
import { Dialog } from "~/components/ui/dialog";
import { business } from "~/content/business";
import type { BookingFormData, clientAction, clientLoader } from "~/components/booking/booking-api";

/** The window event the booking dialog listens for: any script may open it. */
export const OPEN_BOOKING_EVENT = "openBooking";

export type BookingPreset = { service?: string; brand?: string; locality?: string };

/** The booking page with the preset: where a Book button goes before the page is interactive. */
export function bookingHref(preset: BookingPreset = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(preset)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `/book?${query}` : "/book";
}

type BookLinkProps = BookingPreset & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * Opens the booking dialog with the preset (the 'openBooking' window event). Without
 * JavaScript, or in the moment after hydration before the dialog listens (it cancels the event
 * it takes), it is a plain link to the booking page.
 */
export function BookLink({ service, brand, locality, children, variant = "premium", size, className }: BookLinkProps) {
  const preset = { service, brand, locality };
  const t = useT();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const taken = !window.dispatchEvent(new CustomEvent<BookingPreset>(OPEN_BOOKING_EVENT, { detail: preset, cancelable: true }));
    if (taken) event.preventDefault();
  }
  return (
    // data-discover: Remix learns the /book route as the page loads (as it does for its <Link>s),
    // so the dialog can fetch its form without first asking the server where /book lives.
    <a href={t.path(bookingHref(preset))} onClick={handleClick} data-discover="true" className={buttonClass({ variant, size, className })}>
      {children}
    </a>
  );
}

// Loaded when the dialog first opens, so pages that never book download no form code.
const BookingForm = lazy(() => import("~/components/booking/booking-form").then((m) => ({ default: m.BookingForm })));
const ThankYouMessage = lazy(() => import("~/components/booking/thank-you").then((m) => ({ default: m.ThankYouMessage })));


/**
 * The booking dialog of every page, opened by the window event 'openBooking' ({ detail: { service,
 * brand, locality } }). As it opens it fetches the form from the /book loader (a fresh submission
 * id, the admin's services, time slots and popular localities) and posts to the /book action.
 */
export function BookingDialog() {
  // Each opening is a new form: a fetcher of its own, so nothing of the last one shows.
  const [opened, setOpened] = useState<{ count: number; preset: BookingPreset } | null>(null);
  // The booking just made (null for a post the honeypot caught, thanked all the same).
  const [thanked, setThanked] = useState<BookedVisit | null | false>(false);
  const form = useFetcher<typeof clientLoader>({ key: `booking-form-${opened?.count ?? 0}` });
  const t = useT();
  const loading = <p className="py-10 text-center text-slate-600">{t("common.loadingForm")}</p>;

  // A navigation (See your booking, a link, Back) closes both dialogs: the next page is in view.
  const { key: locationKey } = useLocation();
  useEffect(() => {
    setOpened(null);
    setThanked(false);
  }, [locationKey]);

  useEffect(() => {
    function open(event: Event) {
      // Tells the Book link that the dialog took it, so the link does not navigate to /book.
      event.preventDefault();
      // The form loads its locality picker lazily, and its thank-you: fetch them with it, not after it.
      void import("~/components/booking/locality-picker");
      void import("~/components/booking/thank-you");
      const { service, brand, locality } = ((event as CustomEvent<BookingPreset | undefined>).detail ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === "string" ? value : undefined);
      setThanked(false);
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, preset: { service: text(service), brand: text(brand), locality: text(locality) } }));
    }
    window.addEventListener(OPEN_BOOKING_EVENT, open);
    return () => window.removeEventListener(OPEN_BOOKING_EVENT, open);
  }, []);

  // Offline there is nothing to fetch: the dialog says so at once (and Try again fetches it).
  const [offline, setOffline] = useState(false);
  const load = () => {
    if (!opened) return;
    setOffline(!navigator.onLine);
    if (navigator.onLine) void form.load(t.path(bookingHref(opened.preset)));
  };
  // Loads once per opening (a new count is a new fetcher).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void load(), [opened?.count]);

  // The thank-you's words came with the form (the booking messages).
  const [thanksWords, setThanksWords] = useState<BookingFormData["messages"]>();
  function booked(visit: BookedVisit | null) {
    setThanksWords(form.data?.messages);
    setOpened(null);
    setThanked(visit);
  }

  return (
    <>
      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={t("common.bookTitle")}
        description={t("common.bookDescription")}
      >
        {offline ? (
          <BookingUnavailable onRetry={load} />
        ) : form.state !== "idle" || form.data === undefined ? (
          loading
        ) : form.data === null ? (
          <BookingUnavailable onRetry={load} />
        ) : (
          <Suspense fallback={loading}>
            <MoreMessages messages={form.data.messages}>
              <DialogBookingForm form={form.data} onBooked={booked} />
            </MoreMessages>
          </Suspense>
        )}
      </Dialog>
      <MoreMessages messages={thanksWords}>
        <ThanksDialog booking={thanked} onClose={() => setThanked(false)} />
      </MoreMessages>
    </>
  );
}

function ThanksDialog({ booking, onClose }: { booking: BookedVisit | null | false; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={booking !== false} onClose={onClose} title={t("booking.thankYouTitle")}>
      <Suspense fallback={null}>
        <ThankYouMessage booking={booking || null} />
      </Suspense>
    </Dialog>
  );
}

function DialogBookingForm({ form, onBooked }: { form: BookingFormData; onBooked: (visit: BookedVisit | null) => void }) {
  const post = useFetcher<typeof clientAction>({ key: `booking-${form.submissionId}` });
  const booked = post.state === "idle" ? post.data?.booked : undefined;
  const done = Boolean(booked);
  useEffect(() => {
    if (booked) onBooked(booked === true ? null : booked);
    // onBooked is a new function each render; the answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  return <BookingForm form={form} FormComponent={post.Form} lastResult={post.data?.result} submitting={post.state !== "idle"} inDialog />;
}

/** The booking form's data could not be fetched (offline): the way to book that needs no form. */
export function BookingUnavailable({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="space-y-3 text-slate-700">
      <p>{t("common.formUnavailable", { phone: business.phoneDisplay })}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="font-semibold text-brand-700 underline">
          {t("common.tryAgain")}
        </button>
      ) : null}
    </div>
  );
}
