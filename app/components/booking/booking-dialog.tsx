import { useFetcher } from "@remix-run/react";
import { Suspense, lazy, useEffect, useState } from "react";
import { OPEN_BOOKING_EVENT, bookingHref, type BookingPreset } from "~/components/booking/book-link";
import { THANK_YOU_TITLE, ThankYouMessage } from "~/components/booking/thank-you";
import { Dialog } from "~/components/ui/dialog";
import { business } from "~/content/business";
import type { BookingFormData, clientAction, clientLoader } from "~/routes/book";

// Loaded when the dialog first opens, so pages that never book download no form code.
const BookingForm = lazy(() => import("~/components/booking/booking-form").then((m) => ({ default: m.BookingForm })));

const loading = <p className="py-10 text-center text-slate-600">Loading the booking form…</p>;

/**
 * The booking dialog of every page, opened by the window event 'openBooking' ({ detail: { service,
 * brand, locality } }). As it opens it fetches the form from the /book loader (a fresh submission
 * id, the admin's services, time slots and popular localities) and posts to the /book action.
 */
export function BookingDialog() {
  // Each opening is a new form: a fetcher of its own, so nothing of the last one shows.
  const [opened, setOpened] = useState<{ count: number; preset: BookingPreset } | null>(null);
  const [thanked, setThanked] = useState(false);
  const form = useFetcher<typeof clientLoader>({ key: `booking-form-${opened?.count ?? 0}` });

  useEffect(() => {
    function open(event: Event) {
      // Tells the Book link that the dialog took it, so the link does not navigate to /book.
      event.preventDefault();
      // The form loads its locality picker lazily; fetch both at once, not one after the other.
      void import("~/components/booking/locality-picker");
      const { service, brand, locality } = ((event as CustomEvent<BookingPreset | undefined>).detail ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === "string" ? value : undefined);
      setThanked(false);
      setOpened((last) => ({ count: (last?.count ?? 0) + 1, preset: { service: text(service), brand: text(brand), locality: text(locality) } }));
    }
    window.addEventListener(OPEN_BOOKING_EVENT, open);
    return () => window.removeEventListener(OPEN_BOOKING_EVENT, open);
  }, []);

  const load = () => opened && form.load(bookingHref(opened.preset));
  // Loads once per opening (a new count is a new fetcher).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void load(), [opened?.count]);

  function booked() {
    setOpened(null);
    setThanked(true);
  }

  return (
    <>
      <Dialog
        open={opened !== null}
        onClose={() => setOpened(null)}
        title="Book a Technician"
        description={`Tell us about the problem; we call you back ${business.callbackWithin}.`}
      >
        {form.state !== "idle" || form.data === undefined ? (
          loading
        ) : form.data === null ? (
          <BookingUnavailable onRetry={load} />
        ) : (
          <Suspense fallback={loading}>
            <DialogBookingForm form={form.data} onBooked={booked} />
          </Suspense>
        )}
      </Dialog>
      <Dialog open={thanked} onClose={() => setThanked(false)} title={THANK_YOU_TITLE}>
        <ThankYouMessage />
      </Dialog>
    </>
  );
}

function DialogBookingForm({ form, onBooked }: { form: BookingFormData; onBooked: () => void }) {
  const post = useFetcher<typeof clientAction>({ key: `booking-${form.submissionId}` });
  const done = post.state === "idle" && post.data?.booked === true;
  useEffect(() => {
    if (done) onBooked();
    // onBooked is a new function each render; the answer is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  return <BookingForm form={form} FormComponent={post.Form} lastResult={post.data?.result} submitting={post.state !== "idle"} inDialog />;
}

/** The booking form's data could not be fetched (offline): the way to book that needs no form. */
export function BookingUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="space-y-3 text-slate-700">
      <p>We could not load the booking form. Check your connection and try again, or call us on {business.phoneDisplay}.</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="font-semibold text-brand-700 underline">
          Try again
        </button>
      ) : null}
    </div>
  );
}
