// The customers' WhatsApp messages sent in the range, by month and kind, with their estimated cost
// at the owner's rate (WHATSAPP_PAISE_PER_MESSAGE).
import { rupees } from "~/lib/billing/bill";
import { messageLabel } from "~/messages/whatsapp";

export function MessagesTable({ messages }: { messages: { month: string; kind: string; count: number; costPaise: number }[] }) {
  const count = messages.reduce((sum, row) => sum + row.count, 0);
  const cost = messages.reduce((sum, row) => sum + row.costPaise, 0);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-900">WhatsApp messages sent, and their estimated cost</caption>
        <thead className="border-b border-slate-200 text-left text-slate-600">
          <tr>
            {["Month", "Message", "Sent", "Estimated cost"].map((heading) => (
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
                {messageLabel(row.kind)}
              </th>
              <td className="px-2 py-2">{row.count}</td>
              <td className="px-2 py-2">{rupees(row.costPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200 font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="px-2 py-2 text-left">
              Total
            </th>
            <td className="px-2 py-2">{count}</td>
            <td className="px-2 py-2">{rupees(cost)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
