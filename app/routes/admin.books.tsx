import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireAdmin } from "~/auth.server";
import { Gstr1Tables } from "~/components/billing/gstr1-tables";
import { ErrorSummary, inputClass, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { env } from "~/env.server";
import { can } from "~/lib/auth/capabilities";
import { rupees } from "~/lib/billing/bill";
import { offlineAware } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { serverTranslator } from "~/lib/i18n/messages.server";
import * as clock from "~/lib/time/clock.server";
import { formatIstDateTime } from "~/lib/time/ist";
import { askedMonth, gstSummary, monthCreditNotes, monthInvoices, monthReturns } from "~/models/books.server";
import { filedMonth, fileMonth, monthEnded } from "~/models/credit-notes.server";
import { refundsOwed } from "~/models/refunds.server";
import { intent, refusal, staffAction } from "~/staff/action.server";

export const meta: MetaFunction = () => [{ title: "Books - Admin" }, { name: "robots", content: "noindex,nofollow" }];

// The accountant's month: the GST summary of the invoices issued in it, GSTR-1's tables, the credit
// notes issued in it, and its files (admin.books_.export.tsx); whether it is filed (the owner marks
// it, closing its invoices to cancellation); and every booking holding money beyond its bill, to refund.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "books.read");
  const month = askedMonth(new URL(request.url).searchParams.get("month"), clock.now());
  const [invoices, credits, filed] = await Promise.all([monthInvoices(month), monthCreditNotes(month), filedMonth(month)]);
  return {
    month,
    summary: gstSummary(invoices),
    // GSTR-1's tables, for a business registered for GST (without a GSTIN it files none).
    returns: env().GSTIN ? monthReturns(invoices, credits) : null,
    credits: credits.map(({ lines: _lines, customerAddress: _address, ...note }) => note),
    filed,
    // Only a month that has ended can be marked filed: the month under way still takes invoices.
    mayFile: can(admin.role, "books.file") && !filed && monthEnded(month, clock.now()),
    // Said in the reader's language, where the control would be.
    notEnded: monthEnded(month, clock.now()) ? null : serverTranslator(admin.language)("admin.monthNotEnded", { month }),
    owed: await refundsOwed(),
    // The accountant reads the books and opens no booking: the references are not links for her.
    mayOpenBookings: can(admin.role, "bookings.read"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, {
    intents: {
      "file-month": intent({
        capability: "books.file",
        schema: z.object({ month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month")) }),
        handler: async ({ admin, value }) => {
          const outcome = await fileMonth(value.month, admin.actor);
          if (outcome.status === "refused")
            return refusal(outcome.notEnded ? serverTranslator(admin.language)("admin.monthNotEnded", { month: value.month }) : outcome.message, {
              status: 409,
            });
          return redirectWithToast(`/admin/books?month=${value.month}`, { title: outcome.done });
        },
      }),
    },
  });
}

export const clientAction = offlineAware();

/** The owner marks the month filed once its GSTR-1 is filed, asked first: its invoices are then closed. */
function FileMonthForm({ month }: { month: string }) {
  const answer = useActionData<typeof clientAction>();
  const { form, summary } = useForm({ id: "file-month", fields: [], answer, intent: "file-month" });
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={answer?.intent === "file-month"}>
      <summary className="cursor-pointer text-sm font-medium text-slate-900">Mark {month} as filed</summary>
      <Form method="post" {...form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="file-month" />
        <input type="hidden" name="month" value={month} />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">
          Once GSTR-1 for {month} is filed on the portal. Its invoices can then no longer be cancelled: a mistake in one is corrected by a credit note, reported
          in the month it is issued. This cannot be undone.
        </p>
        <SubmitButton pending={useIsPending({ intent: "file-month" })}>Yes, {month} is filed</SubmitButton>
      </Form>
    </details>
  );
}

export default function Books() {
  const { month, summary, returns, credits, filed, mayFile, notEnded, owed, mayOpenBookings } = useLoaderData<typeof loader>();
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
                  {["Rate", "Invoices", "Taxable value", "CGST", "SGST", "IGST", "Round-off", "Total"].map((heading) => (
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
                      {rate.ratePercent === null
                        ? "No GST (bills)"
                        : `${rate.ratePercent * 2}% (CGST ${rate.ratePercent}% + SGST ${rate.ratePercent}%, or IGST)`}
                    </th>
                    <td className="px-2 py-2">{rate.count}</td>
                    {[rate.taxable, rate.cgst, rate.sgst, rate.igst, rate.roundOff, rate.total].map((paise, index) => (
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
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        {filed ? (
          <p className="text-sm text-slate-800">
            <strong>{month} is filed</strong> (marked {formatIstDateTime(filed.filedAt)} by {filed.filedBy}): its invoices are closed; corrections are by credit
            note.
          </p>
        ) : (
          <p className="text-sm text-slate-700">{month} is open: its invoices can still be cancelled.</p>
        )}
        {notEnded && !filed ? <p className="mt-1 text-sm text-slate-700">{notEnded}</p> : null}
        {mayFile ? <FileMonthForm month={month} /> : null}
      </div>
      {returns ? <Gstr1Tables month={month} returns={returns} /> : null}
      <div id="credit-notes" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="font-semibold">Credit notes issued in {month}</h3>
        {credits.length === 0 ? (
          <p className="text-sm text-slate-700">No credit note was issued this month.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {credits.map((note) => (
              <li key={note.number} className="py-2">
                <Link to={`/admin/credit-notes/${note.id}`} className="font-mono font-medium text-brand-700 underline">
                  {note.number}
                </Link>{" "}
                against <span className="font-mono">{note.invoiceNumber}</span>: {rupees(note.total)} (taxable {rupees(note.taxable)}, CGST {rupees(note.cgst)},
                SGST {rupees(note.sgst)}). {note.reason}
              </li>
            ))}
          </ul>
        )}
      </div>
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
