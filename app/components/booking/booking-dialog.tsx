import { useFetcher } from "@remix-run/react";
import { Suspense, lazy, useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { DEFAULT_SERVICE } from "~/content/booking";
import { OPEN_BOOKING_EVENT, newSubmissionId, type BookingPreset } from "~/lib/booking/link";
import type { BookingOptions } from "~/models/booking-options.server";
import type { action as bookAction } from "~/routes/book";
import { THANK_YOU_TITLE, ThankYouMessage } from "~/components/booking/thank-you";
import { business } from "~/content/business";

// Loaded when the dialog first opens, so pages that never book download no form code.
const BookingForm = lazy(() => import("~/components/booking/booking-form").then((m) => ({ default: m.BookingForm })));

type OpenBooking = { service: string; brand: string; submissionId: string };

/** The booking dialog of every page, opened by the window event 'openBooking' ({ detail: { service, brand } }). */
export function BookingDialog({ timeSlots, services, popularLocalities, constraint }: BookingOptions) {
  const [booking, setBooking] = useState<OpenBooking | null>(null);
  const [thanked, setThanked] = useState(false);
  const fetcher = useFetcher<typeof bookAction>();

  useEffect(() => {
    function open(event: Event) {
      // Tells a Book link that the dialog took it, so the link does not navigate to /book.
      event.preventDefault();
      // The form loads its locality picker lazily; fetch both at once, not one after the other.
      void import("~/components/booking/locality-picker");
      const detail = ((event as CustomEvent<BookingPreset | undefined>).detail ?? {}) as BookingPreset;
      setThanked(false);
      setBooking({
        service: typeof detail.service === "string" && detail.service ? detail.service : DEFAULT_SERVICE,
        brand: typeof detail.brand === "string" ? detail.brand : "",
        submissionId: newSubmissionId(),
      });
    }
    window.addEventListener(OPEN_BOOKING_EVENT, open);
    return () => window.removeEventListener(OPEN_BOOKING_EVENT, open);
  }, []);

  // The answer belongs to the form on screen only when it carries that form's submission id.
  const answer = booking && fetcher.data?.submissionId === booking.submissionId ? fetcher.data : null;

  useEffect(() => {
    if (fetcher.state === "idle" && answer?.result.status === "success") {
      setBooking(null);
      setThanked(true);
    }
  }, [fetcher.state, answer]);

  return (
    <>
      <Dialog
        open={booking !== null}
        onClose={() => setBooking(null)}
        title="Book a Technician"
        description={`Tell us about the problem; we call you back ${business.callbackWithin}.`}
      >
        {booking ? (
          <Suspense fallback={<p className="py-10 text-center text-slate-600">Loading the booking form…</p>}>
            <BookingForm
              key={booking.submissionId}
              FormComponent={fetcher.Form}
              action="/book"
              via="dialog"
              lastResult={answer?.result}
              submissionId={booking.submissionId}
              service={booking.service}
              brand={booking.brand}
              timeSlots={timeSlots}
              services={services}
              popularLocalities={popularLocalities}
              constraint={constraint}
              submitting={fetcher.state !== "idle"}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <Dialog open={thanked} onClose={() => setThanked(false)} title={THANK_YOU_TITLE}>
        <ThankYouMessage />
      </Dialog>
    </>
  );
}
