import type { ReactNode } from "react";
import { type ActionFunctionArgs, data, Form, Link, type LoaderFunctionArgs, type MetaFunction, redirect, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireBookingFor, requireDesk, requireDeskBookingFor } from "~/auth.server";
import { BillTable } from "~/components/billing/bill-table";
import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { business } from "~/content/business";
import { machineTitle } from "~/content/machines";
import { env } from "~/env.server";
import { can } from "~/lib/auth/capabilities";
import { PAYMENT_METHODS, REFUND_METHODS, rupees } from "~/lib/billing/bill";
import { ERASED_REFUSAL } from "~/lib/booking/erased";
import { customerWhatsappHref } from "~/lib/contact/links";
import { offlineAware } from "~/lib/forms/answer";
import { parseRowId } from "~/lib/forms/row-id";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import {
  billConstraints,
  billDiscountSchema,
  billItemSchema,
  businessCustomerSchema,
  cancelInvoiceSchema,
  creditNoteSchema,
  paymentSchema,
  refundSchema,
  voidPaymentSchema,
} from "~/lib/schemas/bill";
import { formatIstDateTime } from "~/lib/time/ist";
import {
  addBillItem,
  type BillChange,
  cancelInvoice,
  getBill,
  issueBill,
  removeBillItem,
  setBillDiscount,
  setBusinessCustomer,
  voidPayment,
} from "~/models/bills.server";
import { bookingCreditNotes, isInvoiceMonthFiled, issueCreditNote } from "~/models/credit-notes.server";
import { openInvoiceLink } from "~/models/customer-bookings.server";
import { recordRefund } from "~/models/refunds.server";
import { listTechnicians } from "~/models/settings.server";
import { intent, refusal, staffAction } from "~/staff/action.server";
import { open, takePayment } from "~/staff/booking-intents.server";

