// The customers' WhatsApp messages sent in the range, by month and kind, with their estimated cost
// at the owner's rate (WHATSAPP_PAISE_PER_MESSAGE).
import { rupees } from "~/lib/billing/bill";
import { useAccountTag, useT } from "~/lib/i18n/i18n";

export function MessagesTable({ messages }: { messages: { month: string; kind: string; label: string; count: number; costPaise: number }[] }) {
  const t = useT();
  const tag = useAccountTag();
  const count = messages.reduce((sum, row) => sum + row.count, 0);
  const cost = messages.reduce((sum, row) => sum + row.costPaise, 0);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-900">{t("deskAnalytics.whatsapp")}</caption>
        <thead className="border-b border-slate-200 text-left text-slate-600">
          <tr>
            {[t("deskAnalytics.col.month"), t("deskAnalytics.col.message"), t("deskAnalytics.col.sent"), t("deskAnalytics.col.cost")].map((heading) => (
              <th key={heading} scope="col" className="px-2 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {messages.map((row) => (
            <tr key={`${row.month}-${row.kind}`}>
              <td className="px-2 py-2">{row.month}</td>
              <th scope="row" className="px-2 py-2 text-left font-normal">
                {row.label}
              </th>
              <td className="px-2 py-2">{row.count}</td>
              <td className="px-2 py-2">{rupees(row.costPaise, tag)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="px-2 py-2 text-left">
              {t("deskAnalytics.total")}
            </th>
            <td className="px-2 py-2">{count}</td>
            <td className="px-2 py-2">{rupees(cost, tag)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
