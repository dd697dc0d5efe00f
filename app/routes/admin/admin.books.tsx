import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireAdmin } from "~/auth.server";
import { useStaffFormat } from "~/components/admin/staff-format";
import { GatewayBooksSection } from "~/components/billing/gateway-books";
import { Gstr1Tables } from "~/components/billing/gstr1-tables";
import { Gstr3bTable } from "~/components/billing/gstr3b-table";
import { UninvoicedReceipts } from "~/components/billing/uninvoiced-receipts";
import { ErrorSummary, inputClass, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { Button, buttonClass } from "~/components/ui/button";
import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { reconcileNow } from "~/jobs/gateway-wake.server";
import { can } from "~/lib/auth/capabilities";
import { gstr3b } from "~/lib/billing/gstr3b";
import { offlineAware } from "~/lib/forms/answer";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { doneToast } from "~/lib/i18n/outcome.server";
import * as clock from "~/lib/time/clock.server";
import { formatVisitDay, istDateString } from "~/lib/time/ist";
import { askedMonth, gstSummary, monthCreditNotes, monthInvoices, monthReturns } from "~/models/books.server";
import { filedMonth, fileMonth, monthEnded } from "~/models/credit-notes.server";
import { gatewayBooks, monthSpan } from "~/models/gateway-reconciliation.server";
import { refundsOwed } from "~/models/refunds.server";
import { uninvoicedReceipts } from "~/models/uninvoiced.server";
import { intent, refusedBy, staffAction } from "~/staff/action.server";

export const meta: MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("books.metaTitle") }, { name: "robots", content: "noindex,nofollow" }];

