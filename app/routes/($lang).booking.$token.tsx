import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useRef } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useRevalidator,
  useRouteLoaderData,
} from "react-router";

import { actorOf, getAdmin } from "~/auth.server";
import { CustomerBillSection } from "~/components/billing/customer-bill";
import { AddressFields } from "~/components/booking/address-fields";
import { VisitFields } from "~/components/booking/visit-fields";
import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useForm, useIsPending } from "~/components/forms/use-form";
import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { business } from "~/content/business";
import type { MessageId } from "~/content/messages/en";
import { firstName, visitText } from "~/lib/booking/customer-text";
import type { BookingStatus } from "~/lib/booking/status";
import { FREE_CANCELLATION_MS } from "~/lib/booking/visit";
import { VISIT_STEPS } from "~/lib/booking/visit-steps";
import { telHref } from "~/lib/contact/links";
import { type Answer, formError } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { readFormData } from "~/lib/forms/form-data.server";
import type { Toast } from "~/lib/forms/toast";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES, localeOf, localePath } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { createRescheduleSchema, customerDetailsSchema, rescheduleConstraint } from "~/lib/schemas/booking";
import * as clock from "~/lib/time/clock.server";
import { formatIstDate, formatIstTime, formatVisitDay } from "~/lib/time/ist";
import { bookingRules, getBookingOptions } from "~/models/booking-options.server";
import { CUSTOMER } from "~/models/booking-triage.server";
import { customerBill } from "~/models/customer-bill.server";
import {
  cancelBookingByCustomer,
  correctDetailsByCustomer,
  type CustomerChangeOutcome,
  customerMayChange,
  findBookingByToken,
  mayCorrectDetails,
  renewCustomerLink,
  rescheduleBookingByCustomer,
} from "~/models/customer-bookings.server";
import { BACKUP_RETENTION_DAYS, customerData, eraseByCustomer } from "~/models/privacy.server";
import { timeSlotLabels } from "~/models/settings.server";
import { currentSteps, listVisitProgress } from "~/models/visits.server";

// The customer's own page of a booking, reached only by its unguessable token (from the
// thank-you, or the link staff send on WhatsApp): its status, when, and, up to 2 hours before the
// visit, cancelling or moving it. Never indexed, never cached, not in the sitemap.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const title = data ? t("customer.title", { reference: data.booking.reference }) : t("customer.notFound");
  return [{ title: `${title} - ${business.name}` }, { name: "robots", content: "noindex,nofollow" }];
};

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const booking = await findBookingByToken(params.token);
  if (!booking) throw data("Booking not found", { status: 404 });
  // The view link staff share shows the booking, the bill and the UPI payment: no personal
  // details, no data, nothing it could change.
  const full = booking.access === "full";
  const mayChange = full && customerMayChange(booking, clock.now());
  const { reference, token, name, service, brand, locality, address, landmark, pin, issue, status, visit_date, slotLabel, technicianName } = booking;
  // Who is coming, once assigned (his first name), and how far he has got today.
  const steps = technicianName ? currentSteps(await listVisitProgress(booking.id), visit_date) : {};
  const latest = [...VISIT_STEPS].reverse().find((step) => steps[step]);
  const technician = technicianName ? firstName(technicianName) : null;
  return {
    messages: messagesFor(locale, "form", "booking", "customer", "text.form", "text.booking"),
    booking: {
      reference,
      name: full ? name : null,
      service: t.text(service),
      brand: t.text(brand),
      locality: full ? locality : null,
      // The rest of the address the customer gave, if any.
      address: full ? [address, landmark, pin].filter(Boolean).join(", ") : "",
      issue: full ? issue : "",
      status,
      when: visitText(t, visit_date, slotLabel),
    },
    viewOnly: full ? null : t("customer.viewOnly", { phone: business.phoneDisplay }),
    technician: technician && {
      name: technician,
      progress:
        latest && (status === "pending" || status === "confirmed" || latest === "work_done")
          ? t(`customer.step.${latest}`, { technician, time: formatIstTime(steps[latest]!, LANGUAGES[locale].tag) })
          : null,
    },
    // The address may be added or corrected until the visit.
    mayCorrect: full && mayCorrectDetails(booking, clock.now()),
    details: full ? { name, address, landmark, pin } : null,
    mayRenewLink: full && !booking.erased_at,
    erased: booking.erased_at ? t("customer.erasedNotice", { date: formatIstDate(booking.erased_at, LANGUAGES[locale].tag) }) : null,
    // Everything held about the booking, for its customer to read (the same as the download).
    data: booking.erased_at || !full ? null : await customerData(booking.id, t, LANGUAGES[locale].tag),
    dataLink: localePath(locale, `/booking/${token}/data.json`),
    backupDays: BACKUP_RETENTION_DAYS,
    mayChange,
    bill: await customerBill(booking, locale),
    receipt: localePath(locale, `/booking/${token}/receipt`),
    // Moving the visit: the days and slots as the booking form offers them.
    reschedule: mayChange
      ? { ...(await getBookingOptions()), constraint: rescheduleConstraint(), current: { visitDate: visit_date, timeSlot: booking.time_slot } }
      : null,
  };
}

