// The forms of the customer's page of a booking (route.tsx), each posting to its action.
import type { ReactNode } from "react";
import { Form, type useLoaderData } from "react-router";

import { AddressFields } from "~/components/booking/address-fields";
import { VisitFields } from "~/components/booking/visit-fields";
import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { buttonClass } from "~/components/ui/button";
import { FREE_CANCELLATION_HOURS } from "~/lib/booking/visit";
import { whatsappHref } from "~/lib/contact/links";
import { type Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";

import type { loader } from "./loader.server";

/** Cancel: a POST behind a confirmation step (the <details>), never a link a mail scanner could follow. */
export function CancelBooking({ answer }: { answer: Answer | undefined }) {
  const pending = useIsPending({ intent: "cancel" });
  const { form, summary } = useForm({ id: "cancel", fields: [], answer, intent: "cancel" });
  const t = useT();
  return (
    <details className="rounded-2xl border border-slate-200 p-5" open={answer?.intent === "cancel"}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.cancelSummary")}</summary>
      <Form method="post" {...form} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        <ErrorSummary {...summary} />
        <p className="text-slate-700">{t("customer.cancelQuestion", { hours: FREE_CANCELLATION_HOURS })}</p>
        <SubmitButton pending={pending} pendingLabel={t("customer.cancelling")} variant="destructive">
          {t("customer.cancelButton")}
        </SubmitButton>
      </Form>
    </details>
  );
}

/**
 * The customer's switch for the WhatsApp messages about this booking. A STOP sent from the number
 * silences every booking of it, and only a START from the number undoes it: the page says so and
 * opens WhatsApp with START written, instead of a button (a link proves no number).
 */
export function WhatsappSwitch({ numberStopped, bookingOff }: { numberStopped: boolean; bookingOff: boolean }) {
  const t = useT();
  const intent = bookingOff ? "whatsapp-start" : "whatsapp-stop";
  const pending = useIsPending({ intent });
  if (numberStopped)
    return (
      <details className="rounded-2xl border border-slate-200 p-5">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.whatsappSummary")}</summary>
        <div className="mt-4 space-y-3">
          <p className="text-slate-700">{t("customer.whatsappNumberStopped")}</p>
          <a className={buttonClass({ variant: "outline" })} href={whatsappHref("START")}>
            {t("customer.whatsappSendStart")}
          </a>
        </div>
      </details>
    );
  const stopped = bookingOff;
  return (
    <details className="rounded-2xl border border-slate-200 p-5">
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.whatsappSummary")}</summary>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <p className="text-slate-700">{t(stopped ? "customer.whatsappOff" : "customer.whatsappOn")}</p>
        <SubmitButton pending={pending} variant="outline">
          {t(stopped ? "customer.whatsappStart" : "customer.whatsappStop")}
        </SubmitButton>
      </Form>
    </details>
  );
}

/** The box the customer ticks to be asked for a review a day after paying: never ticked for them, and unticked as easily. */
export function ReviewConsent({ given }: { given: boolean }) {
  const t = useT();
  const pending = useIsPending({ intent: "review-consent" });
  return (
    <Form method="post" className="space-y-3 rounded-2xl border border-slate-200 p-5">
      <input type="hidden" name="intent" value="review-consent" />
      <label className="flex min-h-11 items-start gap-3 text-slate-800">
        <input type="checkbox" name="reviewConsent" value="1" defaultChecked={given} className="mt-1 size-5 shrink-0" />
        <span>{t("customer.reviewConsent")}</span>
      </label>
      <SubmitButton pending={pending} variant="outline">
        {t("customer.reviewConsentSave")}
      </SubmitButton>
    </Form>
  );
}

/** A new link for the page, the old one dead at once: for a link someone else has seen. */
export function NewLink({ answer }: { answer: Answer | undefined }) {
  const pending = useIsPending({ intent: "new-link" });
  const { form, summary } = useForm({ id: "new-link", fields: [], answer, intent: "new-link" });
  const t = useT();
  return (
    <details className="rounded-2xl border border-slate-200 p-5" open={answer?.intent === "new-link"}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.newLinkSummary")}</summary>
      <Form method="post" {...form} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="new-link" />
        <ErrorSummary {...summary} />
        <p className="text-slate-700">{t("customer.newLinkText")}</p>
        <SubmitButton pending={pending} variant="outline">
          {t("customer.newLinkButton")}
        </SubmitButton>
      </Form>
    </details>
  );
}

/** Add or correct the address, until the visit. */
export function CorrectDetails({ details, answer }: { details: { name: string; address: string; landmark: string; pin: string }; answer: Answer | undefined }) {
  const pending = useIsPending({ intent: "address" });
  const t = useT();
  const { form, summary, fields } = useForm({
    // Named after the address as saved: after a save the form starts again from it.
    id: `details-${details.name}-${details.address}-${details.landmark}-${details.pin}`.slice(0, 120),
    fields: ["name", "address", "landmark", "pin"],
    answer,
    intent: "address",
    defaultValue: details,
    schema: () => import("~/lib/schemas/booking").then((m) => m.customerDetailsSchema),
  });
  return (
    <details className="rounded-2xl border border-slate-200 p-5" open={answer?.intent === "address"}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.addressSummary")}</summary>
      <Form key={form.id} method="post" {...form} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="address" />
        <ErrorSummary {...summary} />
        <InputField label={t("customer.name")} field={fields.name} autoComplete="name" maxLength={100} />
        <AddressFields address={fields.address} landmark={fields.landmark} pin={fields.pin} />
        <SubmitButton pending={pending}>{t("customer.saveAddress")}</SubmitButton>
      </Form>
    </details>
  );
}

type HeldData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["data"]>;

/** Everything held about the booking, to read, download (JSON) or erase (DPDP Act: the person's rights, from their own page). */
export function YourData({
  held,
  dataLink,
  backupDays,
  answer,
  cancelsVisit,
}: {
  held: HeldData;
  dataLink: string;
  backupDays: number;
  answer: Answer | undefined;
  /** The visit still to come (its day and slot), which erasing also cancels; null when there is none. */
  cancelsVisit: string | null;
}) {
  const t = useT();
  const pending = useIsPending({ intent: "erase" });
  const { form, summary } = useForm({ id: "erase", fields: [], answer, intent: "erase" });
  return (
    <details className="rounded-2xl border border-slate-200 p-5" open={answer?.intent === "erase"}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.dataSummary")}</summary>
      <div className="mt-4 space-y-4">
        <p className="text-slate-700">{t("customer.dataIntro")}</p>
        <dl className="grid gap-3 sm:grid-cols-2">
          {held.fields.map(([term, value]) => (
            <Detail key={term} term={term}>
              <span className="break-words whitespace-pre-wrap">{value}</span>
            </Detail>
          ))}
        </dl>
        {held.history.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-600">{t("customer.history")}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {held.history.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {held.notes.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-600">{t("customer.staffNotes")}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-slate-800">
              {held.notes.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <a href={dataLink} download className={buttonClass({ variant: "outline" })}>
          {t("customer.download")}
        </a>
        <Form method="post" {...form} className="space-y-3 rounded-xl bg-red-50 p-4">
          <input type="hidden" name="intent" value="erase" />
          <ErrorSummary {...summary} />
          <h3 className="font-semibold text-red-900">{t("customer.eraseTitle")}</h3>
          {cancelsVisit ? <p className="font-semibold text-red-950">{t("customer.eraseCancels", { when: cancelsVisit })}</p> : null}
          <p className="text-sm text-red-950">{t("customer.eraseText", { days: backupDays })}</p>
          <SubmitButton pending={pending} variant="destructive">
            {t("customer.eraseButton")}
          </SubmitButton>
        </Form>
      </div>
    </details>
  );
}

type RescheduleOptions = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["reschedule"]>;

/** Move: a new day and slot, under the booking form's rules; behind the same kind of confirmation step. */
export function MoveBooking({ options, answer }: { options: RescheduleOptions; answer: Answer | undefined }) {
  const pending = useIsPending({ intent: "reschedule" });
  const t = useT();
  const { form, summary, fields } = useForm({
    // Named after the visit as it is now: after a move the form starts again from the new day and slot.
    id: `reschedule-${options.current.visitDate ?? "none"}-${options.current.timeSlot || "any"}`,
    fields: ["visitDate", "timeSlot"],
    answer,
    intent: "reschedule",
    constraint: options.constraint,
    defaultValue: { visitDate: options.current.visitDate ?? undefined, timeSlot: options.current.timeSlot },
    schema: () => import("~/lib/schemas/booking").then((m) => m.createRescheduleSchema({ slots: options.timeSlots, now: new Date(options.now) })),
  });
  return (
    <details className="rounded-2xl border border-slate-200 p-5" open={answer?.intent === "reschedule"}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.moveSummary")}</summary>
      <Form key={form.id} method="post" {...form} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="reschedule" />
        <ErrorSummary {...summary} />
        <VisitFields
          visitDate={fields.visitDate}
          timeSlot={fields.timeSlot}
          days={options.days}
          timeSlots={options.timeSlots}
          fullSlots={options.fullSlots}
          startedToday={options.startedToday}
        />
        <SubmitButton pending={pending} pendingLabel={t("customer.moving")} variant="premium">
          {t("customer.moveButton")}
        </SubmitButton>
      </Form>
    </details>
  );
}

export function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}
