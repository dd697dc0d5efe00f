// The owner's view of the team (route.tsx): each technician over the range, and the plan holders.
import { Link } from "react-router";

import { stackedTable, TableHead } from "~/components/admin/table-head";
import { rupees } from "~/lib/billing/bill";
import { useAccountTag, useT } from "~/lib/i18n/i18n";
import { averageText } from "~/lib/team/record";
import type { DayRange } from "~/models/analytics.server";
import type { PlanHolder, TechnicianFigures } from "~/models/team.server";

type Holder = Omit<PlanHolder, "nextVisit"> & { nextVisit: string };

/** A share of the visits, as a whole percentage ("–" with no visits). */
const share = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

export function TeamTable({ figures, holders, range }: { figures: readonly TechnicianFigures[]; holders: readonly Holder[]; range: DayRange }) {
  const t = useT();
  const tag = useAccountTag();
  const columns = [
    t("team.technician"),
    t("team.rating"),
    t("team.visits"),
    t("team.firstTime"),
    t("team.callbacks"),
    t("team.notHome"),
    t("team.arrivedToDone"),
    t("team.money"),
    t("team.plansSold"),
  ];
  const [, ratingLabel, visitsLabel, firstLabel, callbacksLabel, notHomeLabel, minutesLabel, moneyLabel, plansLabel] = columns;
  const active = figures.filter((row) => row.visits || row.takenPaise || row.plansSold || row.ratingCount);
  return (
    <div className="grid gap-4">
      <section aria-labelledby="team-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 id="team-heading" className="border-b border-slate-200 px-4 py-3 font-semibold">
          {t("team.heading")}
        </h3>
        {active.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("team.noVisits")}</p>
        ) : (
          <table className={stackedTable.table}>
            <TableHead columns={columns} cellClassName="px-3 py-2" className={stackedTable.head} />
            <tbody className={stackedTable.body}>
              {active.map((row) => (
                <tr key={row.technicianId} className={stackedTable.row}>
                  <th scope="row" className={`${stackedTable.cell} col-span-2 font-semibold`}>
                    {/* His record over the same range: each figure with the visits behind it. */}
                    <Link to={`/admin/record/${row.technicianId}?from=${range.from}&to=${range.to}`} className="text-brand-700 underline underline-offset-2">
                      {row.technician}
                    </Link>
                  </th>
                  <td data-label={ratingLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {row.ratingAverage === null ? "–" : t("team.ratingValue", { average: averageText(row.ratingAverage, tag), count: row.ratingCount })}
                  </td>
                  <td data-label={visitsLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {row.visits}
                  </td>
                  <td data-label={firstLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {row.firstTime}
                  </td>
                  <td data-label={callbacksLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {row.callbacks}
                  </td>
                  <td data-label={notHomeLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {share(row.notHome, row.visits)}
                  </td>
                  <td data-label={minutesLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {row.arrivedToDoneMinutes === null ? "–" : t("team.minutes", { minutes: row.arrivedToDoneMinutes })}
                  </td>
                  <td data-label={moneyLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {rupees(row.takenPaise, tag)}
                  </td>
                  <td data-label={plansLabel} className={`${stackedTable.cell} tabular-nums`}>
                    {row.plansSold}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="holders-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <h3 id="holders-heading" className="border-b border-slate-200 px-4 py-3 font-semibold">
          {t("team.holders")}
        </h3>
        {holders.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600">{t("team.noHolders")}</p>
        ) : (
          <table className={stackedTable.table}>
            <TableHead
              columns={[t("team.holder"), t("team.plan"), t("team.nextVisit"), t("team.ends")]}
              cellClassName="px-3 py-2"
              className={stackedTable.head}
            />
            <tbody className={stackedTable.body}>
              {holders.map((holder) => (
                <tr key={holder.id} className={stackedTable.row}>
                  <th scope="row" className={`${stackedTable.cell} col-span-2 font-semibold`}>
                    <Link to={`/admin/bookings/${holder.bookingId}#plans`} className="text-brand-700 underline underline-offset-2">
                      {holder.holder}
                    </Link>
                  </th>
                  <td data-label={t("team.plan")} className={`${stackedTable.cell} col-span-2`}>
                    {holder.plan}
                  </td>
                  <td data-label={t("team.nextVisit")} className={stackedTable.cell}>
                    {holder.nextVisit}
                  </td>
                  <td data-label={t("team.ends")} className={stackedTable.cell}>
                    {holder.endsOn}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
