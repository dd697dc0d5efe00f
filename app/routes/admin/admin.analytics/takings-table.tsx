// The analytics page's tables of what each technician did and took (route.tsx).
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { rupees } from "~/lib/billing/bill";
import { useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatDayShort } from "~/lib/time/ist";
import type { Takings, TechnicianJobs } from "~/models/analytics.server";

/** What each technician did and took, and what he should hand over each day (the cash). */
export function TakingsTable({ takings, jobs }: { takings: Takings[]; jobs: TechnicianJobs[] }) {
  const t = useT();
  const tag = useAccountTag();
  const money = (paise: number) => rupees(paise, tag);
  const [cashTaken, handedOver, upi, card] = (["cashTaken", "handedOver", "upi", "card"] as const).map((c) => t(`deskAnalytics.col.${c}`));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskAnalytics.jobs")}</h3>
        {jobs.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("deskAnalytics.noJobs")}</p>
        ) : (
          <table className="w-full text-sm">
            <TableHead columns={[t("deskAnalytics.col.technician"), t("deskAnalytics.col.jobsDone"), t("deskAnalytics.col.moneyTaken")]} />
            <tbody className="divide-y divide-slate-100">
              {jobs.map((row) => (
                <tr key={row.technician}>
                  <th scope="row" className="px-4 py-2 text-left font-medium">
                    {row.technician}
                  </th>
                  <td className="px-4 py-2 tabular-nums">{row.jobs}</td>
                  <td className="px-4 py-2 tabular-nums">{money(row.taken)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-200 font-semibold">
              <tr>
                <th scope="row" className="px-4 py-2 text-left">
                  {t("deskAnalytics.total")}
                </th>
                <td className="px-4 py-2 tabular-nums">{sum(jobs, (row) => row.jobs)}</td>
                <td className="px-4 py-2 tabular-nums">{money(sum(jobs, (row) => row.taken))}</td>
              </tr>
            </tfoot>
          </table>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("deskAnalytics.takings")}</h3>
        {takings.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("deskAnalytics.noTakings")}</p>
        ) : (
          <div className="sm:overflow-x-auto">
            <table className={stackedTable.table}>
              <TableHead
                columns={[t("deskAnalytics.col.day"), t("deskAnalytics.col.takenBy"), cashTaken!, handedOver!, upi!, card!]}
                className={stackedTable.head}
              />
              <tbody className={stackedTable.body}>
                {takings.map((row) => (
                  <tr key={`${row.day} ${row.taker}`} className={stackedTable.row}>
                    <td className={stackedTable.cell} data-label={t("deskAnalytics.col.day")}>
                      {formatDayShort(row.day, tag)}
                    </td>
                    <td className={stackedTable.cell} data-label={t("deskAnalytics.col.takenBy")}>
                      {row.taker ?? t("deskAnalytics.office")}
                    </td>
                    <td className={`${stackedTable.cell} font-semibold tabular-nums`} data-label={cashTaken}>
                      {money(row.cash)}
                    </td>
                    <td className={`${stackedTable.cell} tabular-nums`} data-label={handedOver}>
                      {money(row.handedOver)}
                    </td>
                    <td className={`${stackedTable.cell} tabular-nums`} data-label={upi}>
                      {money(row.upi)}
                    </td>
                    <td className={`${stackedTable.cell} tabular-nums`} data-label={card}>
                      {money(row.card)}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className={`${stackedTable.body} border-t-2 border-slate-200 font-semibold`}>
                <tr className={stackedTable.row}>
                  <th scope="row" colSpan={2} className={`${stackedTable.cell} text-left`}>
                    {t("deskAnalytics.total")}
                  </th>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label={cashTaken}>
                    {money(sum(takings, (row) => row.cash))}
                  </td>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label={handedOver}>
                    {money(sum(takings, (row) => row.handedOver))}
                  </td>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label={upi}>
                    {money(sum(takings, (row) => row.upi))}
                  </td>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label={card}>
                    {money(sum(takings, (row) => row.card))}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}

function sum<Row>(rows: readonly Row[], value: (row: Row) => number): number {
  return rows.reduce((total, row) => total + value(row), 0);
}
