// The analytics page's tables of what each technician did and took (route.tsx).
import { stackedTable, TableHead } from "~/components/admin/table-head";
import { rupees } from "~/lib/billing/bill";
import { formatDayShort } from "~/lib/time/ist";
import type { Takings, TechnicianJobs } from "~/models/analytics.server";

/** What each technician did and took, and what he should hand over each day (the cash). */
export function TakingsTable({ takings, jobs }: { takings: Takings[]; jobs: TechnicianJobs[] }) {
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
            <tfoot className="border-t-2 border-slate-200 font-semibold">
              <tr>
                <th scope="row" className="px-4 py-2 text-left">
                  Total
                </th>
                <td className="px-4 py-2 tabular-nums">{sum(jobs, (row) => row.jobs)}</td>
                <td className="px-4 py-2 tabular-nums">{rupees(sum(jobs, (row) => row.taken))}</td>
              </tr>
            </tfoot>
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
              <TableHead columns={["Day", "Taken by", "Cash taken", "Cash handed over", "UPI", "Card"]} className={stackedTable.head} />
              <tbody className={stackedTable.body}>
                {takings.map((row) => (
                  <tr key={`${row.day} ${row.taker}`} className={stackedTable.row}>
                    <td className={stackedTable.cell} data-label="Day">
                      {formatDayShort(row.day)}
                    </td>
                    <td className={stackedTable.cell} data-label="Taken by">
                      {row.taker}
                    </td>
                    <td className={`${stackedTable.cell} font-semibold tabular-nums`} data-label="Cash taken">
                      {rupees(row.cash)}
                    </td>
                    <td className={`${stackedTable.cell} tabular-nums`} data-label="Cash handed over">
                      {rupees(row.handedOver)}
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
              <tfoot className={`${stackedTable.body} border-t-2 border-slate-200 font-semibold`}>
                <tr className={stackedTable.row}>
                  <th scope="row" colSpan={2} className={`${stackedTable.cell} text-left`}>
                    Total
                  </th>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label="Cash taken">
                    {rupees(sum(takings, (row) => row.cash))}
                  </td>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label="Cash handed over">
                    {rupees(sum(takings, (row) => row.handedOver))}
                  </td>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label="UPI">
                    {rupees(sum(takings, (row) => row.upi))}
                  </td>
                  <td className={`${stackedTable.cell} tabular-nums`} data-label="Card">
                    {rupees(sum(takings, (row) => row.card))}
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
