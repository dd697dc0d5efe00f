import type { ReactNode } from "react";
import { Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";

import { requireBookingFor, requireDesk } from "~/auth.server";
import { useStaffFormat } from "~/components/admin/staff-format";
import { BillTable } from "~/components/billing/bill-table";
import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { business } from "~/content/business";
import { machineName } from "~/content/navigation";
import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { can } from "~/lib/auth/capabilities";
import { rupees } from "~/lib/billing/bill";
import { customerWhatsappHref } from "~/lib/contact/links";
import { offlineAware } from "~/lib/forms/answer";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { saidLines } from "~/lib/i18n/outcome.server";
import { billConstraints } from "~/lib/schemas/bill";
import { partHeadings } from "~/models/bill-parts.server";
import { getBill } from "~/models/bills.server";
import { bookingCreditNotes, isInvoiceMonthFiled } from "~/models/credit-notes.server";
import { listTechnicians } from "~/models/settings.server";

import {
  AddItemForm,
  BusinessCustomerForm,
  CancelInvoiceForm,
  CreditNoteForm,
  DiscountForm,
  PaymentForm,
  RefundForm,
  UnsentNotice,
  useBillWords,
  VoidPaymentForm,
} from "./bill-forms";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: data ? metaTranslator(matches)("bill.metaTitle", { reference: data.booking.reference }) : "Booking not found - Admin" },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireDesk(request, params.bookingId);
  const booking = await requireBookingFor(admin, params.bookingId);
  const bill = await getBill(booking.id);
  if (!bill) throw new Response("Booking not found", { status: 404 });
  const reviewUrl = env().GOOGLE_REVIEW_URL;
  const t = serverTranslator(booking.language);
  const words = serverTranslator(admin.language);
  return {
    // The page's words in the account's language (owner-typed names stay as typed).
    // The words of voids, refunds, cancellations and credit notes only once there is money or an invoice for them.
    messages: messagesFor(
      admin.language,
      "bill",
      ...(bill.payments.length || bill.invoices.length || bill.cancelledInvoices.length ? (["billAfter"] as const) : []),
    ),
    booking: {
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
      status: booking.status,
      // What the work is on: the service, and the brand and machine type when the customer said.
      machine: [
        words.text(booking.service),
        booking.brand === DEFAULT_BRAND ? "" : booking.brand,
        booking.machine_type ? words(machineName(booking.machine_type)) : "",
      ]
        .filter(Boolean)
        .join(" · "),
    },
    // Its lines as the account's language says them (a plan's note), the owner's item names as typed.
    bill: {
      ...bill,
      parts: undefined,
      items: saidLines(admin.language, bill.items),
      // Each invoice and the lines not invoiced yet, when the bill has more than one part.
      headings: partHeadings(bill.parts, ({ invoice, totals }) => {
        const amount = rupees(totals.total, LANGUAGES[admin.language].tag);
        return invoice ? words("bill.partInvoice", { number: invoice.number, amount }) : words("bill.partOpen", { amount });
      }),
    },
    constraints: billConstraints(),
    // An erased booking's bill is read only (but for a refund owed).
    open: booking.erased_at === null,
    // Only the controls the account may use (capabilities.ts): a technician adds items and takes payment.
    // An invoice of a filed month is in a return: it is corrected by a credit note, not cancelled.
    filed: (await Promise.all(bill.invoices.map(async (invoice) => ((await isInvoiceMonthFiled(invoice.issuedAt)) ? invoice.number : "")))).filter(Boolean),
    creditNotes: await bookingCreditNotes(booking.id),
    mayCancel: can(admin.role, "invoice.cancel") && booking.erased_at === null,
    mayCredit: can(admin.role, "credit-note.issue"),
    mayDiscount: can(admin.role, "bill.discount"),
    mayNameCustomer: can(admin.role, "bill.customer"),
    mayVoid: can(admin.role, "bill.void"),
    // Who took a payment the desk records: a technician (the one assigned, first) or the office.
    collectors: { technicians: await listTechnicians(), assigned: booking.technician_id },
    gateway: gatewayConfig(env()).on,
    // Refunds are the desk's: a technician sees what is to refund, not the form. A fresh id records it once.
    refundSubmissionId: can(admin.role, "refund.record") && bill.refundDue > 0 ? crypto.randomUUID() : null,
    // Once the job is done and paid: a WhatsApp message in the customer's language with the review link.
    reviewRequest:
      reviewUrl && booking.status === "completed" && bill.paidAt
        ? customerWhatsappHref(booking.phone, t("staff.reviewRequest", { name: booking.name, business: business.name, url: reviewUrl }))
        : null,
  };
}

export { action } from "./action.server";

export const clientAction = offlineAware();

