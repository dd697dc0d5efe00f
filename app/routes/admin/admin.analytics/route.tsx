import { Link, useLoaderData } from "react-router";

import { RangeForm } from "~/components/admin/range-form";
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { rupees } from "~/lib/billing/bill";
import { type Translate, useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatDayShort, formatIstDateTime } from "~/lib/time/ist";

import { BarChart, ColumnChart } from "./charts";
import type { loader } from "./loader.server";
import { MessagesTable } from "./messages-table";
import { PlansTable } from "./plans-table";
import { TakingsTable } from "./takings-table";
import { TeamTable } from "./team-table";

export { loader } from "./loader.server";

type Shown = "deskAnalytics.services" | "deskAnalytics.localities" | "deskAnalytics.brands" | "deskAnalytics.machines";

function leaderSummary(t: Translate, data: readonly { label: string; count: number }[], shown: Shown): string {
  const [top] = data;
  return top ? t("deskAnalytics.mostBookings", { label: top.label, count: top.count, shown: t(shown, { count: data.length }) }) : t("deskAnalytics.noBookings");
}

function moneySummary(t: Translate, tag: string, data: readonly { label: string; count: number }[]): string {
  const [top] = data;
  return top ? t("deskAnalytics.mostReceived", { label: top.label, amount: rupees(top.count, tag) }) : t("deskAnalytics.noPayments");
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
    team,
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
  const t = useT();
  const tag = useAccountTag();
  const money = (paise: number) => rupees(paise, tag);
  const day = (date: string) => formatDayShort(date, tag);
  const unit = t("deskAnalytics.received");
  const received = revenue.reduce((sum, d) => sum + d.count, 0);
  const monthTotal = perDay.reduce((sum, d) => sum + d.count, 0);
  const busiest = perDay.reduce((best, d) => (d.count > best.count ? d : best), perDay[0]!);
  const during = t("deskAnalytics.during", { from: day(range.from), to: day(range.to) });
  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <h2 id="analytics-heading" className="text-lg font-semibold">
        {t("deskAnalytics.heading", { during })}
      </h2>
      <RangeForm
        range={range}
        presets={presets}
        refused={refused ? t("deskAnalytics.refused") : null}
        words={{ ranges: t("deskAnalytics.ranges"), from: t("deskAnalytics.from"), to: t("deskAnalytics.to"), show: t("deskAnalytics.show") }}
      />
      <TakingsTable takings={takings} jobs={jobs} />
      {team ? <TeamTable figures={team.figures} holders={team.holders} range={range} /> : null}
      {whatsappSent.length ? <MessagesTable messages={whatsappSent} /> : null}
      {plans.inForce || plans.months.length ? <PlansTable plans={plans} /> : null}
      <ColumnChart
        title={t("deskAnalytics.perDay", { during })}
        summary={
          monthTotal === 0
            ? t("deskAnalytics.noneDuring", { during })
            : t("deskAnalytics.perDaySummary", { total: monthTotal, during, day: day(busiest.day), count: busiest.count })
        }
        data={perDay.map((d) => ({ label: d.day, shortLabel: day(d.day), value: d.count }))}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title={t("deskAnalytics.byStatus")}
          summary={byStatus.map((d) => `${d.label}: ${d.count}`).join(", ")}
          data={byStatus.map((d) => ({ label: d.label, value: d.count }))}
        />
        <BarChart
          title={t("deskAnalytics.byService")}
          summary={leaderSummary(t, byService, "deskAnalytics.services")}
          data={byService.map((d) => ({ label: d.label, value: d.count }))}
        />
        <BarChart
          title={t("deskAnalytics.byLocality")}
          summary={leaderSummary(t, byLocality, "deskAnalytics.localities")}
          data={byLocality.map((d) => ({ label: d.label, value: d.count }))}
        />
        <BarChart
          title={t("deskAnalytics.byBrand")}
          summary={leaderSummary(t, byBrand, "deskAnalytics.brands")}
          data={byBrand.map((d) => ({ label: d.label, value: d.count }))}
        />
        <BarChart
          title={t("deskAnalytics.byMachine")}
          summary={leaderSummary(t, byMachine, "deskAnalytics.machines")}
          data={byMachine.map((d) => ({ label: d.label, value: d.count }))}
        />
      </div>
      <ColumnChart
        title={t("deskAnalytics.moneyPerDay", { during })}
        summary={received === 0 ? t("deskAnalytics.noPaymentsDuring", { during }) : t("deskAnalytics.receivedDuring", { amount: money(received), during })}
        data={revenue.map((d) => ({ label: d.day, shortLabel: day(d.day), value: d.count }))}
        unit={unit}
        format={money}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChart
          title={t("deskAnalytics.byTechnician")}
          summary={moneySummary(t, tag, revenueByTechnician)}
          data={revenueByTechnician.map((d) => ({ label: d.label, value: d.count }))}
          unit={unit}
          format={money}
        />
        <BarChart
          title={t("deskAnalytics.moneyByService")}
          summary={moneySummary(t, tag, revenueByService)}
          data={revenueByService.map((d) => ({ label: d.label, value: d.count }))}
          unit={unit}
          format={money}
        />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskAnalytics.moneyDue")}</h3>
        {moneyDue.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("deskAnalytics.allPaid")}</p>
        ) : (
          <ul aria-label={t("deskAnalytics.moneyDue")} className="divide-y divide-slate-100 text-sm">
            {moneyDue.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <Link to={`/admin/bookings/${booking.id}/bill`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  <span className="font-mono">{booking.reference}</span> {booking.name}
                </Link>
                <span className="tabular-nums">{t("deskAnalytics.dueOf", { due: money(booking.due), total: money(booking.total) })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskAnalytics.waiting")}</h3>
        {waiting.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("deskAnalytics.noPending")}</p>
        ) : (
          <div className="sm:overflow-x-auto">
            <table className={stackedTable.table}>
              <TableHead
                columns={(["customer", "location", "service", "booked", "waiting"] as const).map((c) => t(`deskAnalytics.col.${c}`))}
                className={stackedTable.head}
              />
              <tbody className={stackedTable.body}>
                {waiting.map((booking) => (
                  <tr key={booking.id} className={stackedTable.row}>
                    <td className={`${stackedTable.cell} max-sm:col-span-2`}>
                      <Link to={`/admin/bookings/${booking.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                        {booking.name}
                      </Link>
                    </td>
                    <td className={stackedTable.cell} data-label={t("deskAnalytics.col.location")}>
                      {booking.locality}
                    </td>
                    <td className={stackedTable.cell} data-label={t("deskAnalytics.col.service")}>
                      {booking.service}
                    </td>
                    <td className={`${stackedTable.cell} sm:whitespace-nowrap`} data-label={t("deskAnalytics.col.booked")}>
                      {formatIstDateTime(booking.created_at, tag)}
                    </td>
                    <td className={`${stackedTable.cell} font-semibold sm:whitespace-nowrap`} data-label={t("deskAnalytics.col.waiting")}>
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