import {
  AddItemForm,
  BusinessCustomerForm,
  CancelInvoiceForm,
  CreditNoteForm,
  DiscountForm,
  PaymentForm,
  RefundForm,
  UnsentNotice,
  VoidPaymentForm,
} from "./bill-forms";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Bill for ${data.booking.reference} - Admin` : "Booking not found - Admin" },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireDesk(request, params.bookingId);
  const booking = await requireBookingFor(admin, params.bookingId);
  const bill = await getBill(booking.id);
  if (!bill) throw new Response("Booking not found", { status: 404 });
  const reviewUrl = env().GOOGLE_REVIEW_URL;
  const t = serverTranslator(booking.language);
  return {
    booking: {
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
      status: booking.status,
      // What the work is on: the service, and the brand and machine type when the customer said.
      machine: [booking.service, booking.brand === DEFAULT_BRAND ? "" : booking.brand, machineTitle(booking.machine_type)].filter(Boolean).join(" · "),
    },
    bill,
    constraints: billConstraints(),
    // An erased booking's bill is read only (but for a refund owed).
    open: booking.erased_at === null,
    // Only the controls the account may use (capabilities.ts): a technician adds items and takes payment.
    // An invoice of a filed month is in a return: it is corrected by a credit note, not cancelled.
    monthFiled: bill.invoice ? await isInvoiceMonthFiled(bill.invoice.issuedAt) : false,
    creditNotes: await bookingCreditNotes(booking.id),
    mayCancel: can(admin.role, "invoice.cancel") && booking.erased_at === null,
    mayCredit: can(admin.role, "credit-note.issue"),
    mayDiscount: can(admin.role, "bill.discount"),
    mayNameCustomer: can(admin.role, "bill.customer"),
    mayVoid: can(admin.role, "bill.void"),
    // Who took a payment the desk records: a technician (the one assigned, first) or the office.
    collectors: { technicians: await listTechnicians(), assigned: booking.technician_id },
    // Refunds are the desk's: a technician sees what is to refund, not the form. A fresh id records it once.
    refundSubmissionId: can(admin.role, "refund.record") && bill.refundDue > 0 ? crypto.randomUUID() : null,
    // Once the job is done and paid: a WhatsApp message in the customer's language with the review link.
    reviewRequest:
      reviewUrl && booking.status === "completed" && bill.paidAt
        ? customerWhatsappHref(booking.phone, t("staff.reviewRequest", { name: booking.name, business: business.name, url: reviewUrl }))
        : null,
  };
}

// A technician on site builds the bill, issues it, and records what the customer paid; the desk
// sets a discount, voids a payment, cancels an invoice and records a refund. Each intent is a row
// (its capability, schema and handler); a success is a toast on this page at the part that
// changed, a refusal comes back in place at its form.
export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireDeskBookingFor(admin, params.bookingId),
    intents: (booking) => {
      const path = `/admin/bookings/${booking.id}/bill`;
      const answer = async (change: Promise<BillChange>, anchor: string) => {
        const outcome = await change;
        if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
        if (outcome.status === "refused") return refusal(outcome.message, { status: 409 });
        return redirectWithToast(`${path}#${anchor}`, { title: outcome.done });
      };
      // Money is refused in place, with what was typed: a reused UTR, more than is due or to refund.
      const money = async (change: Promise<BillChange & { field?: string }>, anchor = "payments") => {
        const outcome = await change;
        if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
        if (outcome.status === "refused") return refusal(outcome.message, { field: outcome.field });
        return redirectWithToast(`${path}#${anchor}`, { title: outcome.done });
      };
      return {
        // The invoice as the customer prints it, in their language, by the view link (it changes
        // nothing; never the customer's own): the page holds no link, opening it is audited.
        "open-invoice": intent({
          capability: "bookings.read",
          schema: z.object({ invoice: z.optional(z.string()) }),
          handler: async ({ admin, value }) => {
            const viewToken = await openInvoiceLink(booking.id, admin.actor);
            if (!viewToken) throw data("Booking not found", { status: 404 });
            const number = value.invoice ?? "";
            const receipt = localePath(booking.language, `/booking/${viewToken}/receipt`);
            return redirect(/^[\w/-]{1,20}$/.test(number) ? `${receipt}?invoice=${encodeURIComponent(number)}` : receipt, 303);
          },
        }),
        // An erased booking's bill no longer changes; money owed back to its customer is still recorded.
        refund: intent({
          capability: "refund.record",
          schema: refundSchema,
          handler: ({ admin, value }) =>
            money(
              recordRefund(
                booking.id,
                { method: value.method, amountPaise: value.amount, reference: value.reference ?? "", submissionId: value.submissionId },
                admin.actor,
              ),
            ),
        }),
        pay: intent({
          capability: "payment.take",
          schema: paymentSchema,
          handler: ({ admin, value }) => money(takePayment(booking, admin, value)),
        }),
        "add-item": intent({
          capability: "bill.edit",
          schema: billItemSchema,
          handler: ({ admin, value }) => {
            const item = {
              description: value.description,
              quantity: value.quantity,
              unitPaise: value.unitPrice,
              kind: value.kind,
              hsn: value.kind === "part" ? (value.hsn ?? "") : "",
            };
            // Refused in place (a part without the HSN the business must print), with what was typed.
            return money(addBillItem(open(booking).id, item, admin.actor), "items");
          },
        }),
        "remove-item": intent({
          capability: "bill.edit",
          schema: z.object({ id: z.optional(z.string()) }),
          handler: async ({ admin, value }) => {
            const item = parseRowId(value.id);
            if (!item) return refusal("That item is not on the bill.");
            return answer(removeBillItem(open(booking).id, item, admin.actor), "items");
          },
        }),
        issue: intent({ capability: "bill.edit", schema: z.object({}), handler: ({ admin }) => answer(issueBill(open(booking).id, admin.actor), "items") }),
        // A discount, a void and a cancelled invoice are the office's: a technician adds items and takes payment.
        "business-customer": intent({
          capability: "bill.customer",
          schema: businessCustomerSchema,
          handler: ({ admin, value }) => answer(setBusinessCustomer(open(booking).id, value, admin.actor), "items"),
        }),
        "remove-business-customer": intent({
          capability: "bill.customer",
          schema: z.object({}),
          handler: ({ admin }) => answer(setBusinessCustomer(open(booking).id, null, admin.actor), "items"),
        }),
        discount: intent({
          capability: "bill.discount",
          schema: billDiscountSchema,
          handler: ({ admin, value }) => answer(setBillDiscount(open(booking).id, value.discount, admin.actor), "items"),
        }),
        void: intent({
          capability: "bill.void",
          schema: voidPaymentSchema,
          handler: ({ admin, value }) => answer(voidPayment(open(booking).id, value.payment, value.reason, admin.actor), "payments"),
        }),
        "cancel-invoice": intent({
          capability: "invoice.cancel",
          schema: cancelInvoiceSchema,
          handler: ({ admin, value }) => answer(cancelInvoice(open(booking).id, value.reason, admin.actor), "items"),
        }),
        // Refused in place, with what was typed: more than is left to credit.
        "credit-note": intent({
          capability: "credit-note.issue",
          schema: creditNoteSchema,
          handler: ({ admin, value }) => money(issueCreditNote(booking.id, value.amount, value.reason, admin.actor), "credit-notes"),
        }),
      };
    },
  });
}

