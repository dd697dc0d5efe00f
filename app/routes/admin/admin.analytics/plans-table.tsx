// Maintenance plans for the owner: in force today, due for renewal within 30 days (not
// yet renewed), and by month in the range the plans sold, renewed and their revenue.
import { rupees } from "~/lib/billing/bill";
import { useAccountTag, useT } from "~/lib/i18n/i18n";
import type { PlanFigures } from "~/models/plan-visits.server";

export function PlansTable({ plans }: { plans: PlanFigures }) {
  const t = useT();
  const tag = useAccountTag();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="pb-2 text-sm text-slate-700">
        {t("deskAnalytics.plansNow")} <strong>{plans.inForce}</strong> · {t("deskAnalytics.plansDue")} <strong>{plans.dueForRenewal}</strong>
      </p>
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-900">{t("deskAnalytics.plans")}</caption>
        <thead className="border-b border-slate-200 text-left text-slate-600">
          <tr>
            {[t("deskAnalytics.col.month"), t("deskAnalytics.col.sold"), t("deskAnalytics.col.renewed"), t("deskAnalytics.col.revenue")].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {plans.months.map((row) => (
            <tr key={row.month}>
              <th scope="row" className="px-2 py-2 text-left font-normal">
                {row.month}
              </th>
              <td className="px-2 py-2">{row.sold}</td>
              <td className="px-2 py-2">{row.renewed}</td>
              <td className="px-2 py-2">{rupees(row.revenuePaise, tag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
