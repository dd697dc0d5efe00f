import { Form, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";

import { requireAdmin } from "~/auth.server";
import { Gstr1Tables } from "~/components/billing/gstr1-tables";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { env } from "~/env.server";
import { can } from "~/lib/auth/capabilities";
import { rupees } from "~/lib/billing/bill";
import * as clock from "~/lib/time/clock.server";
import { askedMonth, gstSummary, monthInvoices, monthReturns } from "~/models/books.server";
import { refundsOwed } from "~/models/refunds.server";

export const meta: MetaFunction = () => [{ title: "Books - Admin" }, { name: "robots", content: "noindex,nofollow" }];

// The accountant's month: the GST summary of the invoices issued in it, and its invoices as CSV
// (admin.books_.export.tsx); and every booking holding money beyond its bill, to refund.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "books.read");
  const month = askedMonth(new URL(request.url).searchParams.get("month"), clock.now());
  const invoices = await monthInvoices(month);
  return {
    month,
    summary: gstSummary(invoices),
    // GSTR-1's tables, for a business registered for GST (without a GSTIN it files none).
    returns: env().GSTIN ? monthReturns(invoices) : null,
    owed: await refundsOwed(),
    // The accountant reads the books and opens no booking: the references are not links for her.
    mayOpenBookings: can(admin.role, "bookings.read"),
  };
}

export default function Books() {
  const { month, summary, returns, owed, mayOpenBookings } = useLoaderData<typeof loader>();
  const inForce = summary.rates.reduce((sum, rate) => sum + rate.count, 0);
  return (
    <section aria-labelledby="books-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="books-heading" className="text-xl font-semibold text-slate-900">
          Books: {month}
        </h2>
        <Form method="get" className="flex items-end gap-2">
          <label className="text-sm font-medium text-slate-800">
            Month
            <input type="month" name="month" defaultValue={month} className={`${inputClass} mt-1`} />
          </label>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
      </div>
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="font-semibold">GST summary</h3>
        <p className="text-sm text-slate-700">
          {summary.count === 0
            ? "No invoice was issued this month."
            : `${summary.count} invoice${summary.count === 1 ? "" : "s"} issued, ${summary.first} to ${summary.last}: ${inForce} in force, ${summary.cancelled.length} cancelled.`}
        </p>
        {summary.rates.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-slate-200 text-left text-slate-600">
                <tr>
                  {["Rate", "Invoices", "Taxable value", "CGST", "SGST", "Round-off", "Total"].map((heading) => (
                    <th key={heading} scope="col" className="px-2 py-2 font-medium whitespace-nowrap">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {summary.rates.map((rate) => (
                  <tr key={String(rate.ratePercent)}>
                    <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap">
                      {rate.ratePercent === null ? "No GST (bills)" : `${rate.ratePercent * 2}% (CGST ${rate.ratePercent}% + SGST ${rate.ratePercent}%)`}
                    </th>
                    <td className="px-2 py-2">{rate.count}</td>
                    {[rate.taxable, rate.cgst, rate.sgst, rate.roundOff, rate.total].map((paise, index) => (
                      <td key={index} className="px-2 py-2 whitespace-nowrap">
                        {rupees(paise)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {summary.cancelled.length ? (
          <div>
            <h4 className="text-sm font-medium text-slate-800">Cancelled (numbers used, not counted above)</h4>
            <ul className="text-sm text-slate-700">
              {summary.cancelled.map((invoice) => (
                <li key={invoice.number}>
                  <span className="font-mono">{invoice.number}</span>, {rupees(invoice.total)}: {invoice.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Form method="post" action="/admin/books/export" reloadDocument>
          <input type="hidden" name="month" value={month} />
          <Button type="submit">Download the invoices (CSV)</Button>
        </Form>
      </div>
      {returns ? <Gstr1Tables month={month} returns={returns} /> : null}
      <div id="to-refund" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="font-semibold">To refund</h3>
        {owed.length === 0 ? (
          <p className="text-sm text-slate-700">No booking holds more than its bill.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {owed.map((booking) => (
              <li key={booking.bookingId} className="py-2">
                {mayOpenBookings ? (
                  <Link to={`/admin/bookings/${booking.bookingId}/bill#to-refund`} className="font-mono font-medium text-brand-700 underline">
                    {booking.reference}
                  </Link>
                ) : (
                  <span className="font-mono font-medium">{booking.reference}</span>
                )}
                : <span className="font-semibold">{rupees(booking.refundDue)} to refund</span> ({rupees(booking.paid)} paid
                {booking.refunded > 0 ? `, ${rupees(booking.refunded)} refunded` : ""}, total {rupees(booking.total)})
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
