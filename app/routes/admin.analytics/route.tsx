import type { LoaderFunctionArgs } from "react-router";
import { Form, Link, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { BarChart, ColumnChart } from "~/components/admin/charts";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { inputClass } from "~/components/forms/fields";
import { Button, buttonClass } from "~/components/ui/button";
import { rupees } from "~/lib/billing/bill";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatDayShort, formatIstDateTime, formatWaitingTime, istDateString } from "~/lib/time/ist";
import {
  bookingsByLocality,
  bookingsByService,
  bookingsByStatus,
  bookingsPerDay,
  completedWithMoneyDue,
  type DayRange,
  jobsByTechnician,
  lastDays,
  oldestPendingBookings,
  revenueBy,
  revenuePerDay,
  type Takings,
  takingsByTechnicianAndDay,
  type TechnicianJobs,
} from "~/models/analytics.server";

/** The longest range shown at once: a year (and a day, for a leap year). */
const MAX_DAYS = 366;

/**
 * The range asked for: ?from=&to= (days in Bengaluru, both included, at most a year), or the last
 * 30 days. A range that is no range (a day that does not exist, the wrong way round, too long)
 * falls back to the last 30 days and says so.
 */
function askedRange(url: URL, now: Date): { range: DayRange; refused: boolean } {
  const from = url.searchParams.get("from") ?? "";
  const to = url.searchParams.get("to") ?? "";
  const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
  if (!from && !to) return { range: lastDays(30, now), refused: false };
  if (isDay(from) && isDay(to) && from <= to && addDays(from, MAX_DAYS - 1) >= to) return { range: { from, to }, refused: false };
  return { range: lastDays(30, now), refused: true };
}

/** The ranges the owner asks for most: the last 30 days, this month, last month. */
function presets(now: Date): { label: string; range: DayRange }[] {
  const today = istDateString(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { label: "Last 30 days", range: lastDays(30, now) },
    { label: "This month", range: { from: monthStart, to: today } },
    { label: "Last month", range: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd } },
  ];
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "analytics.read");
  const now = clock.now();
  const { range, refused } = askedRange(new URL(request.url), now);
  const [perDay, byStatus, byService, byLocality, waiting, revenue, revenueByTechnician, revenueByService, moneyDue, takings, jobs] = await Promise.all([
    bookingsPerDay(range),
    bookingsByStatus(range),
    bookingsByService(range),
    bookingsByLocality(range),
    oldestPendingBookings(),
    revenuePerDay(range),
    revenueBy("technician", range),
    revenueBy("service", range),
    completedWithMoneyDue(),
    takingsByTechnicianAndDay(range),
    jobsByTechnician(range),
  ]);
  return {
    range,
    refused,
    presets: presets(now),
    takings,
    jobs,
    perDay,
    byStatus,
    byService,
    byLocality,
    waiting: waiting.map((booking) => ({ ...booking, waited: formatWaitingTime(booking.created_at, now) })),
    revenue,
    revenueByTechnician,
    revenueByService,
    moneyDue,
  };
}

function leaderSummary(data: readonly { label: string; count: number }[], noun: string): string {
  const [top] = data;
  return top ? `Most bookings: ${top.label} with ${top.count}. ${data.length} ${noun} shown.` : "No bookings yet.";
}

function moneySummary(data: readonly { label: string; count: number }[]): string {
  const [top] = data;
  return top ? `Most received: ${top.label} with ${rupees(top.count)}.` : "No payments recorded yet.";
}

