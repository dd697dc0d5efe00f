import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { bookingHref } from "~/components/booking/booking-dialog";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { ThankYouMessage, type BookedVisit } from "~/components/booking/thank-you";
import { VisitFields } from "~/components/booking/visit-fields";
import { ErrorSummary, Field, Honeypot, SubmitButton, controlProps, inputClass } from "~/components/forms/fields";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { WARRANTY_REPAIR_SERVICE } from "~/content/warranty";
import type { BookingFormData, clientAction as bookAction, clientLoader as bookLoader } from "~/components/booking/booking-api";

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
  const load = () => loader.load(bookingHref({ service: WARRANTY_REPAIR_SERVICE, brand }));
  useEffect(() => {
    if (!served) void load();
    // Once, for the brand this form was shown for (the page keys the form by brand).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const current = loader.data ?? (loader.state === "idle" ? served : null);
  if (!current) return <p className="text-slate-600">{loader.data === null ? "We could not load the form. Check your connection, or call us." : "Loading the form…"}</p>;
  // "Book Another Repair" loads a new form, with a new submission id.
  return <RepairForm key={current.submissionId} form={current} onAnother={load} />;
}

function RepairForm({ form: data, onAnother }: { form: BookingFormData; onAnother: () => void }) {
  const fetcher = useFetcher<typeof bookAction>({ key: `repair-${data.submissionId}` });
  const submitting = fetcher.state !== "idle";
  const { form, summary, fields } = useForm({
    id: `repair-${data.submissionId}`,
    fields: ["name", "phone", "locality", "issue", "visitDate", "timeSlot"],
    lastResult: fetcher.data?.result,
    constraint: data.constraint,
    schema: () => import("~/lib/schemas/booking").then((m) => m.createBookingSchema({ slots: data.timeSlots, now: new Date() })),
  });
  const booked = fetcher.data?.booked;
  if (booked && !submitting) return <RepairBooked booked={booked} onAnother={onAnother} />;
  return (
    <fetcher.Form method="post" action="/book" {...form} className="space-y-4">
      <input type="hidden" name="submissionId" value={data.submissionId} />
      <input type="hidden" name="service" value={data.preset.service} />
      <input type="hidden" name="brand" value={data.preset.brand} />
      <Honeypot />
      <ErrorSummary {...summary} />
      <NamePhoneFields name={fields.name} phone={fields.phone} nameLabel="Full Name *" />
      <Field label="Locality *" field={fields.locality}>
        <LocalityTextInput {...controlProps(fields.locality)} type="text" maxLength={100} />
      </Field>
      <Field label="Describe the Issue" field={fields.issue}>
        <textarea
          {...controlProps(fields.issue)}
          rows={3}
          maxLength={1000}
          placeholder="e.g. Drum not spinning, water not draining, error code on display"
          className={inputClass}
        />
      </Field>
      <VisitFields visitDate={fields.visitDate} timeSlot={fields.timeSlot} days={data.days} timeSlots={data.timeSlots} fullSlots={data.fullSlots} />
      <SubmitButton pending={submitting} pendingLabel="Booking..." variant="premium" size="lg" className="w-full">
        Book Repair Service
      </SubmitButton>
    </fetcher.Form>
  );
}

/**
 * The booking made: in the form's place, brought into view and focused (the form was long, so its
 * top, where this appears, is often above the screen when Book is pressed).
 */
function RepairBooked({ booked, onAnother }: { booked: BookedVisit | true; onAnother: () => void }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  return (
    <div role="status" className="space-y-4">
      <p ref={heading} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold text-slate-900 outline-none">
        Repair booked!
      </p>
      <ThankYouMessage booking={booked === true ? null : booked} />
      <Button variant="outline" onClick={onAnother}>
        Book Another Repair
      </Button>
    </div>
  );
}
