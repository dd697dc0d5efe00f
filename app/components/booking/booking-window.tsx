// The booking dialog itself, loaded on the first Book pressed (BookingDialog in booking-dialog.tsx):
// it fetches its form from the /book loader and posts it to the /book action.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";

import { bookingHref, type BookingRequest, BookingUnavailable } from "~/components/booking/book-link";
import type { BookingFormData, clientAction, clientLoader } from "~/components/booking/booking-api";
import type { BookedVisit } from "~/components/booking/thank-you";
import { Dialog } from "~/components/ui/dialog";
import { MoreMessages, useT } from "~/lib/i18n/i18n";

// Loaded when the dialog first opens, so pages that never book download no form code.
const BookingForm = lazy(() => import("~/components/booking/booking-form").then((m) => ({ default: m.BookingForm })));
const ThankYouMessage = lazy(() => import("~/components/booking/thank-you").then((m) => ({ default: m.ThankYouMessage })));

/**
 * The booking dialog of every page, opened by the window event 'openBooking' ({ detail: { service,
 * brand, locality } }), which BookingDialog listens for and passes on as `request`. As it opens it
 * fetches the form from the /book loader (a fresh submission id, the admin's services, time slots
 * and popular localities) and posts to the /book action.
 */
export function BookingWindow({ request }: { request: BookingRequest }) {
  // Each opening is a new form: a fetcher of its own, so nothing of the last one shows. It loads
  // on the first Book pressed (BookingDialog), which it opens for.
  const [opened, setOpened] = useState<BookingRequest | null>(request);
  // The booking just made (null for a post the honeypot caught, thanked all the same).
  const [thanked, setThanked] = useState<BookedVisit | null | false>(false);
  const form = useFetcher<typeof clientLoader>({ key: `booking-form-${opened?.count ?? 0}` });
  const t = useT();
  const loading = <p className="py-10 text-center text-slate-600">{t("common.loadingForm")}</p>;
  // The form loads its locality picker lazily, and its thank-you: fetch them with it, not after it.
  useEffect(() => {
    void import("~/components/booking/locality-picker");
    void import("~/components/booking/thank-you");
  }, []);

  // A navigation (See your booking, a link, Back) closes both dialogs: the next page is in view.
  const { key: locationKey } = useLocation();
  const shownAt = useRef(locationKey);
  useEffect(() => {
    if (locationKey === shownAt.current) return;
    shownAt.current = locationKey;
    setOpened(null);
    setThanked(false);
  }, [locationKey]);

  // Each new request opens a new form (the first opened it above).
  useEffect(() => {
    setThanked(false);
    setOpened(request);
  }, [request]);

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
      <Dialog open={opened !== null} onClose={() => setOpened(null)} title={t("common.bookTitle")} description={t("common.bookDescription")}>
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
  const booked = post.state === "idle" ? post.data?.done : undefined;
  const done = Boolean(booked);
  useEffect(() => {
    if (booked) onBooked(booked === true ? null : booked);
    // onBooked is a new function each render; the answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  return <BookingForm form={form} FormComponent={post.Form} answer={post.data} submitting={post.state !== "idle"} inDialog />;
}