export default function AdminAnalytics() {
  const { range, refused, presets, takings, jobs, perDay, byStatus, byService, byLocality, waiting, revenue, revenueByTechnician, revenueByService, moneyDue } =
    useLoaderData<typeof loader>();
  const received = revenue.reduce((sum, d) => sum + d.count, 0);
  const monthTotal = perDay.reduce((sum, d) => sum + d.count, 0);
  const busiest = perDay.reduce((best, d) => (d.count > best.count ? d : best), perDay[0]!);
  const during = `from ${formatDayShort(range.from)} to ${formatDayShort(range.to)}`;
  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <h2 id="analytics-heading" className="text-lg font-semibold">
        Analytics, {during}
      </h2>
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <nav aria-label="Ranges" className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Link
              key={preset.label}
              to={`?from=${preset.range.from}&to=${preset.range.to}`}
              aria-current={preset.range.from === range.from && preset.range.to === range.to ? "true" : undefined}
              className={buttonClass({ variant: "outline", size: "sm", className: "aria-[current]:bg-brand-700 aria-[current]:text-white" })}
            >
              {preset.label}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-800">
            From
            <input type="date" name="from" defaultValue={range.from} required className={`${inputClass} mt-1`} />
          </label>
          <label className="text-sm font-medium text-slate-800">
            To
            <input type="date" name="to" defaultValue={range.to} required className={`${inputClass} mt-1`} />
          </label>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
        {refused ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            That is not a range of days (from a day to a later one, at most a year): the last 30 days are shown.
          </p>
        ) : null}
      </div>
      <TakingsTable takings={takings} jobs={jobs} />
      <ColumnChart
        title={`Bookings per day, ${during}`}
        summary={
          monthTotal === 0
            ? `No bookings ${during}.`
            : `${monthTotal} bookings ${during} (days in Bengaluru time); the busiest day was ${formatDayShort(busiest.day)} with ${busiest.count}.`
        }
        data={perDay.map((d) => ({ label: d.day, shortLabel: formatDayShort(d.day), value: d.count }))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="Bookings by status"
          summary={byStatus.map((d) => `${d.label}: ${d.count}`).join(", ")}
          data={byStatus.map((d) => ({ label: d.label, value: d.count }))}
        />
        <BarChart
          title="Bookings by service"
          summary={leaderSummary(byService, "services")}
          data={byService.map((d) => ({ label: d.label, value: d.count }))}
        />
        <BarChart
          title="Bookings by locality"
          summary={leaderSummary(byLocality, "localities")}
          data={byLocality.map((d) => ({ label: d.label, value: d.count }))}
        />
      </div>
      <ColumnChart
        title={`Money received per day, ${during}`}
        summary={received === 0 ? `No payments recorded ${during}.` : `${rupees(received)} received ${during} (payments staff recorded).`}
        data={revenue.map((d) => ({ label: d.day, shortLabel: formatDayShort(d.day), value: d.count }))}
        unit="Received"
        format={rupees}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title="Money received by technician"
          summary={moneySummary(revenueByTechnician)}
          data={revenueByTechnician.map((d) => ({ label: d.label, value: d.count }))}
          unit="Received"
          format={rupees}
        />
        <BarChart
          title="Money received by service"
          summary={moneySummary(revenueByService)}
          data={revenueByService.map((d) => ({ label: d.label, value: d.count }))}
          unit="Received"
          format={rupees}
        />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Completed, money still due</h3>
        {moneyDue.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">Every completed job with a bill is paid.</p>
        ) : (
          <ul aria-label="Completed, money still due" className="divide-y divide-slate-100 text-sm">
            {moneyDue.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <Link to={`/admin/bookings/${booking.id}/bill`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  <span className="font-mono">{booking.reference}</span> {booking.name}
                </Link>
                <span className="tabular-nums">
                  {rupees(booking.due)} due of {rupees(booking.total)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Waiting longest: oldest pending bookings</h3>
        {waiting.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">No pending bookings.</p>
        ) : (
          <div className="sm:overflow-x-auto">
            <table className={stackedTable.table}>
              <TableHead columns={["Customer", "Location", "Service", "Booked", "Waiting"]} className={stackedTable.head} />
              <tbody className={stackedTable.body}>
                {waiting.map((booking) => (
                  <tr key={booking.id} className={stackedTable.row}>
                    <td className={`${stackedTable.cell} max-sm:col-span-2`}>
                      <Link to={`/admin/bookings/${booking.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        {booking.name}
                      </Link>
                    </td>
                    <td className={stackedTable.cell} data-label="Location">
                      {booking.locality}
                    </td>
                    <td className={stackedTable.cell} data-label="Service">
                      {booking.service}
                    </td>
                    <td className={`${stackedTable.cell} sm:whitespace-nowrap`} data-label="Booked">
                      {formatIstDateTime(booking.created_at)}
                    </td>
                    <td className={`${stackedTable.cell} font-semibold sm:whitespace-nowrap`} data-label="Waiting">
                      {booking.waited}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

/** What each technician did and took, and what he should hand over each day (the cash). */
function TakingsTable({ takings, jobs }: { takings: Takings[]; jobs: TechnicianJobs[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Jobs and money by technician</h3>
        {jobs.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">No job completed and no money taken by a technician in this range.</p>
        ) : (
          <table className="w-full text-sm">
            <TableHead columns={["Technician", "Jobs done", "Money taken"]} />
            <tbody className="divide-y divide-slate-100">
              {jobs.map((row) => (
                <tr key={row.technician}>
                  <th scope="row" className="px-4 py-2 text-left font-medium">
                    {row.technician}
                  </th>
                  <td className="px-4 py-2 tabular-nums">{row.jobs}</td>
                  <td className="px-4 py-2 tabular-nums">{rupees(row.taken)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Cash and UPI by technician and day</h3>
        {takings.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">No payments recorded in this range.</p>
        ) : (
          <div className="sm:overflow-x-auto">
            <table className={stackedTable.table}>
              <TableHead columns={["Day", "Taken by", "Cash (to hand over)", "UPI", "Card"]} className={stackedTable.head} />
              <tbody className={stackedTable.body}>
                {takings.map((row) => (
                  <tr key={`${row.day} ${row.taker}`} className={stackedTable.row}>
                    <td className={stackedTable.cell} data-label="Day">
                      {formatDayShort(row.day)}
                    </td>
                    <td className={stackedTable.cell} data-label="Taken by">
                      {row.taker}
                    </td>
                    <td className={`${stackedTable.cell} font-semibold tabular-nums`} data-label="Cash (to hand over)">
                      {rupees(row.cash)}
                    </td>
                    <td className={`${stackedTable.cell} tabular-nums`} data-label="UPI">
                      {rupees(row.upi)}
                    </td>
                    <td className={`${stackedTable.cell} tabular-nums`} data-label="Card">
                      {rupees(row.card)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