export default function BookingBill() {
  const {
    booking,
    bill,
    open,
    filed,
    creditNotes,
    mayCancel,
    mayCredit,
    mayDiscount,
    mayNameCustomer,
    mayVoid,
    refundSubmissionId,
    reviewRequest,
    collectors,
    gateway,
  } = useLoaderData<typeof loader>();
  const t = useT();
  const { money, when, tag } = useStaffFormat();
  const answer = useActionData<typeof clientAction>();
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : null);
  const issued = bill.issuedAt !== null;
  const issuing = useIsPending({ intent: "issue" });
  return (
    <section aria-labelledby="bill-heading" className="space-y-4">
      <Link to={`/admin/bookings/${booking.id}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← {t("bill.backToBooking", { reference: booking.reference })}
      </Link>
      <div id="items" className="scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="bill-heading" className="text-xl font-semibold text-slate-900">
            {t("bill.heading")} <span className="font-mono">{booking.reference}</span>: {booking.name}
          </h2>
          <p className="w-full text-sm text-slate-600 sm:order-last">{booking.machine}</p>
          {bill.refundDue > 0 ? (
            <Badge tone="warning">{t("bill.badgeToRefund", { amount: money(bill.refundDue) })}</Badge>
          ) : bill.paidAt ? (
            <Badge tone="success">{t("bill.badgePaid")}</Badge>
          ) : issued ? (
            <Badge tone="warning">{t("bill.badgeIssued", { amount: money(bill.due) })}</Badge>
          ) : (
            <Badge tone="neutral">{t("bill.badgeDraft")}</Badge>
          )}
        </div>
        {bill.items.length === 0 ? <p className="text-sm text-slate-600">{t("bill.noItems")}</p> : null}
        <UnsentNotice id="items-unsent" result={resultOf("remove-item") ?? resultOf("issue")} />
        <BillTable bill={bill} removable={open} words={useBillWords()} locale={tag} />
        {bill.gst ? (
          <p className="text-sm text-slate-600">
            {t(bill.gst.interState ? "bill.gstInterState" : "bill.gstWithinState", {
              gstin: bill.gst.gstin,
              rate: bill.gst.interState ? bill.gst.ratePercent * 2 : bill.gst.ratePercent,
            })}
            {bill.customer ? ` ${t("bill.gstTo", { name: bill.customer.name, gstin: bill.customer.gstin })}` : ""}
          </p>
        ) : null}
        {bill.invoices.map((invoice, index) => (
          <div key={invoice.number} className="space-y-3">
            <p className="text-sm text-slate-700">
              {t(invoice.gstin ? "bill.taxInvoice" : "bill.billWord")} <span className="font-mono font-semibold">{invoice.number}</span>
              {", "}
              {t("bill.issuedFixed", { when: when(invoice.issuedAt) })} <OpenInvoice number={invoice.number}>{t("bill.openInvoice")}</OpenInvoice>{" "}
              <Link
                to={`/admin/bookings/${booking.id}/invoice?invoice=${encodeURIComponent(invoice.number)}`}
                reloadDocument
                className="font-semibold text-brand-700 underline"
              >
                {t("bill.officeCopy")}
              </Link>
            </p>
            {/* A credit note is against the booking's first invoice in force (credit-notes.server.ts). */}
            {filed.includes(invoice.number) ? (
              mayCredit && index === 0 ? (
                <CreditNoteForm answer={answer} number={invoice.number} />
              ) : null
            ) : mayCancel ? (
              <CancelInvoiceForm answer={answer} number={invoice.number} />
            ) : null}
          </div>
        ))}
        {!open ? (
          <p className="text-sm text-slate-700">{t("bill.erased")}</p>
        ) : (
          <>
            {issued && bill.openTotal > 0 ? (
              <p className="text-sm font-medium text-slate-900">{t("bill.openNext", { amount: money(bill.openTotal) })}</p>
            ) : null}
            <AddItemForm answer={answer} />
            {mayDiscount && !issued ? <DiscountForm key={bill.totals.discount} answer={answer} discount={bill.totals.discount} /> : null}
            {mayNameCustomer && bill.gst && !issued ? <BusinessCustomerForm key={bill.customer?.gstin ?? ""} answer={answer} customer={bill.customer} /> : null}
            {bill.openTotal > 0 ? (
              // Asked first: issuing fixes the items and uses the next invoice number for good.
              <details className="rounded-lg border border-slate-200 p-3" open={answer?.intent === "issue"}>
                <summary className="cursor-pointer font-medium text-slate-900">{t("bill.issue")}</summary>
                <Form method="post" preventScrollReset className="mt-3 space-y-3">
                  <input type="hidden" name="intent" value="issue" />
                  <p className="text-sm text-slate-700">{t(bill.gst ? "bill.issueTaxInvoiceText" : "bill.issueBillText")}</p>
                  <SubmitButton pending={issuing} variant="outline">
                    {t("bill.issueConfirm")}
                  </SubmitButton>
                </Form>
              </details>
            ) : null}
          </>
        )}
      </div>

      {creditNotes.length ? (
        <div id="credit-notes" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <h3 className="font-semibold">{t("billAfter.creditNotes")}</h3>
          <ul className="mt-2 space-y-1">
            {creditNotes.map((note) => (
              <li key={note.number}>
                <Link to={`/admin/credit-notes/${note.id}`} className="font-mono font-medium text-brand-700 underline">
                  {note.number}
                </Link>{" "}
                {t("billAfter.creditNoteLine", { invoice: note.invoiceNumber, amount: money(note.total), when: when(note.issuedAt) })}: {note.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {bill.cancelledInvoices.length ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <h3 className="font-semibold">{t("billAfter.cancelledInvoices")}</h3>
          <ul className="mt-2 space-y-1">
            {bill.cancelledInvoices.map((invoice) => (
              <li key={invoice.number}>
                <OpenInvoice number={invoice.number}>{invoice.number}</OpenInvoice>{" "}
                {t("billAfter.cancelledLine", { amount: money(invoice.total), when: when(invoice.cancelledAt!) })}: {invoice.cancelReason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div id="payments" className="scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 className="font-semibold">{t("bill.payments")}</h3>
        {bill.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{t("bill.noPayments")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {bill.payments.map((payment) => (
              <li key={payment.id} className="space-y-1 py-2">
                <p className={`font-medium ${payment.voided ? "text-slate-500 line-through" : "text-slate-900"}`}>
                  {t("bill.paidBy", { amount: money(payment.amountPaise), method: t(`bill.method.${payment.method}`) })}
                  {payment.reference ? <span className="break-all font-normal text-slate-600"> · {payment.reference}</span> : null}
                </p>
                <p className="text-xs text-slate-500">
                  {payment.adminEmail}, {when(payment.recordedAt)}
                </p>
                {payment.voided ? (
                  <p className="break-words text-slate-700">
                    {t("billAfter.voided", { when: when(payment.voided.at) })}: {payment.voided.reason}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {open && mayVoid && bill.payments.some((payment) => !payment.voided) ? (
          <VoidPaymentForm payments={bill.payments.filter((payment) => !payment.voided)} answer={answer} />
        ) : null}
        {bill.refunds.length ? (
          <div>
            <h4 className="text-sm font-medium text-slate-800">{t("billAfter.refunds")}</h4>
            <ul className="divide-y divide-slate-100 text-sm">
              {bill.refunds.map((refund) => (
                <li key={refund.id} className="space-y-1 py-2">
                  <p className="font-medium text-slate-900">
                    {t("billAfter.refundedBy", { amount: money(refund.amountPaise), method: t(`billAfter.refundMethod.${refund.method}`) })}
                    {refund.reference ? <span className="break-all font-normal text-slate-600"> · {refund.reference}</span> : null}
                  </p>
                  <p className="text-xs text-slate-500">
                    {refund.adminEmail}, {when(refund.recordedAt)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {bill.refundDue > 0 ? (
          <div id="to-refund" className="scroll-mt-4 space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-inset ring-amber-200">
            <p className="font-semibold text-amber-950">
              {t(bill.refunded > 0 ? "billAfter.toRefundRefunded" : "billAfter.toRefund", {
                due: money(bill.refundDue),
                paid: money(bill.paid),
                refunded: money(bill.refunded),
                total: money(bill.totals.total),
              })}
            </p>
            {refundSubmissionId ? (
              <RefundForm key={bill.refundDue} answer={answer} refundDue={bill.refundDue} submissionId={refundSubmissionId} />
            ) : (
              <p className="text-sm text-amber-900">{t("billAfter.refundByOffice")}</p>
            )}
          </div>
        ) : null}
        {open && bill.due > 0 ? <PaymentForm key={bill.due} answer={answer} due={bill.due} collectors={collectors} gateway={gateway} /> : null}
        {reviewRequest ? (
          <a href={reviewRequest} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "whatsapp" })}>
            {t("bill.askReview")}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Opens an invoice (the one in force, or a cancelled one by its number) in a new tab: a native
 * post, audited, answered with the customer's invoice page by the view link. Not noreferrer: the
 * post would then carry "Origin: null", which the same-origin check refuses.
 */
function OpenInvoice({ number, children }: { number?: string; children: ReactNode }) {
  return (
    <form method="post" target="_blank" rel="noopener" className="inline">
      <input type="hidden" name="intent" value="open-invoice" />
      {number ? <input type="hidden" name="invoice" value={number} /> : null}
      <button type="submit" className={`font-medium text-brand-700 underline ${number ? "font-mono" : ""}`}>
        {children}
      </button>
    </form>
  );
}
