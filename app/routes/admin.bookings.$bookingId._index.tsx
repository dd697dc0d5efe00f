import { getZodConstraint } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useFormAction,
  useLoaderData,
} from "react-router";
import * as z from "zod/mini";

import { actorOf, requireAdmin, requireBookingFor } from "~/auth.server";
import { BookingAlerts } from "~/components/admin/alert-deliveries";
import { AssignForm } from "~/components/admin/assign-form";
import { CustomerContact } from "~/components/admin/customer-contact";
import { HELD_BADGE, StatusBadge } from "~/components/admin/status-badge";
import { StatusButtons } from "~/components/admin/status-buttons";
import { controlProps, ErrorSummary, Field, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { useForm, useIsPending } from "~/components/forms/use-form";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { env } from "~/env.server";
import { can } from "~/lib/auth/capabilities";
import { rupees } from "~/lib/billing/bill";
import { customerChatText } from "~/lib/booking/customer-text";
import { addressLine, mapHref } from "~/lib/booking/map-link";
import { VISIT_STEP_LABELS } from "~/lib/booking/visit-steps";
import { customerWhatsappHref } from "~/lib/contact/links";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { LANGUAGES, localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { placeCorrectionSchema } from "~/lib/schemas/booking";
import { bookingNoteSchema, eraseBookingSchema } from "~/lib/schemas/booking-triage";
import { formatIstDateTime, formatVisit, formatVisitDay } from "~/lib/time/ist";
import { listBookingDeliveries } from "~/models/alerts.server";
import { getBill } from "~/models/bills.server";
import { addBookingNote, correctPlace, earlierVisits, listBookingNotes, listStatusChanges } from "~/models/booking-triage.server";
import type { StaffBooking } from "~/models/bookings.server";
import { reissueCustomerLink, shareViewLink } from "~/models/customer-bookings.server";
import { eraseByOwner, noteBookingView } from "~/models/privacy.server";
import { isServed, servedLocalities } from "~/models/service-area.server";
import { listTechnicians, technicianName, timeSlotLabels } from "~/models/settings.server";
import { listVisitProgress } from "~/models/visits.server";
import { intent, staffAction } from "~/staff/action.server";
import { assignIntent, mayComplete, open, statusIntent } from "~/staff/booking-intents.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Booking ${data.booking.reference} - Admin` : "Booking not found - Admin" },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "bookings.read");
  const booking = await requireBookingFor(admin, params.bookingId);
  // Who read whose data: an office or technician account's view goes in the audit trail.
  if (!can(admin.role, "bookings.read.unrecorded")) noteBookingView(actorOf(request, admin), booking);
  // Least sight: a technician sees his booking only: not the phone's other bookings, the other
  // technicians (and their phones) or the alerts sent about it.
  const all = can(admin.role, "bookings.all");
  const mayAssign = can(admin.role, "booking.assign");
  const [history, progress, notes, technicians, slotLabels, alerts, served, bill, earlier] = await Promise.all([
    listStatusChanges(booking.id),
    listVisitProgress(booking.id),
    listBookingNotes(booking.id),
    mayAssign ? listTechnicians() : [],
    timeSlotLabels(),
    can(admin.role, "alerts.read") ? listBookingDeliveries(booking.id) : [],
    servedLocalities(),
    getBill(booking.id),
    all ? earlierVisits(booking, env().REPAIR_WARRANTY_DAYS) : [],
  ]);
  const open = booking.erased_at === null;
  return {
    booking,
    technicianName: booking.technician_id === null ? null : await technicianName(booking.technician_id),
    // An erased booking can no longer be changed: no control to change it is shown; and none the account may not use.
    mayChange: open,
    mayAssign: mayAssign && open,
    mayErase: can(admin.role, "booking.erase") && open,
    mayReissueLink: can(admin.role, "booking.link.reissue") && open,
    statusActions: {
      cancel: can(admin.role, "booking.cancel"),
      complete: mayComplete(admin, booking),
    },
    erased: booking.erased_at
      ? `Erased on ${formatIstDateTime(booking.erased_at)} ${booking.erased_by === "retention" ? `by the retention job (closed more than ${env().RETENTION_MONTHS} months)` : "at the customer's request"}`
      : null,
    outsideArea: booking.visit_date !== null && !isServed(booking.locality, served),
    history,
    progress,
    earlier,
    warrantyDays: env().REPAIR_WARRANTY_DAYS,
    notes,
    technicians,
    alerts,
    slotLabel: slotLabels.get(booking.time_slot) ?? booking.time_slot,
    placeConstraint: getZodConstraint(placeCorrectionSchema),
    noteConstraint: getZodConstraint(bookingNoteSchema),
    bill: bill && { total: bill.totals.total, paid: bill.paid, due: bill.due, issued: bill.issuedAt !== null },
  };
}

// Staff triage on the booking's page: its status, who goes, notes, the address, the customer's
// links and an erasure. Notes and assignments are kept in the booking's log (booking_notes), which
// the site never edits. Every refusal is answered at the form that sent it (staffAction).
export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireBookingFor(admin, params.bookingId),
    intents: (booking) => {
      const path = `/admin/bookings/${booking.id}`;
      return {
        status: statusIntent(booking.id),
        assign: assignIntent(booking.id),
        share: intent({
          capability: "booking.share",
          schema: emptySchema,
          handler: async ({ admin }) => {
            // Staff send the customer the view link (never the customer's own): one audited action, then WhatsApp.
            const viewToken = await shareViewLink(open(booking).id, admin.actor);
            if (!viewToken) throw data("Booking not found", { status: 404 });
            const slotLabel = (await timeSlotLabels()).get(booking.time_slot);
            const link = `${env().SITE_URL}${localePath(booking.language, `/booking/${viewToken}`)}`;
            return redirect(customerWhatsappHref(booking.phone, customerChatText(serverTranslator(booking.language), booking, slotLabel, link)), 303);
          },
        }),
        "reissue-link": intent({
          capability: "booking.link.reissue",
          schema: emptySchema,
          handler: async ({ admin }) => {
            if (!(await reissueCustomerLink(open(booking).id, admin.actor))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${path}#link`, { title: "Link Reissued", description: "The customer's old link no longer works." });
          },
        }),
        // An erasure asked for by phone or e-mail is the owner's to do, with the reason.
        erase: intent({
          capability: "booking.erase",
          schema: eraseBookingSchema,
          handler: async ({ admin, value }) => {
            const outcome = await eraseByOwner(open(booking).id, value.reason, admin.actor);
            if (outcome === "not-found") throw data("Booking not found", { status: 404 });
            return redirectWithToast(path, { title: outcome === "erased" ? "Personal Data Erased" : "Already Erased" });
          },
        }),
        place: intent({
          capability: "booking.place",
          schema: placeCorrectionSchema,
          handler: async ({ admin, value }) => {
            if (!(await correctPlace(open(booking).id, value, admin.actor))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${path}#place`, { title: "Address Saved" });
          },
        }),
        note: intent({
          capability: "booking.note",
          schema: bookingNoteSchema,
          handler: async ({ admin, value }) => {
            if (!(await addBookingNote(open(booking).id, value.note, admin.actor))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${path}#notes`, { title: "Note Added" });
          },
        }),
      };
    },
  });
}

/** A form of one button: nothing to parse but its intent. */
const emptySchema = z.object({});

// With the connection cut, the form that was sent says so at its top and keeps what was typed.
export const clientAction = offlineAware();

export default function BookingDetail() {
  const {
    booking,
    mayAssign,
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
    slotLabel,
    noteConstraint,
    placeConstraint,
    bill,
    technicianName,
    mayChange,
    mayReissueLink,
    statusActions,
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
  const details = [
    { term: "Brand", value: booking.brand || DEFAULT_BRAND },
    { term: "Location", value: booking.locality },
    { term: "Service", value: booking.service },
    { term: "Visit", value: formatVisit(booking.visit_date, slotLabel) },
    { term: "Booked", value: formatIstDateTime(booking.created_at) },
    {
      term: "Language",
      value: booking.language === "en" ? "English" : `${LANGUAGES[booking.language].englishName}: call back in ${LANGUAGES[booking.language].englishName}`,
    },
  ];
  const noting = useIsPending({ intent: "note" });
  return (
    <section aria-labelledby="booking-heading" id={`booking-${booking.id}`} className="scroll-mt-4 space-y-4">
      <Link to="/admin" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← All bookings
      </Link>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="booking-heading" className="text-xl font-semibold text-slate-900">
              Booking <span className="font-mono">{booking.reference}</span>: {booking.name}
            </h2>
            <div className="mt-2 flex flex-wrap gap-2">
              {booking.urgent ? <Badge tone="danger">Urgent</Badge> : null}
              {booking.blocked ? <Badge tone="neutral">Blocked number</Badge> : null}
              {outsideArea ? <Badge tone="warning">Area to confirm</Badge> : null}
              {booking.held ? <Badge tone="warning">{HELD_BADGE}</Badge> : null}
              {earlier.some((visit) => visit.withinWarranty) ? <Badge tone="danger">Repeat within our {warrantyDays}-day repair warranty</Badge> : null}
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
            <dt className="text-sm font-medium text-slate-600">Contact</dt>
            <dd className="mt-1">
              <CustomerContact phone={booking.phone} name={booking.name} share={mayChange} />
            </dd>
          </div>
          {details.map(({ term, value }) => (
            <div key={term}>
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="mt-1 text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-sm font-medium text-slate-600">Address</dt>
            <dd className="mt-1 break-words text-slate-900">
              {addressLine(booking)}{" "}
              <a href={mapHref(booking)} target="_blank" rel="noopener noreferrer" className="font-medium whitespace-nowrap text-brand-700 underline">
                Open in Maps
              </a>
              {mayChange ? (
                <details id="place" className="mt-2 scroll-mt-4" open={answer?.intent === "place"}>
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
                    Correct the locality or address
                  </summary>
                  <PlaceForm booking={booking} answer={answer} constraint={placeConstraint} />
                </details>
              ) : null}
            </dd>
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-sm font-medium text-slate-600">Issue</dt>
            <dd className="mt-1 whitespace-pre-wrap text-slate-900">{booking.issue || "Not described"}</dd>
          </div>
        </dl>
      </div>

      {earlier.length ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          <h3 className="font-semibold text-amber-950">This phone booked before</h3>
          <ul className="mt-2 space-y-1">
            {earlier.map((visit) => (
              <li key={visit.id}>
                <Link to={`/admin/bookings/${visit.id}`} className="font-mono font-medium text-brand-700 underline">
                  {visit.reference}
                </Link>{" "}
                {visit.visitDate ? formatVisitDay(visit.visitDate) : ""}, {visit.status}
                {visit.completedAt ? `, completed ${formatIstDateTime(visit.completedAt)}` : ""}
                {visit.withinWarranty ? <strong className="text-red-800"> (within the {warrantyDays}-day repair warranty: check before billing)</strong> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <h3 className="font-semibold">Bill</h3>
          <p className="text-sm text-slate-700">
            {!bill || bill.total === 0
              ? "No bill yet."
              : bill.due === 0
                ? `${rupees(bill.total)}, paid.`
                : `${rupees(bill.total)}${bill.paid > 0 ? `, ${rupees(bill.paid)} paid` : ""}, ${rupees(bill.due)} due${bill.issued ? "" : " (draft)"}.`}
          </p>
        </div>
        <Link to={`/admin/bookings/${booking.id}/bill`} className={buttonClass({ variant: "outline" })}>
          Bill and payment
        </Link>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div id="technician" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 className="font-semibold">Technician</h3>
          {!mayAssign ? (
            <p className="mt-2 text-slate-900">{technicianName ?? "Nobody yet"}</p>
          ) : technicians.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">
              No technicians yet: add them under{" "}
              <Link to="/admin/form-settings/technicians" className="font-medium text-brand-700 underline">
                Form Settings
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
            <h3 className="font-semibold">Add a note</h3>
            <Form method="post" action={noteAction} {...note.form} preventScrollReset className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="note" />
              <ErrorSummary {...note.summary} />
              <Field label={<span className="sr-only">Note</span>} field={note.fields.note}>
                <textarea
                  {...controlProps(note.fields.note)}
                  rows={3}
                  maxLength={1000}
                  placeholder="e.g. Called, customer prefers after 5 PM; needs a drain pump"
                  className={inputClass}
                />
              </Field>
              <SubmitButton pending={noting}>Add note</SubmitButton>
            </Form>
          </div>
        ) : null}
      </div>

      <div id="notes" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Notes</h3>
        {notes.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">No notes yet.</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {notes.map((note) => (
              <li key={note.id} className="px-4 py-3">
                <p className="whitespace-pre-wrap text-slate-900">{note.body}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {note.admin_email}, {formatIstDateTime(note.created_at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>

      {alerts.length ? <BookingAlerts deliveries={alerts} /> : null}

      {mayReissueLink ? <ReissueLinkForm answer={answer} /> : null}

      {mayErase ? <EraseForm answer={answer} /> : null}

      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Status history</h3>
        {progress.length ? (
          <ol aria-label="Visit progress" className="divide-y divide-slate-100 border-b border-slate-200 text-sm">
            {progress.map((entry) => (
              <li key={`${entry.visitDate}-${entry.step}`} className="px-4 py-3">
                <p className="font-medium text-slate-900">{VISIT_STEP_LABELS[entry.step]}</p>
                <p className="break-words text-xs text-slate-500">
                  {entry.adminEmail}, {formatIstDateTime(entry.recordedAt)}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {history.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">No status changes yet: the booking is as it was received.</p>
        ) : (
          // A list, not a table: on a 320 px phone each change wraps instead of widening the page.
          <ol aria-label="Status history" className="divide-y divide-slate-100 text-sm">
            {history.map((change) => (
              <li key={change.id} className="space-y-1 px-4 py-3">
                <p className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={change.old_status} />
                  <span aria-label="to">→</span>
                  <StatusBadge status={change.new_status} />
                </p>
                {change.reason ? <p className="break-words text-slate-900">Reason: {change.reason}</p> : null}
                <p className="break-words text-xs text-slate-500">
                  {change.admin_email}, {formatIstDateTime(change.changed_at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** Staff correct the locality (a place we list is stored as the list writes it) and the address. */
function PlaceForm({ booking, answer, constraint }: { booking: StaffBooking; answer: Answer | undefined; constraint: ReturnType<typeof getZodConstraint> }) {
  const { form, summary, fields } = useForm({
    id: `place-${booking.locality}-${booking.address}-${booking.landmark}-${booking.pin}`.slice(0, 120),
    fields: ["locality", "address", "landmark", "pin"],
    answer,
    intent: "place",
    constraint,
    defaultValue: { locality: booking.locality, address: booking.address, landmark: booking.landmark, pin: booking.pin },
    schema: () => import("~/lib/schemas/booking").then((m) => m.placeCorrectionSchema),
  });
  return (
    <Form key={form.id} method="post" {...form} preventScrollReset className="mt-2 space-y-3">
      <input type="hidden" name="intent" value="place" />
      <ErrorSummary {...summary} />
      <InputField label="Locality" field={fields.locality} maxLength={100} />
      <InputField label="House or flat, street" field={fields.address} maxLength={200} />
      <InputField label="Landmark" field={fields.landmark} maxLength={100} />
      <div className="max-w-40">
        <InputField label="PIN code" field={fields.pin} inputMode="numeric" maxLength={6} />
      </div>
      <SubmitButton pending={useIsPending({ intent: "place" })}>Save</SubmitButton>
    </Form>
  );
}

/**
 * After a call (a lost phone, a link someone else has seen), the office kills the customer's link
 * and the view link: new ones are made, the customer's seen by nobody on the staff.
 */
function ReissueLinkForm({ answer }: { answer: Answer | undefined }) {
  // With the connection cut the post says so here (the clientAction's answer), and nothing changed.
  const refused = answer?.intent === "reissue-link" ? answer.result.error?.[""]?.[0] : undefined;
  return (
    <details id="link" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" open={refused !== undefined}>
      <summary className="cursor-pointer font-semibold text-slate-900">Reissue the customer&rsquo;s link</summary>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="reissue-link" />
        {refused ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refused}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          When the customer calls to say someone else has their booking&rsquo;s link. Their old link, and any view link shared before, stop working at once; the
          new one is seen by nobody on the staff. Share the booking again on WhatsApp to send a new view link.
        </p>
        <SubmitButton pending={useIsPending({ intent: "reissue-link" })} variant="outline">
          Reissue the link
        </SubmitButton>
      </Form>
    </details>
  );
}

/** The owner erases the customer's personal data on their request by phone or e-mail, saying how they asked. */
function EraseForm({ answer }: { answer: Answer | undefined }) {
  const { form, summary, fields } = useForm({
    id: "erase",
    fields: ["reason"],
    answer,
    intent: "erase",
    schema: () => import("~/lib/schemas/booking-triage").then((m) => m.eraseBookingSchema),
  });
  return (
    <details id="erase-data" className="scroll-mt-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm" open={answer?.intent === "erase"}>
      <summary className="cursor-pointer font-semibold text-red-800">Erase the customer&rsquo;s personal data</summary>
      <Form method="post" {...form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="erase" />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">
          For a request by phone or e-mail (the customer can also do it on their booking&rsquo;s page). The name, phone, address, problem and notes are replaced
          by &ldquo;Erased&rdquo;; an issued invoice keeps its number, date and amounts. This cannot be undone.
        </p>
        <InputField label="How did the customer ask?" field={fields.reason} maxLength={200} placeholder="e.g. Phoned on 26 Nov, confirmed the reference" />
        <SubmitButton pending={useIsPending({ intent: "erase" })} variant="destructive">
          Erase personal data
        </SubmitButton>
      </Form>
    </details>
  );
}
