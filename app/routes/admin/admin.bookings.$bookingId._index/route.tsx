import { lazy, Suspense } from "react";
import { Form, Link, type MetaFunction, useActionData, useFormAction, useLoaderData } from "react-router";

import { BookingAlerts as BookingAlertsNow } from "~/components/admin/alert-deliveries";
import { AssignForm } from "~/components/admin/assign-form";
import { BookingPlans as BookingPlansNow } from "~/components/admin/booking-plans";
import { BookingRating as BookingRatingNow } from "~/components/admin/booking-rating";
import { CustomerContact } from "~/components/admin/customer-contact";
import { CustomerMessages as CustomerMessagesNow } from "~/components/admin/customer-messages";
import { StatusBadge } from "~/components/admin/status-badge";
import { StatusButtons } from "~/components/admin/status-buttons";
import { controlProps, ErrorSummary, Field, inputClass, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { rupees } from "~/lib/billing/bill";
import { addressLine, mapHref } from "~/lib/booking/map-link";
import type { BookingStatus } from "~/lib/booking/status";
import { offlineAware } from "~/lib/forms/answer";
import { metaTranslator, useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatIstDateTime, formatVisit, formatVisitDay } from "~/lib/time/ist";

import { EraseForm, PlaceForm, ReissueLinkForm } from "./forms";
import type { loader } from "./loader.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: `${data ? `${t("deskBooking.booking")} ${data.booking.reference}` : t("admin.notFound.heading")} - ${t("admin.heading")}` },
    { name: "robots", content: "noindex,nofollow" },
  ];
};

export { action } from "./action.server";
export { loader } from "./loader.server";

// With the connection cut, the form that was sent says so at its top and keeps what was typed.
export const clientAction = offlineAware();

// The alerts sent about a booking, shown to the owner and the office only: the server draws them at
// once; the browser loads their table only where there are some (a technician never does: 1 KB
// less of his booking page, which the budget holds to 110 KiB).
const BookingAlerts = import.meta.env.SSR
  ? BookingAlertsNow
  : lazy(() => import("~/components/admin/alert-deliveries").then((m) => ({ default: m.BookingAlerts })));

// The customer's WhatsApp messages, the same way: drawn by the server, their code loaded only where there are some.
const CustomerMessages = import.meta.env.SSR
  ? CustomerMessagesNow
  : lazy(() => import("~/components/admin/customer-messages").then((m) => ({ default: m.CustomerMessages })));

// Its maintenance plans, the same way.
const BookingPlans = import.meta.env.SSR ? BookingPlansNow : lazy(() => import("~/components/admin/booking-plans").then((m) => ({ default: m.BookingPlans })));

// The customer's rating, the same way.
const BookingRating = import.meta.env.SSR
  ? BookingRatingNow
  : lazy(() => import("~/components/admin/booking-rating").then((m) => ({ default: m.BookingRating })));

