import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  useInputControl,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Suspense, lazy, type ComponentProps, type ComponentType } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { DEFAULT_BRAND, type TimeSlot } from "~/content/booking";
import { bookingChatText } from "~/lib/booking-chat";
import { whatsappHref } from "~/lib/contact-links";
import type { BookingFields, FieldConstraints } from "~/lib/schemas/booking";
import { useLazyValidate } from "~/lib/use-lazy-validate";
import type { ServiceOption } from "~/models/booking-options.server";
import { NamePhoneFields } from "./name-phone-fields";

// Only the dialog uses the picker, so the /book page (the no-JavaScript fallback) skips its code;
// the dialog starts loading it as it opens (see BookingDialog).
const LocalityPicker = lazy(() => import("./locality-picker").then((m) => ({ default: m.LocalityPicker })));

export type BookingFormProps = {
  /** Form for the full page, fetcher.Form for the dialog. */
  FormComponent?: ComponentType<ComponentProps<typeof Form>>;
  /** Where the form posts; the page leaves it to post to its own URL. */
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
  submissionId: string;
  service: string;
  brand: string;
  timeSlots: readonly TimeSlot[];
  /** The services to choose from (the admin's list); a preset outside it is offered too. */
  services: readonly ServiceOption[];
  /** The picker's popular chips. */
  popularLocalities: readonly string[];
  /** From bookingConstraint(), computed by a loader. */
  constraint: FieldConstraints;
  submitting: boolean;
  /** Sent back by the dialog so the action answers with data instead of a redirect. */
  via?: "dialog";
};

export function BookingForm({
  FormComponent = Form,
  action,
  lastResult,
  submissionId,
  service,
  brand,
  timeSlots,
  services,
  popularLocalities,
  constraint,
  submitting,
  via,
}: BookingFormProps) {
  const slotValues = timeSlots.map((slot) => slot.value);
  const validate = useLazyValidate(
    () => import("~/lib/schemas/booking").then((m) => (formData: FormData) => m.parseBookingForm(formData, slotValues)),
    slotValues.join(),
  );
  const [form, fields] = useForm<BookingFields>({
    id: `booking-${submissionId}`,
    lastResult,
    constraint,
    defaultValue: { service },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  // The dialog (always hydrated) gets the picker; the /book page keeps the <datalist> input
  // that works without JavaScript.
  const usePicker = via === "dialog";
  const locality = useInputControl(fields.locality);
  const serviceNames = services.map((option) => option.name);
  const serviceChoices = serviceNames.includes(service) ? serviceNames : [service, ...serviceNames];
  const chatHref = whatsappHref(
    bookingChatText({
      service: typedText(fields.service.value) ?? service,
      brand,
      name: typedText(fields.name.value),
      phone: typedText(fields.phone.value),
    }),
  );

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="brand" value={brand} />
      {via ? <input type="hidden" name="via" value={via} /> : null}

      {brand && brand !== DEFAULT_BRAND ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Brand: <span className="font-semibold">{brand}</span>
        </p>
      ) : null}

      <FormAlert id={form.errorId} errors={form.errors} />

      <NamePhoneFields
        name={fields.name}
        phone={fields.phone}
        nameLabel="Your Name *"
        // The dialog loads this form after it opens, so React's autoFocus lands here.
        autoFocus={via === "dialog"}
      />

      <Field label="Service" htmlFor={fields.service.id} errors={fields.service.errors} errorId={fields.service.errorId}>
        <select {...getSelectProps(fields.service)} className={inputClass}>
          {serviceChoices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>

      <Field label="Locality *" htmlFor={fields.locality.id} errors={fields.locality.errors} errorId={fields.locality.errorId}>
        {usePicker ? (
          <Suspense fallback={<p className="py-2.5 text-slate-600">Loading the locality picker…</p>}>
            <LocalityPicker
              id={fields.locality.id}
              value={locality.value ?? ""}
              onChange={(name) => locality.change(name)}
              popular={popularLocalities}
              invalid={!fields.locality.valid}
              describedBy={fields.locality.errors ? fields.locality.errorId : undefined}
            />
          </Suspense>
        ) : (
          <LocalityTextInput {...getInputProps(fields.locality, { type: "text" })} />
        )}
      </Field>

      <Field label="Describe the issue" htmlFor={fields.issue.id} errors={fields.issue.errors} errorId={fields.issue.errorId}>
        <textarea
          {...getTextareaProps(fields.issue)}
          rows={3}
          placeholder="e.g. Drum not spinning, water not draining, error code on display"
          className={inputClass}
        />
      </Field>

      <Field label="Preferred time slot" htmlFor={fields.timeSlot.id} errors={fields.timeSlot.errors} errorId={fields.timeSlot.errorId}>
        <select {...getSelectProps(fields.timeSlot)} className={inputClass}>
          <option value="">Any time</option>
          {timeSlots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </select>
      </Field>

      <Button type="submit" variant="premium" size="lg" className="w-full" disabled={submitting}>
        {submitting ? "Booking..." : "Book Technician"}
      </Button>
      <a
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass({ variant: "whatsapp", className: "w-full" })}
      >
        Book via WhatsApp instead
      </a>
      <p className="text-center text-xs text-slate-500">Our technician calls you within 2 hours to confirm.</p>
    </FormComponent>
  );
}

/** A field's current text; a posted form may repeat a field, which conform hands back as an array. */
function typedText(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
