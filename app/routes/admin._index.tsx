import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth.server";
import { CustomerContact } from "~/components/admin/customer-contact";
import { StatusBadge } from "~/components/admin/status-badge";
import { StatusButtons } from "~/components/admin/status-buttons";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { DEFAULT_BRAND } from "~/content/booking";
import { BOOKINGS_PAGE_SIZE, bookingListSearch, parseBookingListParams } from "~/lib/booking/list-params";
import { formatIstDateTime } from "~/lib/time/ist";
import { countFilteredBookings, listBookings } from "~/models/bookings.server";
import { BOOKING_STATUSES, STATUS_LABELS } from "~/lib/booking/status";
import { TableHead } from "~/components/admin/table-head";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = parseBookingListParams(new URL(request.url).searchParams);
  const filter = { status: params.status, search: params.search };
  const [bookings, total] = await Promise.all([
    listBookings(filter, { limit: BOOKINGS_PAGE_SIZE, offset: (params.page - 1) * BOOKINGS_PAGE_SIZE }),
    countFilteredBookings(filter),
  ]);
  return { bookings, total, params, pageCount: Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE)) };
}

export default function AdminBookings() {
  const { bookings, total, params, pageCount } = useLoaderData<typeof loader>();
  const filtered = Boolean(params.status || params.search);
  const firstShown = (params.page - 1) * BOOKINGS_PAGE_SIZE + 1;
  return (
    <section aria-labelledby="bookings-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-3 py-3">
        <h2 id="bookings-heading" className="text-lg font-semibold">
          Bookings
        </h2>
        <a
          href={`/admin/bookings/export${bookingListSearch({ status: params.status, search: params.search })}`}
          download
          className={buttonClass({ variant: "outline", size: "sm" })}
        >
          Export CSV
        </a>
      </div>

      {/* A GET form: the filter is in the URL, so it works without JavaScript and can be bookmarked. */}
      <Form method="get" role="search" aria-label="Filter bookings" className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-3 py-3">
        <div className="space-y-1">
          <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={params.status ?? ""} className={`${inputClass} w-40`}>
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1 space-y-1">
          <label htmlFor="filter-search" className="block text-sm font-medium text-slate-800">
            Search name, phone or locality
          </label>
          <input
            id="filter-search"
            name="q"
            type="search"
            defaultValue={params.search ?? ""}
            maxLength={100}
            className={inputClass}
          />
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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Bookings, newest first</caption>
            <TableHead columns={["Customer", "Contact", "Location", "Service", "Issue", "Time Slot", "Date", "Status", "Actions"]} cellClassName="px-3 py-3" />
            <tbody className="divide-y divide-slate-100">
              {bookings.map((booking) => (
                <tr key={booking.id} className="align-top">
                  <td className="px-3 py-3">
                    {/* The detail view shows the whole issue and the status history, for keyboard users too. */}
                    <Link
                      to={`/admin/bookings/${booking.id}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {booking.name}
                    </Link>
                    <div className="text-xs text-slate-500">{booking.brand || DEFAULT_BRAND}</div>
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    <CustomerContact phone={booking.phone} name={booking.name} />
                  </td>
                  <td className="px-3 py-3">{booking.locality}</td>
                  <td className="px-3 py-3">{booking.service}</td>
                  <td className="max-w-48 px-3 py-3">
                    {/* Cut visually only: screen readers read the whole text, the title shows it on hover. */}
                    <p className="truncate" title={booking.issue}>
                      {booking.issue}
                    </p>
                  </td>
                  <td className="px-3 py-3">{booking.time_slot}</td>
                  <td className="min-w-32 px-3 py-3">{formatIstDateTime(booking.created_at)}</td>
                  <td className="px-3 py-3">
                    <StatusBadge status={booking.status} />
                  </td>
                  <td className="px-3 py-3">
                    <StatusButtons bookingId={booking.id} stacked />
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
              to={`/admin${bookingListSearch({ ...params, page: params.page - 1 })}`}
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
              to={`/admin${bookingListSearch({ ...params, page: params.page + 1 })}`}
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
