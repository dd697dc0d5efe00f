import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { CustomerContact } from "~/components/admin/customer-contact";
import { HELD_BADGE, StatusBadge } from "~/components/admin/status-badge";
import { StatusButtons } from "~/components/admin/status-buttons";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { inputClass } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { bookingScopeTechnician, can } from "~/lib/auth/capabilities";
import { customerConfirmationText, visitText } from "~/lib/booking/customer-text";
import { BLOCKED_FILTER, bookingFilter, bookingListSearch, BOOKINGS_PAGE_SIZE, parseBookingListParams } from "~/lib/booking/list-params";
import { BOOKING_STATUSES, STATUS_LABELS } from "~/lib/booking/status";
import type { Answer } from "~/lib/forms/answer";
import { LANGUAGES } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import * as clock from "~/lib/time/clock.server";
import { formatIstDateTime, formatVisit } from "~/lib/time/ist";
import { countFilteredBookings, listBookings } from "~/models/booking-search.server";
import { isServed, servedLocalities } from "~/models/service-area.server";
import { listTechnicians, timeSlotLabels } from "~/models/settings.server";
import { staffAction } from "~/staff/action.server";
import { mayComplete, statusIntent } from "~/staff/booking-intents.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "bookings.read");
  const asked = parseBookingListParams(new URL(request.url).searchParams);
  // A technician's list is his bookings only, whatever the address asks (the booking scope: capabilities.ts).
  const scope = bookingScopeTechnician(admin);
  const desk = can(admin.role, "bookings.overview");
  const params = scope === null ? asked : { ...asked, technicianId: scope };
  const filter = bookingFilter(params, clock.now());
  const [rows, total, slotLabels, technicians, served] = await Promise.all([
    listBookings(filter, {
      limit: BOOKINGS_PAGE_SIZE,
      offset: (params.page - 1) * BOOKINGS_PAGE_SIZE,
    }),
    countFilteredBookings(filter),
    timeSlotLabels(),
    listTechnicians(),
    servedLocalities(),
  ]);
  const bookings = rows.map((booking) => {
    const slotLabel = slotLabels.get(booking.time_slot) ?? booking.time_slot;
    return {
      ...booking,
      slotLabel,
      // A place we do not list (a custom entry): staff confirm they can go before fixing the visit.
      outsideArea: booking.visit_date !== null && !isServed(booking.locality, served),
      // Only the status changes the account may make are offered.
      statusActions: { cancel: can(admin.role, "booking.cancel"), complete: mayComplete(admin, booking) },
      // What staff send on WhatsApp, in the customer's language.
      confirmation: customerConfirmationText(serverTranslator(booking.language), {
        name: booking.name,
        service: booking.service,
        when: visitText(serverTranslator(booking.language), booking.visit_date, slotLabel),
        reference: booking.reference,
      }),
    };
  });
  return {
    bookings,
    total,
    // A technician's own filter is not his to change, so his page shows none (and no export, no technician list).
    mayExport: can(admin.role, "bookings.export"),
    params: scope === null ? params : asked,
    visitDate: filter.visitDate,
    technicians: desk ? technicians : [],
    pageCount: Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE)),
  };
}

// The visit (day and slot) is what staff plan by; when the booking came in is second.
const BOOKING_COLUMNS = ["Customer", "Contact", "Location", "Service", "Issue", "Visit", "Received", "Status", "Actions"];

const CELL = stackedTable.cell;

// The status buttons of each row post here (their bookingId), and a refusal shows at the row.
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, { intents: { status: statusIntent() } });
}