// The accountant's month: the GST summary of the invoices issued in it, GSTR-1's tables and GSTR-3B's Table 3.1, the credit
// notes issued in it, and its files (admin.books_.export.tsx); whether it is filed (the owner marks
// it, closing its invoices to cancellation); and every booking holding money beyond its bill, to refund.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "books.read");
  const url = new URL(request.url);
  // ?range=today: the invoices issued today (this month's, less the other days).
  const todayDay = istDateString(clock.now());
  const today = url.searchParams.get("range") === "today" ? todayDay : null;
  const month = today ? today.slice(0, 7) : askedMonth(url.searchParams.get("month"), clock.now());
  const [invoices, credits, filed] = await Promise.all([monthInvoices(month), monthCreditNotes(month), filedMonth(month)]);
  const returns = env().GSTIN ? monthReturns(invoices, credits) : null;
  return {
    // The page's words in the reader's language.
    messages: messagesFor(admin.language, "books"),
    month,
    today: today ? formatVisitDay(today, LANGUAGES[admin.language].tag) : null,
    summary: gstSummary(today ? invoices.filter((invoice) => istDateString(new Date(invoice.issuedAt)) === today) : invoices),
    // GSTR-1's tables and GSTR-3B's Table 3.1 from them, for a business registered for GST (without a GSTIN it files none).
    returns,
    gstr3b: returns ? gstr3b(returns) : null,
    credits: credits.map(({ lines: _lines, customerAddress: _address, ...note }) => note),
    filed,
    // Only a month that has ended can be marked filed: the month under way still takes invoices.
    mayFile: can(admin.role, "books.file") && !filed && monthEnded(month, clock.now()),
    // Said in the reader's language, where the control would be.
    notEnded: monthEnded(month, clock.now()) ? null : serverTranslator(admin.language)("admin.monthNotEnded", { month }),
    owed: await refundsOwed(),
    uninvoiced: await uninvoicedReceipts(month),
    // The accountant reads the books and opens no booking: the references are not links for her.
    mayOpenBookings: can(admin.role, "bookings.read"),
    // The payment gateway's month, when one is configured (app/components/billing/gateway-books.tsx).
    gateway: gatewayConfig(env()).on ? await gatewayBooks(...monthSpan(month)) : null,
    mayReconcile: can(admin.role, "gateway.reconcile"),
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
          if (outcome.status === "refused") return refusedBy(outcome);
          return redirectWithToast(`/admin/books?month=${value.month}`, doneToast(admin.language, outcome.value));
        },
      }),
      // The payment gateway's reconciliation job, run now: what it finds shows on the next look.
      reconcile: intent({
        capability: "gateway.reconcile",
        schema: z.object({}),
        handler: async ({ admin }) => {
          reconcileNow();
          return redirectWithToast("/admin/books#gateway", { title: serverTranslator(admin.language)("books.reconcileAsked") });
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
  const t = useT();
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={answer?.intent === "file-month"}>
      <summary className="cursor-pointer text-sm font-medium text-slate-900">{t("books.markFiled", { month })}</summary>
      <Form method="post" {...form} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="file-month" />
        <input type="hidden" name="month" value={month} />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">{t("books.markFiledText", { month })}</p>
        <SubmitButton pending={useIsPending({ intent: "file-month" })}>{t("books.markFiledConfirm", { month })}</SubmitButton>
      </Form>
    </details>
  );
}

export default function Books() {
  const { month, today, summary, returns, gstr3b, credits, filed, mayFile, notEnded, owed, uninvoiced, mayOpenBookings, gateway, mayReconcile } =
    useLoaderData<typeof loader>();
  const inForce = summary.rates.reduce((sum, rate) => sum + rate.count, 0);
  const t = useT();
  const { money, when } = useStaffFormat();
  return (
    <section aria-labelledby="books-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="books-heading" className="text-xl font-semibold text-slate-900">
          {today ? t("books.headingToday", { day: today }) : t("books.heading", { month })}
        </h2>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium text-slate-800">
            {t("books.month")}
            <input type="month" name="month" defaultValue={month} className={`${inputClass} mt-1`} />
          </label>
          <Button type="submit" variant="outline">
            {t("books.show")}
          </Button>
          <Link
            to="?range=today"
            aria-current={today ? "true" : undefined}
            className={buttonClass({ variant: "outline", className: "aria-[current]:bg-brand-700 aria-[current]:text-white" })}
          >
            {t("books.today")}
          </Link>
        </Form>
      </div>
      {today ? <p className="text-sm text-slate-700">{t("books.todayNote")}</p> : null}
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="font-semibold">{t("books.gstSummary")}</h3>
        <p className="text-sm text-slate-700">
          {summary.count === 0
            ? t(today ? "books.noInvoicesToday" : "books.noInvoices")
            : t(summary.count === 1 ? "books.invoicesIssuedOne" : "books.invoicesIssued", {
                count: summary.count,
                first: summary.first ?? "",
                last: summary.last ?? "",
                inForce,
                cancelled: summary.cancelled.length,
              })}
        </p>
        {summary.rates.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-b border-slate-200 text-left text-slate-600">
                <tr>
                  {[t("books.rate"), t("books.invoices"), t("books.taxable"), "CGST", "SGST", "IGST", t("books.roundOff"), t("books.total")].map((heading) => (
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
                      {rate.ratePercent === null ? t("books.noGst") : t("books.rateLine", { total: rate.ratePercent * 2, half: rate.ratePercent })}
                    </th>
                    <td className="px-2 py-2">{rate.count}</td>
                    {[rate.taxable, rate.cgst, rate.sgst, rate.igst, rate.roundOff, rate.total].map((paise, index) => (
                      <td key={index} className="px-2 py-2 whitespace-nowrap">
                        {money(paise)}
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
            <h4 className="text-sm font-medium text-slate-800">{t("books.cancelled")}</h4>
            <ul className="text-sm text-slate-700">
              {summary.cancelled.map((invoice) => (
                <li key={invoice.number}>
                  <span className="font-mono">{invoice.number}</span>, {money(invoice.total)}: {invoice.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {today ? null : (
          <Form method="post" action="/admin/books/export" reloadDocument>
            <input type="hidden" name="month" value={month} />
            <Button type="submit">{t("books.downloadInvoices")}</Button>
          </Form>
        )}
      </div>
      {/* The month's filing, its GSTR-1 and credit notes: on a month, not on Today. */}
      {today ? null : (
        <>
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            {filed ? (
              <p className="text-sm text-slate-800">
                <strong>{t("books.filed", { month })}</strong> {t("books.filedText", { when: when(filed.filedAt), by: filed.filedBy })}
              </p>
            ) : (
              <p className="text-sm text-slate-700">{t("books.open", { month })}</p>
            )}
            {notEnded && !filed ? <p className="mt-1 text-sm text-slate-700">{notEnded}</p> : null}
            {mayFile ? <FileMonthForm month={month} /> : null}
          </div>
          {returns ? <Gstr1Tables month={month} returns={returns} /> : null}
          {gstr3b ? <Gstr3bTable month={month} figures={gstr3b} /> : null}
          <div id="credit-notes" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold">{t("books.creditNotesIn", { month })}</h3>
            {credits.length === 0 ? (
              <p className="text-sm text-slate-700">{t("books.noCreditNotes")}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {credits.map((note) => (
                  <li key={note.number} className="py-2">
                    <Link to={`/admin/credit-notes/${note.id}`} className="font-mono font-medium text-brand-700 underline">
                      {note.number}
                    </Link>{" "}
                    {t("books.against")} <span className="font-mono">{note.invoiceNumber}</span>:{" "}
                    {t("books.creditLine", { total: money(note.total), taxable: money(note.taxable), cgst: money(note.cgst), sgst: money(note.sgst) })}{" "}
                    {note.reason}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      <UninvoicedReceipts rows={uninvoiced} mayOpenBookings={mayOpenBookings} />
      {gateway ? <GatewayBooksSection gateway={gateway} mayReconcile={mayReconcile} mayOpenBookings={mayOpenBookings} /> : null}
      <div id="to-refund" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="font-semibold">{t("books.toRefund")}</h3>
        {owed.length === 0 ? (
          <p className="text-sm text-slate-700">{t("books.nothingToRefund")}</p>
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
                : <span className="font-semibold">{t("books.refundDue", { amount: money(booking.refundDue) })}</span>{" "}
                {t(booking.refunded > 0 ? "books.refundPaidRefunded" : "books.refundPaid", {
                  paid: money(booking.paid),
                  refunded: money(booking.refunded),
                  total: money(booking.total),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
