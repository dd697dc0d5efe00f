// The bookings list's forms (route.tsx): the CSV export and the filter.
import { Form, Link } from "react-router";

import { inputClass } from "~/components/forms/fields";
import { Button, buttonClass } from "~/components/ui/button";
import { BLOCKED_FILTER, type BookingListParams, bookingListSearch } from "~/lib/booking/list-params";
import { BOOKING_STATUSES } from "~/lib/booking/status";
import { useT } from "~/lib/i18n/i18n";

/**
 * The CSV of what the filter shows, over the bookings made in a range: this month, last month, or
 * from-to (either end may be left open). A plain form (not React Router's): the browser posts it
 * and saves the answer as a file.
 */
export function ExportForm({ params }: { params: BookingListParams }) {
  const t = useT();
  return (
    <form method="post" action="/admin/bookings/export" className="flex flex-wrap items-end gap-2">
      <label className="text-sm font-medium text-slate-800">
        {t("deskList.booked")}
        <select name="range" defaultValue="" className={`${inputClass} mt-1 w-36`}>
          <option value="">{t("deskList.anyRange")}</option>
          <option value="this-month">{t("deskList.thisMonth")}</option>
          <option value="last-month">{t("deskList.lastMonth")}</option>
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t("deskList.from")}
        <input type="date" name="from" className={`${inputClass} mt-1 w-40`} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t("deskList.to")}
        <input type="date" name="to" className={`${inputClass} mt-1 w-40`} />
      </label>
      {params.status ? <input type="hidden" name="status" value={params.status} /> : null}
      {params.search ? <input type="hidden" name="q" value={params.search} /> : null}
      {params.technicianId ? <input type="hidden" name="technician" value={params.technicianId} /> : null}
      {params.date ? <input type="hidden" name="date" value={params.date} /> : null}
      {params.sort ? <input type="hidden" name="sort" value={params.sort} /> : null}
      <Button type="submit" variant="outline" size="sm">
        {t("deskList.export")}
      </Button>
    </form>
  );
}

/** A GET form: the filter is in the URL, so it works without JavaScript and can be bookmarked. */
export function BookingFilters({
  params,
  visitDate,
  technicians,
  filtered,
}: {
  params: BookingListParams;
  visitDate: string | undefined;
  technicians: readonly { id: number; name: string }[];
  filtered: boolean;
}) {
  const t = useT();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("deskList.filter")}
      className="grid grid-cols-2 items-end gap-3 border-b border-slate-200 px-3 py-3 sm:flex sm:flex-wrap"
    >
      <div className="space-y-1">
        <label htmlFor="filter-status" className="block text-sm font-medium text-slate-800">
          {t("deskList.status")}
        </label>
        <select id="filter-status" name="status" defaultValue={params.status ?? ""} className={`${inputClass} sm:w-40`}>
          <option value="">{t("deskList.allStatuses")}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`deskList.status.${status}`)}
            </option>
          ))}
          <option value={BLOCKED_FILTER}>{t("deskList.blocked")}</option>
        </select>
      </div>
      <div className="space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <label htmlFor="filter-date" className="block text-sm font-medium text-slate-800">
            {t("deskList.visitDay")}
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
              {t("deskList.today")}
            </Link>
            <Link
              to={`/admin${bookingListSearch({
                ...params,
                date: "tomorrow",
                page: undefined,
              })}`}
              className="font-medium text-brand-700 underline"
            >
              {t("deskList.tomorrow")}
            </Link>
          </span>
        </div>
        <input id="filter-date" name="date" type="date" defaultValue={visitDate ?? ""} className={`${inputClass} sm:w-44`} />
      </div>
      {/* Full width on a phone: "Urgent, then newest" does not fit half of 320 px. */}
      <div className="col-span-2 space-y-1">
        <label htmlFor="filter-sort" className="block text-sm font-medium text-slate-800">
          {t("deskList.order")}
        </label>
        <select id="filter-sort" name="sort" defaultValue={params.sort ?? ""} className={`${inputClass} sm:w-44`}>
          <option value="">{t("deskList.urgentFirst")}</option>
          <option value="visit">{t("deskList.byVisit")}</option>
        </select>
      </div>
      {technicians.length > 0 ? (
        <div className="space-y-1">
          <label htmlFor="filter-technician" className="block text-sm font-medium text-slate-800">
            {t("deskList.technician")}
          </label>
          <select id="filter-technician" name="technician" defaultValue={params.technicianId ?? ""} className={`${inputClass} sm:w-44`}>
            <option value="">{t("deskList.everyone")}</option>
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
          {t("deskList.search")}
        </label>
        <input id="filter-search" name="q" type="search" defaultValue={params.search ?? ""} maxLength={100} className={inputClass} />
      </div>
      <Button type="submit" variant="default">
        {t("deskList.apply")}
      </Button>
      {filtered ? (
        <Link to="/admin" className={buttonClass({ variant: "ghost" })}>
          {t("deskList.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
