import { Link, useLoaderData } from "react-router";

import { stackedTable, TableHead } from "~/components/admin/table-head";
import { rupees } from "~/lib/billing/bill";
import { formatDayShort, formatIstDateTime } from "~/lib/time/ist";

import { BarChart, ColumnChart } from "./charts";
import type { loader } from "./loader.server";
import { MessagesTable } from "./messages-table";
import { PlansTable } from "./plans-table";
import { RangeForm } from "./range-form";
import { TakingsTable } from "./takings-table";

export { loader } from "./loader.server";

function leaderSummary(data: readonly { label: string; count: number }[], noun: string): string {
  const [top] = data;
  return top ? `Most bookings: ${top.label} with ${top.count}. ${data.length} ${noun} shown.` : "No bookings yet.";
}

function moneySummary(data: readonly { label: string; count: number }[]): string {
  const [top] = data;
  return top ? `Most received: ${top.label} with ${rupees(top.count)}.` : "No payments recorded yet.";
}

export default function AdminAnalytics() {
  const {
    range,
    refused,
    presets,
    takings,
    jobs,
    whatsappSent,
    plans,
    perDay,
    byStatus,
    byService,
    byLocality,
    byBrand,
    byMachine,
    waiting,
    revenue,
    revenueByTechnician,
    revenueByService,
    moneyDue,
  } = useLoaderData<typeof loader>();
  const received = revenue.reduce((sum, d) => sum + d.count, 0);
  const monthTotal = perDay.reduce((sum, d) => sum + d.count, 0);
  const busiest = perDay.reduce((best, d) => (d.count > best.count ? d : best), perDay[0]!);
  const during = `from ${formatDayShort(range.from)} to ${formatDayShort(range.to)}`;
  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <h2 id="analytics-heading" className="text-lg font-semibold">
        Analytics, {during}
      </h2>
      <RangeForm range={range} presets={presets} refused={refused} />
      <TakingsTable takings={takings} jobs={jobs} />
      {whatsappSent.length ? <MessagesTable messages={whatsappSent} /> : null}
      {plans.inForce || plans.months.length ? <PlansTable plans={plans} /> : null}
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
        <BarChart title="Bookings by brand" summary={leaderSummary(byBrand, "brands")} data={byBrand.map((d) => ({ label: d.label, value: d.count }))} />
        <BarChart
          title="Bookings by machine type"
          summary={leaderSummary(byMachine, "machine types")}
          data={byMachine.map((d) => ({ label: d.label, value: d.count }))}
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
