import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useRouteLoaderData } from "@remix-run/react";
import { useState } from "react";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { ThankYouMessage } from "~/components/booking/thank-you";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { WARRANTY_REPAIR_SERVICE } from "~/content/warranty";
import { newSubmissionId } from "~/lib/booking/link";
import { controlProps, fieldProps, useFormFeedback } from "~/lib/forms/use-form-feedback";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useLazyValidate } from "~/lib/forms/use-lazy-validate";
import type { loader as rootLoader } from "~/root";
import type { action as bookAction } from "~/routes/book";

type WarrantyRepairFormProps = {
  brand: string;
  /** A fresh id from the loader (the form's first render must match the server's). */
  submissionId: string;
};

/**
 * 'Book Repair Service' under an out-of-warranty result: a real booking (service 'Repair
 * Service', the checked brand) through the /book action and its schema. With JavaScript it
 * answers in place; without, /book redirects to its thank-you page. The booking schema checks
 * it in the browser (loaded lazily, see useFormFeedback) and on the server.
 */
export function WarrantyRepairForm({ brand, submissionId: firstSubmissionId }: WarrantyRepairFormProps) {
  const fetcher = useFetcher<typeof bookAction>();
  const [submissionId, setSubmissionId] = useState(firstSubmissionId);
  const answer = fetcher.data?.submissionId === submissionId ? fetcher.data : null;
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
    <RepairBookingForm
      // Another repair starts a new form, with no messages from the last one.
      key={submissionId}
      FormComponent={fetcher.Form}
      brand={brand}
      submissionId={submissionId}
      lastResult={answer?.result}
      submitting={submitting}
    />
  );
}

type RepairBookingFormProps = {
  FormComponent: ReturnType<typeof useFetcher>["Form"];
  brand: string;
  submissionId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  submitting: boolean;
};

function RepairBookingForm({ FormComponent, brand, submissionId, lastResult, submitting }: RepairBookingFormProps) {
  const hydrated = useHydrated();
  const validate = useLazyValidate(
    () => import("~/lib/schemas/booking").then((m) => (formData: FormData) => m.parseBookingForm(formData, [])),
    "warranty-repair",
  );
  // The booking form's required fields, which the root loader sends to every page.
  const constraint = useRouteLoaderData<typeof rootLoader>("root")?.booking.constraint;
  const { form, formAlert, fields } = useFormFeedback({
    id: "repair",
    fields: ["name", "phone", "locality", "issue"],
    lastResult,
    constraint,
    validate,
  });

  return (
    <FormComponent method="post" action="/book" {...form} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="service" value={WARRANTY_REPAIR_SERVICE} />
      <input type="hidden" name="brand" value={brand} />
      {/* Only a hydrated page can show the answer in place; without JavaScript /book redirects. */}
      {hydrated ? <input type="hidden" name="via" value="dialog" /> : null}
      <FormAlert {...formAlert} />
      <NamePhoneFields name={fields.name} phone={fields.phone} nameLabel="Full Name *" />
      <Field label="Locality *" {...fieldProps(fields.locality)}>
        <LocalityTextInput {...controlProps(fields.locality)} type="text" maxLength={100} />
      </Field>
      <Field label="Describe the Issue" {...fieldProps(fields.issue)}>
        <textarea
          {...controlProps(fields.issue)}
          rows={3}
          maxLength={1000}
          placeholder="e.g. Drum not spinning, water not draining, error code on display"
          className={inputClass}
        />
      </Field>
      <Button type="submit" variant="premium" size="lg" className="w-full" disabled={submitting}>
        {submitting ? "Booking..." : "Book Repair Service"}
      </Button>
    </FormComponent>
  );
}