const FREE_HOURS = FREE_CANCELLATION_MS / 3_600_000;

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const formData = await readFormData(request);
  const token = params.token ?? "";
  const page = localePath(locale, `/booking/${token}`);
  const intent = formData.get("intent");
  const named = typeof intent === "string" ? intent : undefined;
  const link = await findBookingByToken(token);
  if (!link) throw data("Booking not found", { status: 404 });
  // The view link changes nothing; staff signed in on this browser erase from the admin (the owner, with the reason).
  if (link.access === "view") return refuse(formError(t("customer.viewOnlyRefused", { phone: business.phoneDisplay })), { status: 403, intent: named });
  if (intent === "erase" && (await getAdmin(request))) return refuse(formError(t("customer.staffCannotErase")), { status: 403, intent: named });
  // Every change made here is in the audit trail, with the address it came from.
  const actor = actorOf(request, { id: null, email: CUSTOMER.email });
  const outcomeMessage = (outcome: Exclude<CustomerChangeOutcome, "done" | "slot-full">) =>
    outcome === "too-late"
      ? t("server.tooLate", { hours: FREE_HOURS, phone: business.phoneDisplay })
      : outcome === "too-many-changes"
        ? t("server.tooManyChanges", { phone: business.phoneDisplay })
        : t("server.closed");
  if (intent === "cancel") {
    const outcome = await cancelBookingByCustomer(token, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    if (outcome === "done") return redirectWithToast(page, { title: t("server.cancelledToast"), description: t("server.cancelledToastText"), inline: true });
    return refuse(formError(outcomeMessage(outcome as "too-late" | "closed")), { status: 409, intent });
  }
  if (intent === "reschedule") {
    const submission = parseWithZod(formData, { schema: createRescheduleSchema(await bookingRules()) });
    if (submission.status !== "success") return refuse(submission.reply(), { intent });
    const outcome = await rescheduleBookingByCustomer(token, submission.value, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    if (outcome === "done") {
      const slot = (await timeSlotLabels()).get(submission.value.timeSlot ?? "");
      const movedTo = t("server.movedTo", { when: visitText(t, submission.value.visitDate, slot) });
      return redirectWithToast(page, { title: t("server.movedToast"), description: `${movedTo} ${t("server.movedToastText")}`, inline: true });
    }
    if (outcome === "slot-full") {
      const day = formatVisitDay(submission.value.visitDate, LANGUAGES[locale].tag);
      return refuse(submission.reply({ fieldErrors: { timeSlot: [t("server.slotFull", { day })] } }), { status: 409, intent });
    }
    return refuse(submission.reply({ formErrors: [outcomeMessage(outcome)] }), { status: outcome === "too-many-changes" ? 429 : 409, intent });
  }
  if (intent === "erase") {
    const outcome = await eraseByCustomer(token, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    return redirectWithToast(page, { title: t("server.erasedToast"), inline: true });
  }
  if (intent === "address") {
    const submission = parseWithZod(formData, { schema: customerDetailsSchema });
    if (submission.status !== "success") return refuse(submission.reply(), { intent });
    const outcome = await correctDetailsByCustomer(token, submission.value, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    if (outcome === "closed") return refuse(formError(t("server.closed")), { status: 409, intent });
    return redirectWithToast(page, { title: t("server.addressSaved"), inline: true });
  }
  if (intent === "new-link") {
    const renewed = await renewCustomerLink(token, actor);
    if (!renewed) throw data("Booking not found", { status: 404 });
    return redirectWithToast(localePath(locale, `/booking/${renewed}`), {
      title: t("server.newLinkToast"),
      description: t("server.newLinkToastText"),
      inline: true,
    });
  }
  throw data("Unknown action", { status: 400 });
}

const STATUS_STYLES: Record<BookingStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  confirmed: "bg-blue-50 text-blue-900 ring-blue-200",
  completed: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-800 ring-slate-200",
};

export default function CustomerBookingPage() {
  const {
    booking,
    technician,
    mayCorrect,
    details,
    mayRenewLink,
    viewOnly,
    erased,
    data: held,
    dataLink,
    backupDays,
    mayChange,
    reschedule,
    bill,
    receipt,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  useKeepCurrent();
  const t = useT();
  const status = booking.status;
  // What the customer just did (moved, cancelled, corrected), said at the top of the page: it covers nothing.
  const outcome = useRouteLoaderData<{ toast?: Toast | null }>("root")?.toast;
  // With JavaScript the page stays where the form was: the outcome is brought into view and read out.
  const outcomeBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome?.inline) outcomeBox.current?.focus();
  }, [outcome]);
  return (
    <main id="main" className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm text-slate-600">{t("customer.reference")}</p>
        <h1 className="font-mono text-3xl font-bold tracking-wider text-slate-900">{booking.reference}</h1>
      </div>
      {outcome?.inline ? (
        <div
          ref={outcomeBox}
          tabIndex={-1}
          role="status"
          className="scroll-mt-20 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-inset ring-emerald-200"
        >
          <p className="font-semibold">{outcome.title}</p>
          {outcome.description ? <p className="mt-1">{outcome.description}</p> : null}
        </div>
      ) : null}
      <section aria-labelledby="status-heading" className={`rounded-2xl p-5 ring-1 ring-inset ${STATUS_STYLES[status]}`}>
        <h2 id="status-heading" className="text-sm font-medium">
          {t("customer.status")}
        </h2>
        <p className="mt-1 text-2xl font-bold" aria-live="polite">
          {t(`customer.status.${status}` as MessageId)}
        </p>
        <p className="mt-2">{t(`customer.next.${status}` as MessageId)}</p>
        {technician ? (
          <p className="mt-3 border-t border-current/20 pt-3">
            <span className="font-medium">{t("customer.technician")}:</span> {technician.name}
            {technician.progress ? <span className="block font-semibold">{technician.progress}</span> : null}
          </p>
        ) : null}
      </section>
      {bill ? <CustomerBillSection bill={bill} reference={booking.reference} receipt={receipt} /> : null}
      <dl className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2">
        {booking.name !== null ? <Detail term={t("customer.name")}>{booking.name}</Detail> : null}
        <Detail term={t("customer.visit")}>{booking.when}</Detail>
        <Detail term={t("customer.service")}>{booking.service}</Detail>
        <Detail term={t("customer.brand")}>{booking.brand}</Detail>
        {booking.locality !== null ? <Detail term={t("customer.locality")}>{booking.locality}</Detail> : null}
        {booking.address ? (
          <Detail term={t("customer.address")} className="sm:col-span-2">
            <span className="break-words">{booking.address}</span>
          </Detail>
        ) : null}
        {booking.issue ? (
          <Detail term={t("customer.issue")} className="sm:col-span-2">
            <span className="whitespace-pre-wrap break-words">{booking.issue}</span>
          </Detail>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-3">
        <a href={telHref} className={buttonClass({ variant: "call", className: "flex-1" })}>
          {t("common.callPhone", { phone: business.phoneDisplay })}
        </a>
        <WhatsAppButton text={t("booking.whatsappConfirmReference", { reference: booking.reference })} className="flex-1">
          {t("common.whatsappUs")}
        </WhatsAppButton>
      </div>
      {erased ? <p className="rounded-xl bg-slate-100 p-4 text-slate-800">{erased}</p> : null}
      {viewOnly ? <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{answer?.result.error?.[""]?.[0] ?? viewOnly}</p> : null}
      {mayCorrect && details ? <CorrectDetails details={details} answer={answer} /> : null}
      {held ? <YourData held={held} dataLink={dataLink} backupDays={backupDays} answer={answer} /> : null}
      {mayRenewLink ? <NewLink answer={answer} /> : null}
      {mayChange && reschedule ? (
        <>
          <CancelBooking answer={answer} />
          <MoveBooking options={reschedule} answer={answer} />
        </>
      ) : !viewOnly && (status === "pending" || status === "confirmed") ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
          {answer?.result.error?.[""]?.[0] ?? t("customer.callToChange", { phone: business.phoneDisplay })}
        </p>
      ) : null}
    </main>
  );
}

/** With JavaScript the page follows staff's changes (Confirmed, Completed) while it is open. */
function useKeepCurrent() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const refresh = () => document.visibilityState === "visible" && revalidator.state === "idle" && revalidator.revalidate();
    const timer = window.setInterval(refresh, 30_000);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [revalidator]);
}

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/** Cancel: a POST behind a confirmation step (the <details>), never a link a mail scanner could follow. */
function CancelBooking({ answer }: { answer: Answer | undefined }) {
  const pending = useIsPending({ intent: "cancel" });
  const { form, summary } = useForm({ id: "cancel", fields: [], answer, intent: "cancel" });
  const t = useT();
  return (
    <details className="rounded-2xl border border-slate-200 p-5" open={answer?.intent === "cancel"}>
      <summary className="cursor-pointer font-semibold text-slate-900">{t("customer.cancelSummary")}</summary>
      <Form method="post" {...form} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="cancel" />
        <ErrorSummary {...summary} />
        <p className="text-slate-700">{t("customer.cancelQuestion", { hours: FREE_HOURS })}</p>
        <SubmitButton pending={pending} pendingLabel={t("customer.cancelling")} variant="destructive">
          {t("customer.cancelButton")}
        </SubmitButton>
      </Form>
    </details>
  );
}

/** A new link for the page, the old one dead at once: for a link someone else has seen. */
function NewLink({ answer }: { answer: Answer | undefined }) {
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
function CorrectDetails({ details, answer }: { details: { name: string; address: string; landmark: string; pin: string }; answer: Answer | undefined }) {
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
function YourData({ held, dataLink, backupDays, answer }: { held: HeldData; dataLink: string; backupDays: number; answer: Answer | undefined }) {
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
function MoveBooking({ options, answer }: { options: RescheduleOptions; answer: Answer | undefined }) {
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
    schema: () => import("~/lib/schemas/booking").then((m) => m.createRescheduleSchema({ slots: options.timeSlots, now: new Date() })),
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
