import { type ComponentProps, type ComponentType, type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { Form } from "react-router";

import { AddressFields } from "~/components/booking/address-fields";
import type { BookingAnswer, BookingFormData } from "~/components/booking/booking-api";
import { LocalityTextInput } from "~/components/booking/locality-text-input";
import { NamePhoneFields } from "~/components/booking/name-phone-fields";
import { VisitFields } from "~/components/booking/visit-fields";
import { controlProps, ErrorSummary, Field, Honeypot, inputClass, SubmitButton } from "~/components/forms/fields";
import { PrivacyNote } from "~/components/forms/privacy-note";
import { useForm } from "~/components/forms/use-form";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { business } from "~/content/business";
import { MACHINES } from "~/content/machines";
import { machineName } from "~/content/navigation";
import { bookingChatText } from "~/lib/booking/chat-text";
import { whatsappHref } from "~/lib/contact/links";
import { useT } from "~/lib/i18n/i18n";

// Only the dialog uses the picker, so the /book page (the no-JavaScript fallback) skips its code;
// the dialog starts loading it as it opens (see BookingDialog).
const LocalityPicker = lazy(() => import("~/components/booking/locality-picker").then((m) => ({ default: m.LocalityPicker })));

type BookingFormProps = {
  /** The /book loader's data: the preset, the submission id and the options the admin set. */
  form: BookingFormData;
  /** Form for the /book page, the dialog's fetcher.Form in the dialog. */
  FormComponent?: ComponentType<ComponentProps<typeof Form>>;
  answer?: BookingAnswer | null;
  submitting: boolean;
  /** In the dialog (always hydrated) the locality is chosen with the picker. */
  inDialog?: boolean;
  /** The warranty page's repair form: the service is the page's (no choice), under its own labels. */
  repair?: boolean;
};

/** The booking form: it posts to the /book action, with or without JavaScript. */
export function BookingForm({ form: data, FormComponent = Form, answer, submitting, inDialog = false, repair = false }: BookingFormProps) {
  const { preset, submissionId, timeSlots, services, brands, popularLocalities, constraint } = data;
  const t = useT();
  const { form, summary, fields, revalidate } = useForm({
    id: `${repair ? "repair" : "booking"}-${submissionId}`,
    fields: ["name", "phone", "service", "locality", "address", "landmark", "pin", "issue", "visitDate", "timeSlot", "brand", "machineType"],
    answer,
    constraint,
    defaultValue: preset,
    schema: () => import("~/lib/schemas/booking").then((m) => m.createBookingSchema({ slots: timeSlots, now: new Date(data.now) })),
  });
  const [locality, setLocality] = useState(fields.locality.defaultValue ?? "");
  // A pick is no input event: check again as typing would (once the form was sent).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => revalidate("locality"), [locality]);
  const service = fields.service.defaultValue ?? preset.service;
  const brand = fields.brand.defaultValue ?? "";
  const serviceChoices = services.includes(service) ? services : [service, ...services];
  const brandChoices = !brand || brand === DEFAULT_BRAND || brands.includes(brand) ? brands : [brand, ...brands];
  // The chat button carries what has been typed so far.
  const [typed, setTyped] = useState<Record<string, string | undefined>>(() => ({ service, name: fields.name.defaultValue, phone: fields.phone.defaultValue }));
  function handleInput(event: FormEvent<HTMLFormElement>) {
    const entered = new FormData(event.currentTarget);
    setTyped(Object.fromEntries(CHAT_FIELDS.map((name) => [name, textOf(entered, name)])));
  }
  // In the dialog the locality is the picker's, which sends no input event.
  const chatHref = whatsappHref(bookingChatText(t, { ...typed, brand, ...(inDialog ? { locality } : {}) }));

  return (
    <FormComponent method="post" action={t.path("/book")} {...form} onInput={handleInput} className="space-y-4">
      <input type="hidden" name="submissionId" value={submissionId} />
      {preset.plan ? <input type="hidden" name="plan" value={preset.plan} /> : null}
      <Honeypot />
      <ErrorSummary {...summary} />

      <NamePhoneFields
        name={fields.name}
        phone={fields.phone}
        nameLabel={repair ? t("form.fullName") : t("booking.yourName")}
        // The dialog shows this form once its data has arrived, so React's autoFocus lands here.
        autoFocus={inDialog}
      />

      {repair ? (
        <input type="hidden" name="service" value={service} />
      ) : (
        <Field label={t("booking.service")} field={fields.service}>
          <select {...controlProps(fields.service)} className={inputClass}>
            {serviceChoices.map((name) => (
              <option key={name} value={name}>
                {t.text(name)}
              </option>
            ))}
          </select>
        </Field>
      )}

      <div className="grid gap-4 min-[400px]:grid-cols-2">
        <Field label={t("booking.brand")} field={fields.brand}>
          <select {...controlProps(fields.brand)} defaultValue={brand === DEFAULT_BRAND ? "" : brand} className={inputClass}>
            <option value="">{t("booking.notSure")}</option>
            {brandChoices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t("booking.machineType")} field={fields.machineType}>
          <select {...controlProps(fields.machineType)} className={inputClass}>
            <option value="">{t("booking.notSure")}</option>
            {MACHINES.map(({ slug }) => (
              <option key={slug} value={slug}>
                {t(machineName(slug))}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="-mt-2 text-xs text-slate-500">{t("booking.machineHint")}</p>

      <Field label={t("booking.locality")} field={fields.locality}>
        {inDialog ? (
          <>
            <input type="hidden" name="locality" value={locality} />
            <Suspense fallback={<p className="py-2.5 text-slate-600">{t("booking.loadingPicker")}</p>}>
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
          <LocalityTextInput {...controlProps(fields.locality)} type="text" maxLength={100} />
        )}
      </Field>

      <AddressFields address={fields.address} landmark={fields.landmark} pin={fields.pin} />

      <Field label={repair ? t("booking.describeIssueRepair") : t("booking.describeIssue")} field={fields.issue}>
        <textarea {...controlProps(fields.issue)} rows={3} maxLength={1000} placeholder={t("booking.issuePlaceholder")} className={inputClass} />
      </Field>

      <VisitFields
        visitDate={fields.visitDate}
        timeSlot={fields.timeSlot}
        days={data.days}
        timeSlots={timeSlots}
        fullSlots={data.fullSlots}
        startedToday={data.startedToday}
      />

      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{t("booking.priceGuide", { from: business.repairsFrom })}</p>

      <SubmitButton pending={submitting} pendingLabel={t("booking.booking")} variant="premium" size="lg" className="w-full">
        {repair ? t("booking.bookRepair") : t("booking.bookTechnician")}
      </SubmitButton>
      <PrivacyNote />
      <a href={chatHref} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "whatsapp", className: "w-full" })}>
        {t("booking.whatsappInstead")}
      </a>
      <p className="text-center text-xs text-slate-500">{t("booking.callsToConfirm")}</p>
    </FormComponent>
  );
}

const CHAT_FIELDS = ["service", "name", "phone", "locality", "issue"];

/** A field's current text; a hostile post may repeat a field or send a file instead. */
function textOf(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
}
