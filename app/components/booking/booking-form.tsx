import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Suspense, lazy, useEffect, useState, type ComponentProps, type ComponentType, type FormEvent } from "react";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { DEFAULT_BRAND, type TimeSlot } from "~/content/booking";
import { bookingChatText } from "~/lib/booking/chat-text";
import { whatsappHref } from "~/lib/contact/links";
import type { FieldConstraints } from "~/lib/schemas/booking";
import { controlProps, fieldProps, useFormFeedback } from "~/lib/forms/use-form-feedback";
import { useLazyValidate } from "~/lib/forms/use-lazy-validate";
import type { ServiceOption } from "~/models/booking-options.server";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { business } from "~/content/business";

// Only the dialog uses the picker, so the /book page (the no-JavaScript fallback) skips its code;
// the dialog starts loading it as it opens (see BookingDialog).
const LocalityPicker = lazy(() => import("~/components/booking/locality-picker").then((m) => ({ default: m.LocalityPicker })));

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
  const { form, formAlert, fields, revalidate } = useFormFeedback({
    id: `booking-${submissionId}`,
    fields: ["name", "phone", "service", "locality", "issue", "timeSlot"],
    lastResult,
    constraint,
    defaultValue: { service },
    validate,
  });
  // The dialog (always hydrated) gets the picker; the /book page keeps the <datalist> input
  // that works without JavaScript.
  const usePicker = via === "dialog";
  const [locality, setLocality] = useState(fields.locality.defaultValue ?? "");
  // A pick is no input event: check again as typing would (once the form was sent).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(revalidate, [locality]);
  const serviceNames = services.map((option) => option.name);
  const serviceChoices = serviceNames.includes(service) ? serviceNames : [service, ...serviceNames];
  // The chat button carries what has been typed so far.
  const [typed, setTyped] = useState(() => ({
    service: fields.service.defaultValue ?? service,
    name: fields.name.defaultValue,
    phone: fields.phone.defaultValue,
  }));
  function handleInput(event: FormEvent<HTMLFormElement>) {
    form.onInput(event);
    const entered = new FormData(event.currentTarget);
    setTyped({ service: textOf(entered, "service") ?? service, name: textOf(entered, "name"), phone: textOf(entered, "phone") });
  }
  const chatHref = whatsappHref(bookingChatText({ ...typed, brand }));

  return (
    <FormComponent method="post" action={action} {...form} onInput={handleInput} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="brand" value={brand} />
      {via ? <input type="hidden" name="via" value={via} /> : null}

      {brand && brand !== DEFAULT_BRAND ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Brand: <span className="font-semibold">{brand}</span>
        </p>
      ) : null}

      <FormAlert {...formAlert} />

      <NamePhoneFields
        name={fields.name}
        phone={fields.phone}
        nameLabel="Your Name *"
        // The dialog loads this form after it opens, so React's autoFocus lands here.
        autoFocus={via === "dialog"}
      />

      <Field label="Service" {...fieldProps(fields.service)}>
        <select {...controlProps(fields.service)} className={inputClass}>
          {serviceChoices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>

      <Field label="Locality *" {...fieldProps(fields.locality)}>
        {usePicker ? (
          <>
            <input type="hidden" name="locality" value={locality} />
            <Suspense fallback={<p className="py-2.5 text-slate-600">Loading the locality picker…</p>}>
              <LocalityPicker
                id={fields.locality.id}
                value={locality}
                onChange={setLocality}
                popular={popularLocalities}
                invalid={Boolean(fields.locality.errors)}
                describedBy={fields.locality.errors ? fields.locality.errorId : undefined}
              />
            </Suspense>
          </>
        ) : (
          <LocalityTextInput {...controlProps(fields.locality)} type="text" />
        )}
      </Field>

      <Field label="Describe the issue" {...fieldProps(fields.issue)}>
        <textarea
          {...controlProps(fields.issue)}
          rows={3}
          placeholder="e.g. Drum not spinning, water not draining, error code on display"
          className={inputClass}
        />
      </Field>

      <Field label="Preferred time slot" {...fieldProps(fields.timeSlot)}>
        <select {...controlProps(fields.timeSlot)} className={inputClass}>
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
      <p className="text-center text-xs text-slate-500">Our technician calls you {business.callbackWithin} to confirm.</p>
    </FormComponent>
  );
}

/** A field's current text; a hostile post may repeat a field or send a file instead. */
function textOf(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
}
