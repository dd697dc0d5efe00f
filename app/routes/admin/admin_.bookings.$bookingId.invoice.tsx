import { Link, type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";

import { actorOf, requireBookingFor, requireDesk } from "~/auth.server";
import { invoiceCopies, InvoiceDocument, particularsOf } from "~/components/billing/invoice-document";
import { PrintButton } from "~/components/billing/print-button";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { can } from "~/lib/auth/capabilities";
import { rupeesInWords } from "~/lib/billing/amount-in-words";
import { portalDate } from "~/lib/billing/gstr1";
import { visitText } from "~/lib/booking/customer-text";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { saidLines } from "~/lib/i18n/outcome.server";
import { formatIstDate } from "~/lib/time/ist";
import { listInvoices } from "~/models/invoices.server";
import { noteBookingView } from "~/models/privacy.server";
import { timeSlotLabels } from "~/models/settings.server";
import { listVisitPhotos } from "~/models/visit-photos.server";

// The office's copy of a booking's invoice, to print for a business customer who needs its GSTIN
// on the paper: the invoice with its recipient (name, address, GSTIN) and every copy the law asks
// for, in the account's language. Staff never hold the customer's own link, and the view link's
// invoice names nobody (docs/security.md), so this is the one place staff see the whole invoice.
// The desk opens any booking's; a technician's address of it leads to his job screen (the bill's
// rule). Never cached.
export const handle: RouteHandle = { publicChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: page ? `${page.invoice.gstin ? t("customer.taxInvoice") : t("customer.billDocument")} ${page.invoice.number} - ${business.name}` : business.name },
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireDesk(request, params.bookingId);
  const booking = await requireBookingFor(admin, params.bookingId);
  if (!can(admin.role, "bookings.read.unrecorded")) noteBookingView(actorOf(request, admin), booking);
  const invoices = await listInvoices(booking.id);
  const asked = new URL(request.url).searchParams.get("invoice");
  const invoice = asked ? invoices.find((one) => one.number === asked) : (invoices.find((one) => !one.cancelledAt) ?? invoices.at(-1));
  // No invoice issued yet (or no such number): the bill, where one is issued.
  if (!invoice) throw redirect(`/admin/bookings/${booking.id}/bill`, 303);
  const t = serverTranslator(admin.language);
  // Its lines as the account's language says them (a plan's note), the owner's item names as typed.
  const { particulars, recipient } = particularsOf({ ...invoice, lines: saidLines(admin.language, invoice.lines) });
  const cancelledOn = invoice.cancelledAt && formatIstDate(invoice.cancelledAt, LANGUAGES[admin.language].tag);
  return {
    messages: messagesFor(admin.language, "customer", "admin"),
    invoice: particulars,
    recipient,
    copies: invoiceCopies(invoice, recipient),
    extras: {
      date: portalDate(invoice.issuedAt),
      inWords: rupeesInWords(invoice.total),
      warrantyDays: env().REPAIR_WARRANTY_DAYS,
      reference: booking.reference,
      visit: visitText(t, booking.visit_date, (await timeSlotLabels()).get(booking.time_slot)),
      cancelledOn: cancelledOn ? t("customer.cancelledOn", { date: cancelledOn, reason: invoice.cancelReason }) : null,
      signatory: env().INVOICE_SIGNATORY ?? null,
    },
    billPage: `/admin/bookings/${booking.id}/bill`,
    // The customer's signature for the work, on the office's copy (not the customer's own).
    signature: await officeSignature(booking.id, admin.language),
  };
}

async function officeSignature(bookingId: number, locale: Locale) {
  const signed = (await listVisitPhotos(bookingId, ["signature"])).at(-1);
  if (!signed) return null;
  const t = serverTranslator(locale);
  return { src: `/admin/photos/${signed.id}`, text: t("field.signedBy", { name: signed.signerName, time: formatIstDate(signed.at, LANGUAGES[locale].tag) }) };
}

export default function OfficeInvoice() {
  const { invoice, recipient, copies, extras, billPage, signature } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 bg-white px-4 py-8 print:max-w-none print:p-0">
      {copies.map((copy, index) =>
        index === 0 ? (
          <InvoiceDocument key={copy ?? "one"} invoice={invoice} recipient={recipient} extras={extras} copy={copy} />
        ) : (
          <div key={copy} className="hidden break-before-page print:block">
            <InvoiceDocument invoice={invoice} recipient={recipient} extras={extras} copy={copy} />
          </div>
        ),
      )}
      {signature ? (
        <figure className="space-y-1">
          <img src={signature.src} alt={signature.text} className="h-20 w-auto" />
          <figcaption className="text-sm text-slate-700">{signature.text}</figcaption>
        </figure>
      ) : null}
      <div className="flex flex-wrap gap-3 print:hidden">
        <PrintButton>{t("customer.print")}</PrintButton>
        <Link to={billPage} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("admin.backToBill")}
        </Link>
      </div>
    </main>
  );
}
