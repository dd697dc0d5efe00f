import { data, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";

import { invoiceCopies, InvoiceDocument, particularsOf } from "~/components/billing/invoice-document";
import { PrintButton } from "~/components/billing/print-button";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { rupeesInWords } from "~/lib/billing/amount-in-words";
import { PAYMENT_METHODS, rupees } from "~/lib/billing/bill";
import { portalDate } from "~/lib/billing/gstr1";
import { visitText } from "~/lib/booking/customer-text";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES, localeOf, localePath } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { saidLines } from "~/lib/i18n/outcome.server";
import { formatIstDate } from "~/lib/time/ist";
import { customerBill } from "~/models/customer-bill.server";
import { findBookingByToken } from "~/models/customer-bookings.server";
import { listInvoices } from "~/models/invoices.server";

// A booking's invoice (a tax invoice with a GSTIN, a bill without), by the same unguessable token
// as its page: a page to print on A4 or save as a PDF from a phone, with the payments and what is
// due. Never indexed, never cached (the default for a page that is not public). By the view link
// (docs/security.md) it is the same invoice without its recipient (name, address, GSTIN), the
// reason staff gave for a cancellation, or the payments' references: what is billed and whether it
// is paid, not who to.
export const handle: RouteHandle = { publicChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const title = data ? `${data.invoice.gstin ? t("customer.taxInvoice") : t("customer.billDocument")} ${data.invoice.number}` : t("customer.notFound");
  return [{ title: `${title} - ${business.name}` }, { name: "robots", content: "noindex,nofollow" }];
};

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const tag = LANGUAGES[locale].tag;
  const booking = await findBookingByToken(params.token);
  const bill = booking && (await customerBill(booking, locale));
  const invoices = booking ? await listInvoices(booking.id) : [];
  // The first invoice in force; one asked for by its number (a later one in force, a cancelled one); or the last cancelled.
  const asked = new URL(request.url).searchParams.get("invoice");
  const invoice = asked ? invoices.find((one) => one.number === asked) : (invoices.find((one) => !one.cancelledAt) ?? invoices.at(-1));
  // Nothing issued yet is no invoice: the same 404 as a wrong token.
  if (!booking || !bill || !invoice) throw data("Receipt not found", { status: 404 });
  const full = booking.access === "full";
  // Its lines as the page's language says them (a plan's note), the owner's item names as typed.
  const { particulars, recipient } = particularsOf({ ...invoice, lines: saidLines(locale, invoice.lines) });
  const cancelledOn = invoice.cancelledAt && formatIstDate(invoice.cancelledAt, tag);
  return {
    messages: messagesFor(locale, "customer"),
    invoice: particulars,
    recipient: full ? recipient : null,
    copies: invoiceCopies(invoice, full ? recipient : null),
    extras: {
      // An invoice's date as the GST law's documents write it, in every language: 28-11-2026.
      date: portalDate(invoice.issuedAt),
      inWords: rupeesInWords(invoice.total),
      warrantyDays: env().REPAIR_WARRANTY_DAYS,
      reference: booking.reference,
      visit: visitText(t, booking.visit_date, booking.slotLabel),
      cancelledOn: cancelledOn
        ? full
          ? t("customer.cancelledOn", { date: cancelledOn, reason: invoice.cancelReason })
          : t("customer.cancelledOnDay", { date: cancelledOn })
        : null,
      signatory: env().INVOICE_SIGNATORY ?? null,
    },
    cancelled: invoices.filter((one) => one.cancelledAt && one.number !== invoice.number).map((one) => one.number),
    // The booking's other invoices in force (a part invoiced at a return visit).
    alsoInForce: invoices.filter((one) => !one.cancelledAt && one.number !== invoice.number).map((one) => one.number),
    inForce: !invoice.cancelledAt,
    bill,
    bookingPage: localePath(locale, `/booking/${booking.token}`),
    receiptPage: localePath(locale, `/booking/${booking.token}/receipt`),
  };
}

export default function Receipt() {
  const { invoice, recipient, copies, extras, cancelled, alsoInForce, inForce, bill, bookingPage, receiptPage } = useLoaderData<typeof loader>();
  const t = useT();
  const tag = LANGUAGES[t.locale].tag;
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 bg-white px-4 py-8 print:max-w-none print:p-0">
      {copies.map((copy, index) =>
        index === 0 ? (
          <InvoiceDocument key={copy ?? "view"} invoice={invoice} recipient={recipient} extras={extras} copy={copy} />
        ) : (
          // The supplier's and transporter's copies: printed on pages of their own, not shown on screen.
          <div key={copy} className="hidden break-before-page print:block">
            <InvoiceDocument invoice={invoice} recipient={recipient} extras={extras} copy={copy} />
          </div>
        ),
      )}
      {inForce ? (
        <section aria-labelledby="payments-heading" className="space-y-2 border-t border-slate-200 pt-4">
          <h2 id="payments-heading" className="font-semibold text-slate-900">
            {t("customer.payments")}
          </h2>
          <ul className="divide-y divide-slate-100 text-sm">
            {bill.payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-3 py-1.5">
                <span>
                  {payment.on} · {PAYMENT_METHODS[payment.method]}
                  {payment.reference ? <span className="break-all text-slate-600"> · {payment.reference}</span> : null}
                </span>
                <span className="whitespace-nowrap">{rupees(payment.amountPaise, tag)}</span>
              </li>
            ))}
          </ul>
          <p className={`text-xl font-bold ${bill.due === 0 ? "text-emerald-800" : "text-slate-900"}`}>
            {bill.due === 0 ? t("customer.paid") : `${t("customer.amountDue")}: ${rupees(bill.due, tag)}`}
          </p>
        </section>
      ) : null}
      {(
        [
          ["customer.otherInvoices", alsoInForce],
          ["customer.earlierInvoices", cancelled],
        ] as const
      ).map(([label, numbers]) =>
        numbers.length ? (
          <nav key={label} aria-label={t(label)} className="text-sm print:hidden">
            <p className="font-medium text-slate-700">{t(label)}</p>
            <ul className="flex flex-wrap gap-3">
              {numbers.map((number) => (
                <li key={number}>
                  <Link to={`${receiptPage}?invoice=${encodeURIComponent(number)}`} className="font-mono text-brand-700 underline">
                    {number}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null,
      )}
      <div className="flex flex-wrap gap-3 print:hidden">
        <PrintButton>{t("customer.print")}</PrintButton>
        <Link to={bookingPage} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("customer.backToBooking")}
        </Link>
      </div>
    </main>
  );
}
