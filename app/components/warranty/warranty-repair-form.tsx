import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ThankYouMessage } from "~/components/booking/thank-you";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { WARRANTY_REPAIR_SERVICE } from "~/content/warranty";
import { newSubmissionId } from "~/lib/booking-link";
import type { BookingFields, FieldConstraints } from "~/lib/schemas/booking";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyValidate } from "~/lib/use-lazy-validate";
import type { action as bookAction } from "~/routes/book";

type WarrantyRepairFormProps = {
  brand: string;
  /** A fresh id from the loader (the form's first render must match the server's). */
  submissionId: string;
  constraint: FieldConstraints;
};

/**
 * 'Book Repair Service' under an out-of-warranty result: a real booking (service 'Repair
 * Service', the checked brand) through the /book action. With JavaScript it answers in place;
 * without, /book redirects to its thank-you page.
 */
export function WarrantyRepairForm({ brand, submissionId: firstSubmissionId, constraint }: WarrantyRepairFormProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof bookAction>();
  const [submissionId, setSubmissionId] = useState(firstSubmissionId);
  const validate = useLazyValidate(
    () => import("~/lib/schemas/booking").then((m) => (formData: FormData) => m.parseBookingForm(formData, [])),
    "warranty-repair",
  );
  const answer = fetcher.data?.submissionId === submissionId ? fetcher.data : null;
  const [form, fields] = useForm<BookingFields>({
    id: `warranty-repair-${submissionId}`,
    lastResult: answer?.result,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const submitting = fetcher.state !== "idle";

  if (answer?.result.status === "success" && !submitting) {
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold text-slate-900">Repair booked!</p>
        <ThankYouMessage />
        <Button variant="outline" onClick={() => setSubmissionId(newSubmissionId())}>
          Book Another Repair
        </Button>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/book" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="service" value={WARRANTY_REPAIR_SERVICE} />
      <input type="hidden" name="brand" value={brand} />
      {/* Only a hydrated page can show the answer in place; without JavaScript /book redirects. */}
      {hydrated ? <input type="hidden" name="via" value="dialog" /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field label="Full Name *" htmlFor={fields.name.id} errors={fields.name.errors} errorId={fields.name.errorId}>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" placeholder="Enter your full name" className={inputClass} />
      </Field>
      <Field label="Phone Number *" htmlFor={fields.phone.id} errors={fields.phone.errors} errorId={fields.phone.errorId}>
        <input
          {...getInputProps(fields.phone, { type: "tel" })}
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
          className={inputClass}
        />
      </Field>
      <Field label="Locality *" htmlFor={fields.locality.id} errors={fields.locality.errors} errorId={fields.locality.errorId}>
        <LocalityTextInput {...getInputProps(fields.locality, { type: "text" })} />
      </Field>
      <Field label="Describe the Issue" htmlFor={fields.issue.id} errors={fields.issue.errors} errorId={fields.issue.errorId}>
        <textarea
          {...getTextareaProps(fields.issue)}
          rows={3}
          placeholder="e.g. Drum not spinning, water not draining, error code on display"
          className={inputClass}
        />
      </Field>
      <Button type="submit" variant="premium" size="lg" className="w-full" disabled={submitting}>
        {submitting ? "Booking..." : "Book Repair Service"}
      </Button>
    </fetcher.Form>
  );
}
