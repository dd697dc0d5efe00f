import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { ThankYouMessage } from "~/components/booking/thank-you";
import { Button } from "~/components/ui/button";
import { ErrorSummary, Field, SubmitButton, controlProps, inputClass } from "~/components/forms/fields";
import { useForm } from "~/components/forms/use-form";
import { WARRANTY_REPAIR_SERVICE } from "~/content/warranty";
import type { clientAction as bookAction } from "~/routes/book";

type WarrantyRepairFormProps = {
  brand: string;
  /** From the page's loader, which gives a fresh one each time it loads (after a booking too). */
  submissionId: string;
  constraint: Readonly<Record<string, { required?: boolean }>>;
};

/**
 * 'Book Repair Service' under an out-of-warranty result: a real booking (service 'Repair
 * Service', the checked brand) through the /book action and its schema. With JavaScript it
 * answers in place; without, /book redirects to its thank-you page.
 */
export function WarrantyRepairForm({ brand, submissionId: latestSubmissionId, constraint }: WarrantyRepairFormProps) {
  // The form on screen keeps its id; the page reloads its data after a booking, so the next
  // form ("Book Another Repair") takes the new one.
  const [submissionId, setSubmissionId] = useState(latestSubmissionId);
  const fetcher = useFetcher<typeof bookAction>({ key: `repair-${submissionId}` });
  const submitting = fetcher.state !== "idle";
  const { form, summary, fields } = useForm({
    id: `repair-${submissionId}`,
    fields: ["name", "phone", "locality", "issue"],
    lastResult: fetcher.data?.result,
    constraint,
    schema: () => import("~/lib/schemas/booking").then((m) => m.createBookingSchema([])),
  });

  if (fetcher.data?.booked && !submitting) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold text-slate-900">Repair booked!</p>
        <ThankYouMessage />
        <Button variant="outline" onClick={() => setSubmissionId(latestSubmissionId)}>
          Book Another Repair
        </Button>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action="/book" {...form} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="service" value={WARRANTY_REPAIR_SERVICE} />
      <input type="hidden" name="brand" value={brand} />
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
      <SubmitButton pending={submitting} pendingLabel="Booking..." variant="premium" size="lg" className="w-full">
        Book Repair Service
      </SubmitButton>
    </fetcher.Form>
  );
}