export default function BookingDetail() {
  const {
    booking,
    mayAssign,
    moveVisit,
    mayErase,
    erased,
    outsideArea,
    history,
    progress,
    earlier,
    warrantyDays,
    notes,
    technicians,
    alerts,
    customerMessages,
    plans,
    slotLabel,
    noteConstraint,
    placeConstraint,
    bill,
    technicianName,
    phoneText,
    mayChange,
    mayReissueLink,
    statusActions,
    machine,
    language,
    record,
    rating,
  } = useLoaderData<typeof loader>();
  // Each form reads its own answer: the server's, or the clientAction's with the connection cut.
  const answer = useActionData<typeof clientAction>();
  const note = useForm({
    id: "booking-note",
    fields: ["note"],
    answer,
    intent: "note",
    constraint: noteConstraint,
    schema: () => import("~/lib/schemas/booking-triage").then((m) => m.bookingNoteSchema),
  });
  // Without JavaScript a refused note comes back as a whole page: the action's fragment shows it
  // at the note form, not at the top of the page.
  const noteAction = `${useFormAction()}#add-note`;
  const t = useT();
  const tag = useAccountTag();
  const when = (iso: string) => formatIstDateTime(iso, tag);
  const details = [
    { term: t("deskBooking.brand"), value: booking.brand && booking.brand !== DEFAULT_BRAND ? booking.brand : t("desk.noBrand") },
    { term: t("deskBooking.machine"), value: machine || t("deskBooking.notSaid") },
    { term: t("deskBooking.location"), value: booking.locality },
    { term: t("deskBooking.service"), value: booking.service },
    {
      term: t("deskBooking.visit"),
      value: (
        <>
          {formatVisit(booking.visit_date, slotLabel, tag, t("desk.anyTime"))}
          {moveVisit ? (
            <Link to="move" className="ml-2 font-medium text-brand-700 underline">
              {moveVisit}
            </Link>
          ) : null}
        </>
      ),
    },
    { term: t("deskBooking.booked"), value: when(booking.created_at) },
    { term: t("deskBooking.language"), value: language },
  ];
  const noting = useIsPending({ intent: "note" });
  return (
    <section aria-labelledby="booking-heading" id={`booking-${booking.id}`} className="scroll-mt-4 space-y-4">
      <Link to="/admin" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t("deskBooking.allBookings")}
      </Link>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="booking-heading" className="text-xl font-semibold text-slate-900">
              {t("deskBooking.booking")} <span className="font-mono">{booking.reference}</span>: {booking.name}
            </h2>
            <div className="mt-2 flex flex-wrap gap-2">
              {booking.urgent ? <Badge tone="danger">{t("desk.urgent")}</Badge> : null}
              {booking.blocked ? <Badge tone="neutral">{t("deskBooking.blocked")}</Badge> : null}
              {outsideArea ? <Badge tone="warning">{t("desk.areaToConfirm")}</Badge> : null}
              {booking.held ? <Badge tone="warning">{t("deskHeld.badge")}</Badge> : null}
              {earlier.some((visit) => visit.withinWarranty) ? <Badge tone="danger">{t("deskEarlier.repeat", { days: warrantyDays })}</Badge> : null}
              {plans?.underPlan ? <Badge tone="success">{t("deskBooking.underPlan")}</Badge> : null}
              {rating?.toCallBack ? <Badge tone="danger">{t("ratings.callBack")}</Badge> : null}
              <StatusBadge status={booking.status} />
            </div>
            {erased ? <p className="mt-2 font-medium text-slate-700">{erased}</p> : null}
          </div>
          {mayChange ? (
            <StatusButtons
              bookingId={booking.id}
              status={booking.status}
              kind={booking.visit_date === null ? "message" : "booking"}
              allowed={statusActions}
              answer={answer}
            />
          ) : null}
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-slate-600">{t("deskBooking.contact")}</dt>
            <dd className="mt-1">
              <CustomerContact phone={booking.phone} phoneText={phoneText} name={booking.name} share={mayChange} />
            </dd>
          </div>
          {details.map(({ term, value }) => (
            <div key={term}>
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="mt-1 text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-sm font-medium text-slate-600">{t("deskBooking.address")}</dt>
            <dd className="mt-1 break-words text-slate-900">
              {addressLine(booking)}{" "}
              <a href={mapHref(booking)} target="_blank" rel="noopener noreferrer" className="font-medium whitespace-nowrap text-brand-700 underline">
                {t("deskBooking.openMaps")}
              </a>
              {mayChange ? (
                <details id="place" className="mt-2 scroll-mt-4" open={answer?.intent === "place"}>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
                    {t("deskBooking.correctPlace")}
                  </summary>
                  <PlaceForm booking={booking} answer={answer} constraint={placeConstraint} />
                </details>
              ) : null}
            </dd>
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-sm font-medium text-slate-600">{t("deskBooking.issue")}</dt>
            <dd className="mt-1 whitespace-pre-wrap text-slate-900">{booking.issue || t("deskBooking.notDescribed")}</dd>
          </div>
        </dl>
      </div>

      {earlier.length ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <h3 className="font-semibold text-amber-950">{t("deskEarlier.heading")}</h3>
          <ul className="mt-2 space-y-1">
            {earlier.map((visit) => (
              <li key={visit.id}>
                <Link to={`/admin/bookings/${visit.id}`} className="font-mono font-medium text-brand-700 underline">
                  {visit.reference}
                </Link>{" "}
                {visit.visitDate ? formatVisitDay(visit.visitDate, tag) : ""}, {t(`desk.badge.${visit.status as BookingStatus}`)}
                {visit.completedAt ? t("deskEarlier.completedAt", { at: when(visit.completedAt) }) : ""}
                {visit.withinWarranty ? <strong className="text-red-800">{t("deskEarlier.inWarranty", { days: warrantyDays })}</strong> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {rating ? (
        <Suspense fallback={null}>
          <BookingRating rating={rating} answer={answer} />
        </Suspense>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <h3 className="font-semibold">{t("deskBooking.bill")}</h3>
          <p className="text-sm text-slate-700">
            {!bill || bill.total === 0
              ? t("deskBooking.noBill")
              : bill.due === 0
                ? t("deskBooking.billPaid", { total: rupees(bill.total, tag) })
                : t(bill.paid > 0 ? "deskBooking.billPartDue" : "deskBooking.billDue", {
                    total: rupees(bill.total, tag),
                    paid: rupees(bill.paid, tag),
                    due: rupees(bill.due, tag),
                    draft: bill.issued ? "" : t("deskBooking.draft"),
                  })}
          </p>
        </div>
        <Link to={`/admin/bookings/${booking.id}/bill`} className={buttonClass({ variant: "outline" })}>
          {t("deskBooking.billLink")}
        </Link>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div id="technician" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold">{t("deskBooking.technician")}</h3>
          {!mayAssign ? (
            <p className="mt-2 text-slate-900">{technicianName ?? t("desk.nobodyYet")}</p>
          ) : technicians.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              {t("desk.noTechnicians")}{" "}
              <Link to="/admin/form-settings/technicians" className="font-medium text-brand-700 underline">
                {t("admin.tab.formSettings")}
              </Link>
              .
            </p>
          ) : (
            <div className="mt-3">
              <AssignForm bookingId={booking.id} technicianId={booking.technician_id} technicians={technicians} answer={answer} />
            </div>
          )}
        </div>

        {mayChange ? (
          <div id="add-note" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold">{t("deskBooking.addNote")}</h3>
            <Form method="post" action={noteAction} {...note.form} preventScrollReset className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="note" />
              <ErrorSummary {...note.summary} />
              <Field label={<span className="sr-only">{t("deskBooking.note")}</span>} field={note.fields.note}>
                <textarea {...controlProps(note.fields.note)} rows={3} maxLength={1000} placeholder={t("deskBooking.notePlaceholder")} className={inputClass} />
              </Field>
              <SubmitButton pending={noting}>{t("deskBooking.addNoteButton")}</SubmitButton>
            </Form>
          </div>
        ) : null}
      </div>

      <div id="notes" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskBooking.notes")}</h3>
        {notes.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("deskBooking.noNotes")}</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {notes.map((note) => (
              <li key={note.id} className="px-4 py-3">
                <p className="whitespace-pre-wrap text-slate-900">{note.body}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {note.admin_email}, {when(note.created_at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>

      {record.photos.length || record.ticks.length ? (
        <div id="photos" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold">{record.heading}</h3>
          <ul className="mt-3 grid grid-cols-3 gap-2">
            {record.photos.map((photo) => (
              <li key={photo.id}>
                <a href={`/admin/photos/${photo.id}`}>
                  <img
                    src={`/admin/photos/${photo.id}`}
                    alt={photo.alt}
                    title={photo.alt}
                    loading="lazy"
                    className="w-full rounded-lg border border-slate-200"
                  />
                </a>
              </li>
            ))}
          </ul>
          {record.ticks.map((tick) => (
            <p key={tick} className="mt-1 text-sm text-slate-700">
              {tick}
            </p>
          ))}
        </div>
      ) : null}

      {alerts.length ? (
        <Suspense fallback={null}>
          <BookingAlerts deliveries={alerts} />
        </Suspense>
      ) : null}

      {plans ? (
        <Suspense fallback={null}>
          <BookingPlans {...plans} answer={answer} />
        </Suspense>
      ) : null}

      {customerMessages ? (
        <Suspense fallback={null}>
          <CustomerMessages {...customerMessages} answer={answer} />
        </Suspense>
      ) : null}

      {mayReissueLink ? <ReissueLinkForm answer={answer} /> : null}

      {mayErase ? <EraseForm answer={answer} /> : null}

      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskBooking.history")}</h3>
        {progress.length ? (
          <ol aria-label={t("deskBooking.progress")} className="divide-y divide-slate-100 border-b border-slate-200 text-sm">
            {progress.map((entry) => (
              <li key={`${entry.visitDate}-${entry.step}`} className="px-4 py-3">
                <p className="font-medium text-slate-900">{t(`deskSteps.${entry.step}`)}</p>
                <p className="break-words text-xs text-slate-500">
                  {entry.adminEmail}, {when(entry.recordedAt)}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {history.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("deskBooking.noHistory")}</p>
        ) : (
          // A list, not a table: on a 320 px phone each change wraps instead of widening the page.
          <ol aria-label={t("deskBooking.history")} className="divide-y divide-slate-100 text-sm">
            {history.map((change) => (
              <li key={change.id} className="space-y-1 px-4 py-3">
                <p className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={change.old_status} />
                  <span aria-label={t("deskBooking.to")}>→</span>
                  <StatusBadge status={change.new_status} />
                </p>
                {change.reason ? <p className="break-words text-slate-900">{t("deskBooking.reason", { reason: change.reason })}</p> : null}
                <p className="break-words text-xs text-slate-500">
                  {change.admin_email}, {when(change.changed_at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
