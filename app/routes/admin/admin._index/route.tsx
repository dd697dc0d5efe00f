import { Link, useActionData, useLoaderData } from "react-router";

import { CustomerContact } from "~/components/admin/customer-contact";
import { StatusBadge } from "~/components/admin/status-badge";
import { StatusButtons } from "~/components/admin/status-buttons";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { bookingListSearch, BOOKINGS_PAGE_SIZE } from "~/lib/booking/list-params";
import type { Answer } from "~/lib/forms/answer";
import { useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatIstDateTime, formatVisit } from "~/lib/time/ist";

import { BookingFilters, ExportForm } from "./forms";
import type { loader } from "./loader.server";

export { action } from "./action.server";
export { loader } from "./loader.server";

// The visit (day and slot) is what staff plan by; when the booking came in is second.
const BOOKING_COLUMNS = ["customer", "contact", "location", "service", "issue", "visit", "received", "status", "actions"] as const;

const CELL = stackedTable.cell;

export default function AdminBookings() {
  const { bookings, total, mayExport, params, visitDate, technicians, pageCount } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const t = useT();
  const tag = useAccountTag();
  const col = (name: (typeof BOOKING_COLUMNS)[number]) => t(`deskList.col.${name}`);
  const filtered = Boolean(params.status || params.search || params.technicianId || params.date);
  const firstShown = (params.page - 1) * BOOKINGS_PAGE_SIZE + 1;
  return (
    <section aria-labelledby="bookings-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-3 py-3">
        <h2 id="bookings-heading" className="text-lg font-semibold">
          {t("deskList.heading")}
        </h2>
        {mayExport ? <ExportForm params={params} /> : null}
      </div>

      <BookingFilters params={params} visitDate={visitDate} technicians={technicians} filtered={filtered} />

      <p className="px-4 pt-3 text-sm text-slate-600" aria-live="polite">
        {total === 0
          ? filtered
            ? t("deskList.noMatch")
            : t("deskList.none")
          : t("deskList.showing", { first: firstShown, last: firstShown + bookings.length - 1, total: total.toLocaleString(tag) })}
      </p>

      {bookings.length > 0 ? (
        // Below 640 px each row is a card (stackedTable): a phone shows the name, phone, locality,
        // service, slot, status and buttons without scrolling sideways.
        <div className="sm:overflow-x-auto">
          <table className={stackedTable.table}>
            <caption className="sr-only">{t("deskList.caption")}</caption>
            <TableHead columns={BOOKING_COLUMNS.map(col)} cellClassName="px-3 py-3" className={stackedTable.head} />
            <tbody className={stackedTable.body}>
              {bookings.map((booking) => (
                <tr key={booking.id} id={`booking-${booking.id}`} className={`${stackedTable.row} scroll-mt-20`}>
                  <td className="px-3 py-3 max-sm:col-span-2 max-sm:p-0">
                    {/* The detail view shows the whole issue and the status history, for keyboard users too. */}
                    <Link to={`/admin/bookings/${booking.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {booking.name}
                    </Link>
                    <div className="text-xs text-slate-500">
                      <span className="font-mono">{booking.reference}</span> ·{" "}
                      {booking.brand && booking.brand !== DEFAULT_BRAND ? booking.brand : t("desk.noBrand")}
                    </div>
                    {booking.urgent || booking.outsideArea || booking.held || booking.language !== "en" ? (
                      <div className="mt-1 flex flex-wrap gap-1">
                        {booking.urgent ? <Badge tone="danger">{t("desk.urgent")}</Badge> : null}
                        {booking.outsideArea ? <Badge tone="warning">{t("desk.areaToConfirm")}</Badge> : null}
                        {booking.held ? <Badge tone="warning">{t("deskHeld.badge")}</Badge> : null}
                        {booking.language !== "en" ? <Badge tone="neutral">{booking.prefers}</Badge> : null}
                      </div>
                    ) : null}
                  </td>
                  <td className={`${CELL} whitespace-nowrap max-sm:col-span-2`} data-label={col("contact")}>
                    <CustomerContact phone={booking.phone} phoneText={booking.phoneText} name={booking.name} message={booking.confirmation} />
                  </td>
                  <td className={CELL} data-label={col("location")}>
                    {booking.locality}
                  </td>
                  <td className={CELL} data-label={col("service")}>
                    {booking.service}
                  </td>
                  <td className={`${CELL} max-w-48 max-sm:col-span-2 max-sm:max-w-none`} data-label={col("issue")}>
                    {/* Cut visually only: screen readers read the whole text, the title shows it on hover. */}
                    <p className="truncate" title={booking.issue}>
                      {booking.issue}
                    </p>
                  </td>
                  <td className={`${CELL} font-medium text-slate-900`} data-label={col("visit")}>
                    {booking.visit_date === null ? (
                      <Badge tone="neutral">{t("deskList.contactMessage")}</Badge>
                    ) : (
                      formatVisit(booking.visit_date, booking.slotLabel, tag, t("desk.anyTime"))
                    )}
                  </td>
                  <td className={`${CELL} min-w-32`} data-label={col("received")}>
                    {formatIstDateTime(booking.created_at, tag)}
                  </td>
                  <td className={`${CELL} max-sm:col-span-2`} data-label={col("status")}>
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
        <nav aria-label={t("deskList.pages")} className="flex items-center justify-between gap-3 border-t border-slate-200 px-3 py-3 text-sm">
          {params.page > 1 ? (
            <Link
              to={`/admin${bookingListSearch({
                ...params,
                page: params.page - 1,
              })}`}
              rel="prev"
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              {t("deskList.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">{t("deskList.pageOf", { page: params.page, count: pageCount.toLocaleString(tag) })}</span>
          {params.page < pageCount ? (
            <Link
              to={`/admin${bookingListSearch({
                ...params,
                page: params.page + 1,
              })}`}
              rel="next"
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              {t("deskList.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