export const clientAction = offlineAware();

export default function BookingBill() {
  const {
    booking,
    bill,
    open,
    monthFiled,
    creditNotes,
    mayCancel,
    mayCredit,
    mayDiscount,
    mayNameCustomer,
    mayVoid,
    refundSubmissionId,
    reviewRequest,
    collectors,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof clientAction>();
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : null);
  const issued = bill.issuedAt !== null;
  const issuing = useIsPending({ intent: "issue" });
  return (
    <section aria-labelledby="bill-heading" className="space-y-4">
      <Link to={`/admin/bookings/${booking.id}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← Booking {booking.reference}
      </Link>
      <div id="items" className="scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="bill-heading" className="text-xl font-semibold text-slate-900">
            Bill for <span className="font-mono">{booking.reference}</span>: {booking.name}
          </h2>
          <p className="w-full text-sm text-slate-600 sm:order-last">{booking.machine}</p>
          {bill.refundDue > 0 ? (
            <Badge tone="warning">{rupees(bill.refundDue)} to refund</Badge>
          ) : bill.paidAt ? (
            <Badge tone="success">Paid</Badge>
          ) : issued ? (
            <Badge tone="warning">Issued, {rupees(bill.due)} due</Badge>
          ) : (
            <Badge tone="neutral">Draft</Badge>
          )}
        </div>
        {bill.items.length === 0 ? <p className="text-sm text-slate-600">No items yet: add the labour, the parts and the visit charge.</p> : null}
        <UnsentNotice id="items-unsent" result={resultOf("remove-item") ?? resultOf("issue")} />
        <BillTable bill={bill} removable={!issued} />
        {bill.gst ? (
          <p className="text-sm text-slate-600">
            GSTIN {bill.gst.gstin}:{" "}
            {bill.gst.interState ? `IGST at ${bill.gst.ratePercent * 2}% (a supply to another state)` : `CGST and SGST at ${bill.gst.ratePercent}% each`}.
            {bill.customer ? ` To ${bill.customer.name}, GSTIN ${bill.customer.gstin}.` : ""}
          </p>
        ) : null}
        {bill.invoice ? (
          <div className="space-y-3">
            <p className="text-sm text-slate-700">
              {bill.invoice.gstin ? "Tax invoice" : "Bill"} <span className="font-mono font-semibold">{bill.invoice.number}</span>, issued{" "}
              {formatIstDateTime(bill.invoice.issuedAt)}: its items and discount are fixed. <OpenInvoice>Open the invoice</OpenInvoice>
            </p>
            {monthFiled ? (
              mayCredit ? (
                <CreditNoteForm answer={answer} number={bill.invoice.number} />
              ) : null
            ) : mayCancel ? (
              <CancelInvoiceForm answer={answer} number={bill.invoice.number} />
            ) : null}
          </div>
        ) : !open ? (
          <p className="text-sm text-slate-700">{ERASED_REFUSAL}</p>
        ) : (
          <>
            <AddItemForm answer={answer} />
            {mayDiscount ? <DiscountForm key={bill.totals.discount} answer={answer} discount={bill.totals.discount} /> : null}
            {mayNameCustomer && bill.gst ? <BusinessCustomerForm key={bill.customer?.gstin ?? ""} answer={answer} customer={bill.customer} /> : null}
            {bill.totals.total > 0 ? (
              // Asked first: issuing fixes the items and uses the next invoice number for good.
              <details className="rounded-lg border border-slate-200 p-3" open={answer?.intent === "issue"}>
                <summary className="cursor-pointer font-medium text-slate-900">Issue bill</summary>
                <Form method="post" preventScrollReset className="mt-3 space-y-3">
                  <input type="hidden" name="intent" value="issue" />
                  <p className="text-sm text-slate-700">
                    Its items and discount will be fixed, and it takes the next {bill.gst ? "tax invoice" : "bill"} number. A mistake then needs the invoice
                    cancelled (by the office) and a new one issued.
                  </p>
                  <SubmitButton pending={issuing} variant="outline">
                    Yes, issue the bill
                  </SubmitButton>
                </Form>
              </details>
            ) : null}
          </>
        )}
      </div>

      {creditNotes.length ? (
        <div id="credit-notes" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <h3 className="font-semibold">Credit notes</h3>
          <ul className="mt-2 space-y-1">
            {creditNotes.map((note) => (
              <li key={note.number}>
                <Link to={`/admin/credit-notes/${note.id}`} className="font-mono font-medium text-brand-700 underline">
                  {note.number}
                </Link>{" "}
                against {note.invoiceNumber}, {rupees(note.total)}, issued {formatIstDateTime(note.issuedAt)}: {note.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {bill.cancelledInvoices.length ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <h3 className="font-semibold">Cancelled invoices</h3>
          <ul className="mt-2 space-y-1">
            {bill.cancelledInvoices.map((invoice) => (
              <li key={invoice.number}>
                <OpenInvoice number={invoice.number}>{invoice.number}</OpenInvoice> {rupees(invoice.total)}, cancelled {formatIstDateTime(invoice.cancelledAt!)}
                : {invoice.cancelReason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div id="payments" className="scroll-mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 className="font-semibold">Payments</h3>
        {bill.payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payment recorded yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {bill.payments.map((payment) => (
              <li key={payment.id} className="space-y-1 py-2">
                <p className={`font-medium ${payment.voided ? "text-slate-500 line-through" : "text-slate-900"}`}>
                  {rupees(payment.amountPaise)} by {PAYMENT_METHODS[payment.method]}
                  {payment.reference ? <span className="break-all font-normal text-slate-600"> · {payment.reference}</span> : null}
                </p>
                <p className="text-xs text-slate-500">
                  {payment.adminEmail}, {formatIstDateTime(payment.recordedAt)}
                </p>
                {payment.voided ? (
                  <p className="break-words text-slate-700">
                    Voided {formatIstDateTime(payment.voided.at)}: {payment.voided.reason}
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
            <h4 className="text-sm font-medium text-slate-800">Refunds</h4>
            <ul className="divide-y divide-slate-100 text-sm">
              {bill.refunds.map((refund) => (
                <li key={refund.id} className="space-y-1 py-2">
                  <p className="font-medium text-slate-900">
                    {rupees(refund.amountPaise)} refunded by {REFUND_METHODS[refund.method]}
                    {refund.reference ? <span className="break-all font-normal text-slate-600"> · {refund.reference}</span> : null}
                  </p>
                  <p className="text-xs text-slate-500">
                    {refund.adminEmail}, {formatIstDateTime(refund.recordedAt)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {bill.refundDue > 0 ? (
          <div id="to-refund" className="scroll-mt-4 space-y-3 rounded-lg bg-amber-50 p-3 ring-1 ring-inset ring-amber-200">
            <p className="font-semibold text-amber-950">
              {rupees(bill.refundDue)} to refund: {rupees(bill.paid)} paid
              {bill.refunded > 0 ? `, ${rupees(bill.refunded)} refunded` : ""}, against a total of {rupees(bill.totals.total)}.
            </p>
            {refundSubmissionId ? (
              <RefundForm key={bill.refundDue} answer={answer} refundDue={bill.refundDue} submissionId={refundSubmissionId} />
            ) : (
              <p className="text-sm text-amber-900">The office or the owner records the refund.</p>
            )}
          </div>
        ) : null}
        {open && bill.due > 0 ? <PaymentForm key={bill.due} answer={answer} due={bill.due} collectors={collectors} /> : null}
        {reviewRequest ? (
          <a href={reviewRequest} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "whatsapp" })}>
            Ask for a review
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
