import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";

import { BillTable } from "~/components/billing/bill-table";
import { billWords } from "~/components/billing/customer-bill";
import { PrintButton } from "~/components/billing/print-button";
import { business } from "~/content/business";
import { PAYMENT_METHODS, rupees } from "~/lib/billing/bill";
import { visitText } from "~/lib/booking/customer-text";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES, localeOf, localePath } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { customerBill } from "~/models/customer-bill.server";
import { findBookingByToken } from "~/models/customer-bookings.server";

// A booking's receipt, by the same unguessable token as its page: a page to print on A4 or save
// as a PDF from a phone. Never indexed, never cached (the default for a page that is not public).
export const handle: RouteHandle = { publicChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const title = data ? `${t("customer.receiptTitle")} ${data.reference}` : t("customer.notFound");
  return [{ title: `${title} - ${business.name}` }, { name: "robots", content: "noindex,nofollow" }];
};

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const booking = await findBookingByToken(params.token);
  const bill = booking && (await customerBill(booking, locale));
  // No bill yet is no receipt: the same 404 as a wrong token.
  if (!booking || !bill) throw data("Receipt not found", { status: 404 });
  return {
    messages: messagesFor(locale, "customer"),
    reference: booking.reference,
    name: booking.name,
    visit: visitText(serverTranslator(locale), booking.visit_date, booking.slotLabel),
    bill,
    bookingPage: localePath(locale, `/booking/${booking.token}`),
  };
}

export default function Receipt() {
  const { reference, name, visit, bill, bookingPage } = useLoaderData<typeof loader>();
  const t = useT();
  const tag = LANGUAGES[t.locale].tag;
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 bg-white px-4 py-8 print:max-w-none print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-xl font-bold text-brand-900">{business.name}</p>
          <p className="text-sm text-slate-700">{t("common.address")}</p>
          <p className="text-sm text-slate-700">{business.phoneDisplay}</p>
          {bill.gst ? <p className="text-sm text-slate-700">GSTIN {bill.gst.gstin}</p> : null}
        </div>
        <div className="sm:text-right">
          <h1 className="text-2xl font-bold text-slate-900">{t("customer.receiptTitle")}</h1>
          <p className="font-mono text-lg">{t("customer.receiptFor", { reference })}</p>
        </div>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Line term={t("customer.name")}>{name}</Line>
        <Line term={t("customer.visit")}>{visit}</Line>
      </dl>
      <BillTable bill={bill} words={billWords(t)} locale={tag} />
      <section aria-labelledby="payments-heading" className="space-y-2">
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
      <div className="flex flex-wrap gap-3 print:hidden">
        <PrintButton>{t("customer.print")}</PrintButton>
        <Link to={bookingPage} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("customer.backToBooking")}
        </Link>
      </div>
    </main>
  );
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