export default function AdminBookings() {
  const { bookings, total, mayExport, params, visitDate, technicians, pageCount } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const filtered = Boolean(params.status || params.search || params.technicianId || params.date);
  const firstShown = (params.page - 1) * BOOKINGS_PAGE_SIZE + 1;
  return (
    <section aria-labelledby="bookings-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-3 py-3">
        <h2 id="bookings-heading" className="text-lg font-semibold">
          Bookings
        </h2>
        {/* A plain form (not Remix's): the browser posts it and saves the answer as a file. */}
        {mayExport ? (
          <form method="post" action="/admin/bookings/export">
            {params.status ? <input type="hidden" name="status" value={params.status} /> : null}
            {params.search ? <input type="hidden" name="q" value={params.search} /> : null}
            {params.technicianId ? <input type="hidden" name="technician" value={params.technicianId} /> : null}
            {params.date ? <input type="hidden" name="date" value={params.date} /> : null}
            {params.sort ? <input type="hidden" name="sort" value={params.sort} /> : null}
            <Button type="submit" variant="outline" size="sm">
              Export CSV
            </Button>
          </form>
        ) : null}
      </div>

      {/* A GET form: the filter is in the URL, so it works without JavaScript and can be bookmarked. */}
      <Form
        method="get"
        role="search"
        aria-label="Filter bookings"
        className="grid grid-cols-2 items-end gap-3 border-b border-slate-200 px-3 py-3 sm:flex sm:flex-wrap"
      >
        <div className="space-y-1">
          <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={params.status ?? ""} className={`${inputClass} sm:w-40`}>
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
            <option value={BLOCKED_FILTER}>Blocked numbers</option>
          </select>
        </div>
        <div className="space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <label htmlFor="filter-date" className="block text-sm font-medium text-slate-800">
              Visit day
            </label>
            <span className="flex gap-2 text-xs">
              <Link
                to={`/admin${bookingListSearch({
                  ...params,
                  date: "today",
                  page: undefined,
                })}`}
                className="font-medium text-brand-700 underline"
              >
                Today
              </Link>
              <Link
                to={`/admin${bookingListSearch({
                  ...params,
                  date: "tomorrow",
                  page: undefined,
                })}`}
                className="font-medium text-brand-700 underline"
              >
                Tomorrow
              </Link>
            </span>
          </div>
          <input id="filter-date" name="date" type="date" defaultValue={visitDate ?? ""} className={`${inputClass} sm:w-44`} />
        </div>
        {/* Full width on a phone: "Urgent, then newest" does not fit half of 320 px. */}
        <div className="col-span-2 space-y-1">
          <label htmlFor="filter-sort" className="block text-sm font-medium text-slate-800">
            Order
          </label>
          <select id="filter-sort" name="sort" defaultValue={params.sort ?? ""} className={`${inputClass} sm:w-44`}>
            <option value="">Urgent, then newest</option>
            <option value="visit">Visit day and slot</option>
          </select>
        </div>
        {technicians.length > 0 ? (
          <div className="space-y-1">
            <label htmlFor="filter-technician" className="block text-sm font-medium text-slate-800">
              Technician
            </label>
            <select id="filter-technician" name="technician" defaultValue={params.technicianId ?? ""} className={`${inputClass} sm:w-44`}>
              <option value="">Everyone</option>
              {technicians.map((technician) => (
                <option key={technician.id} value={technician.id}>
                  {technician.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="col-span-2 min-w-56 flex-1 space-y-1">
          <label htmlFor="filter-search" className="block text-sm font-medium text-slate-800">
            Search reference, name, phone or locality
          </label>
          <input id="filter-search" name="q" type="search" defaultValue={params.search ?? ""} maxLength={100} className={inputClass} />
        </div>
        <Button type="submit" variant="default">
          Apply
        </Button>
        {filtered ? (
          <Link to="/admin" className={buttonClass({ variant: "ghost" })}>
            Clear
          </Link>
        ) : null}
      </Form>

      <p className="px-4 pt-3 text-sm text-slate-600" aria-live="polite">
        {total === 0
          ? filtered
            ? "No bookings match this filter."
            : "No bookings yet."
          : `Showing ${firstShown}–${firstShown + bookings.length - 1} of ${total.toLocaleString("en-IN")} bookings`}
      </p>

      {bookings.length > 0 ? (
        // Below 640 px each row is a card (stackedTable): a phone shows the name, phone, locality,
        // service, slot, status and buttons without scrolling sideways.
        <div className="sm:overflow-x-auto">
          <table className={stackedTable.table}>
            <caption className="sr-only">Bookings, newest first</caption>
            <TableHead columns={BOOKING_COLUMNS} cellClassName="px-3 py-3" className={stackedTable.head} />
            <tbody className={stackedTable.body}>
              {bookings.map((booking) => (
                <tr key={booking.id} id={`booking-${booking.id}`} className={`${stackedTable.row} scroll-mt-20`}>
                  <td className="px-3 py-3 max-sm:col-span-2 max-sm:p-0">
                    {/* The detail view shows the whole issue and the status history, for keyboard users too. */}
                    <Link to={`/admin/bookings/${booking.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {booking.name}
                    </Link>
                    <div className="text-xs text-slate-500">
                      <span className="font-mono">{booking.reference}</span> · {booking.brand || DEFAULT_BRAND}
                    </div>
                    {booking.urgent || booking.outsideArea || booking.held || booking.language !== "en" ? (
                      <div className="mt-1 flex flex-wrap gap-1">
                        {booking.urgent ? <Badge tone="danger">Urgent</Badge> : null}
                        {booking.outsideArea ? <Badge tone="warning">Area to confirm</Badge> : null}
                        {booking.held ? <Badge tone="warning">{HELD_BADGE}</Badge> : null}
                        {booking.language !== "en" ? <Badge tone="neutral">Prefers {LANGUAGES[booking.language].englishName}</Badge> : null}
                      </div>
                    ) : null}
                  </td>
                  <td className={`${CELL} whitespace-nowrap max-sm:col-span-2`} data-label="Contact">
                    <CustomerContact phone={booking.phone} name={booking.name} message={booking.confirmation} />
                  </td>
                  <td className={CELL} data-label="Location">
                    {booking.locality}
                  </td>
                  <td className={CELL} data-label="Service">
                    {booking.service}
                  </td>
                  <td className={`${CELL} max-w-48 max-sm:col-span-2 max-sm:max-w-none`} data-label="Issue">
                    {/* Cut visually only: screen readers read the whole text, the title shows it on hover. */}
                    <p className="truncate" title={booking.issue}>
                      {booking.issue}
                    </p>
                  </td>
                  <td className={`${CELL} font-medium text-slate-900`} data-label="Visit">
                    {booking.visit_date === null ? <Badge tone="neutral">Contact message</Badge> : formatVisit(booking.visit_date, booking.slotLabel)}
                  </td>
                  <td className={`${CELL} min-w-32`} data-label="Received">
                    {formatIstDateTime(booking.created_at)}
                  </td>
                  <td className={`${CELL} max-sm:col-span-2`} data-label="Status">
                    <StatusBadge status={booking.status} />
                    {booking.technician ? <div className="mt-1 text-xs text-slate-600">{booking.technician}</div> : null}
                  </td>
                  <td className="px-3 py-3 max-sm:col-span-2 max-sm:p-0">
                    <StatusButtons
                      bookingId={booking.id}
                      status={booking.status}
                      kind={booking.visit_date === null ? "message" : "booking"}
                      layout="responsive"
                      allowed={booking.statusActions}
                      answer={answer}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-slate-200 px-3 py-3 text-sm">
          {params.page > 1 ? (
            <Link
              to={`/admin${bookingListSearch({
                ...params,
                page: params.page - 1,
              })}`}
              rel="prev"
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Page {params.page} of {pageCount.toLocaleString("en-IN")}
          </span>
          {params.page < pageCount ? (
            <Link
              to={`/admin${bookingListSearch({
                ...params,
                page: params.page + 1,
              })}`}
              rel="next"
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
