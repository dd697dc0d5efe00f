import { useFetcher } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { ThankYouMessage } from "~/components/booking/thank-you";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { WARRANTY_REPAIR_SERVICE } from "~/content/warranty";
import { newSubmissionId } from "~/lib/booking-link";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyValidate } from "~/lib/use-lazy-validate";
import type { action as bookAction } from "~/routes/book";

type FieldErrorMap = Record<string, string[] | null | undefined>;

type WarrantyRepairFormProps = {
  brand: string;
  /** A fresh id from the loader (the form's first render must match the server's). */
  submissionId: string;
};

const FIELD_IDS = { name: "repair-name", phone: "repair-phone", locality: "repair-locality", issue: "repair-issue" } as const;

/**
 * 'Book Repair Service' under an out-of-warranty result: a real booking (service 'Repair
 * Service', the checked brand) through the /book action and its schema. With JavaScript it
 * answers in place; without, /book redirects to its thank-you page. It does without conform's
 * useForm to keep the warranty page inside its JavaScript budget; the booking schema still
 * checks it in the browser (loaded lazily) and on the server.
 */
export function WarrantyRepairForm({ brand, submissionId: firstSubmissionId }: WarrantyRepairFormProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof bookAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const [submissionId, setSubmissionId] = useState(firstSubmissionId);
  const [browserErrors, setBrowserErrors] = useState<FieldErrorMap | null>(null);
  const validate = useLazyValidate(
    () => import("~/lib/schemas/booking").then((m) => (formData: FormData) => m.parseBookingForm(formData, [])),
    "warranty-repair",
  );
  const answer = fetcher.data?.submissionId === submissionId ? fetcher.data : null;
  const submitting = fetcher.state !== "idle";
  const errors: FieldErrorMap = browserErrors ?? answer?.result.error ?? {};

  function errorsOf(form: HTMLFormElement): FieldErrorMap | null {
    if (!validate) return null;
    const submission = validate(new FormData(form));
    return submission.status === "success" ? null : (submission.error ?? null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const found = errorsOf(event.currentTarget);
    setBrowserErrors(found);
    if (found) {
      event.preventDefault();
      const first = Object.keys(FIELD_IDS).find((name) => found[name]?.length) as keyof typeof FIELD_IDS | undefined;
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
    }
  }

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

  const fieldProps = (name: keyof typeof FIELD_IDS) => ({
    id: FIELD_IDS[name],
    name,
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": errors[name]?.length ? `${FIELD_IDS[name]}-error` : undefined,
  });
  const fieldErrors = (name: keyof typeof FIELD_IDS) => ({
    htmlFor: FIELD_IDS[name],
    errors: errors[name] ?? undefined,
    errorId: `${FIELD_IDS[name]}-error`,
  });

  return (
    <fetcher.Form
      ref={formRef}
      key={submissionId}
      method="post"
      action="/book"
      onSubmit={handleSubmit}
      // Once shown, messages follow the typing, as in the other forms.
      onInput={() => browserErrors && formRef.current && setBrowserErrors(errorsOf(formRef.current))}
      noValidate={hydrated}
      className="space-y-4"
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="service" value={WARRANTY_REPAIR_SERVICE} />
      <input type="hidden" name="brand" value={brand} />
      {/* Only a hydrated page can show the answer in place; without JavaScript /book redirects. */}
      {hydrated ? <input type="hidden" name="via" value="dialog" /> : null}
      <FormAlert errors={errors[""] ?? undefined} />
      <Field label="Full Name *" {...fieldErrors("name")}>
        <input {...fieldProps("name")} type="text" required maxLength={100} autoComplete="name" placeholder="Enter your full name" className={inputClass} />
      </Field>
      <Field label="Phone Number *" {...fieldErrors("phone")}>
        <input
          {...fieldProps("phone")}
          type="tel"
          required
          maxLength={20}
          autoComplete="tel"
          inputMode="tel"
          placeholder="98765 43210"
          className={inputClass}
        />
      </Field>
      <Field label="Locality *" {...fieldErrors("locality")}>
        <LocalityTextInput {...fieldProps("locality")} type="text" required maxLength={100} />
      </Field>
      <Field label="Describe the Issue" {...fieldErrors("issue")}>
        <textarea
          {...fieldProps("issue")}
          rows={3}
          maxLength={1000}
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
