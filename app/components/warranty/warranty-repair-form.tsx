import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

import { bookingHref } from "~/components/booking/book-link";
import type { BookingFormData, clientAction as bookAction, clientLoader as bookLoader } from "~/components/booking/booking-api";
import { BookingForm } from "~/components/booking/booking-form";
import { type BookedVisit, ThankYouMessage } from "~/components/booking/thank-you";
import { Button } from "~/components/ui/button";
import { WARRANTY_REPAIR_SERVICE } from "~/content/warranty";
import { MoreMessages, useT } from "~/lib/i18n/i18n";

/**
 * 'Book Repair Service' under an out-of-warranty result: a real booking (service 'Repair
 * Service', the checked brand) through the /book action and its schema. Its data (a submission
 * id, the days and slots) comes with the page without JavaScript; with it, the check runs in the
 * browser and the form fetches its data from the /book loader, as the booking dialog does. With
 * JavaScript it answers in place; without, /book redirects to its thank-you page.
 */
export function WarrantyRepairForm({ brand, form }: { brand: string; form: BookingFormData | null }) {
  // The page's data is reloaded after a booking: the form shown keeps what it started from.
  const [served] = useState(form);
  const loader = useFetcher<typeof bookLoader>();
  const t = useT();
  // The fetcher's state shows the form (or its failure); its promise only says when that came (it never rejects).
  const load = () => void loader.load(t.path(bookingHref({ service: WARRANTY_REPAIR_SERVICE, brand })));
  useEffect(() => {
    if (!served) load();
    // Once, for the brand this form was shown for (the page keys the form by brand).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const current = loader.data ?? (loader.state === "idle" ? served : null);
  if (!current) return <p className="text-slate-600">{loader.data === null ? t("warranty.formUnavailable") : t("warranty.loadingForm")}</p>;
  // "Book Another Repair" loads a new form, with a new submission id.
  return (
    <MoreMessages messages={current.messages}>
      <RepairForm key={current.submissionId} form={current} onAnother={load} />
    </MoreMessages>
  );
}

function RepairForm({ form: data, onAnother }: { form: BookingFormData; onAnother: () => void }) {
  const fetcher = useFetcher<typeof bookAction>({ key: `repair-${data.submissionId}` });
  const submitting = fetcher.state !== "idle";
  const booked = fetcher.data?.done;
  if (booked && !submitting) return <RepairBooked booked={booked} onAnother={onAnother} />;
  return <BookingForm form={data} FormComponent={fetcher.Form} answer={fetcher.data} submitting={submitting} repair />;
}

/**
 * The booking made: in the form's place, brought into view and focused (the form was long, so its
 * top, where this appears, is often above the screen when Book is pressed).
 */
function RepairBooked({ booked, onAnother }: { booked: BookedVisit | true; onAnother: () => void }) {
  const heading = useRef<HTMLParagraphElement>(null);
  const t = useT();
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="space-y-4">
      <p ref={heading} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold text-slate-900 outline-none">
        {t("warranty.booked")}
      </p>
      <ThankYouMessage booking={booked === true ? null : booked} />
      <Button variant="outline" onClick={onAnother}>
        {t("warranty.bookAnother")}
      </Button>
    </div>
  );
}
