import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";

import { requireAdmin, requireAdminAction } from "~/auth.server";
import { BillTable } from "~/components/billing/bill-table";
import { controlProps, ErrorSummary, Field, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { useForm, useIsPending } from "~/components/forms/use-form";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { env } from "~/env.server";
import { amountText, PAYMENT_METHODS, rupees } from "~/lib/billing/bill";
import { customerWhatsappHref } from "~/lib/contact/links";
import { type Answer, type FormResult, offlineAware } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { parseRowId } from "~/lib/forms/row-id";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { billDiscountSchema, billItemSchema, paymentSchema, voidPaymentSchema } from "~/lib/schemas/bill";
import { settingIdSchema } from "~/lib/schemas/form-settings";
import { formatIstDateTime } from "~/lib/time/ist";
import {
  addBillItem,
  type BillChange,
  getBill,
  issueBill,
  type Payment,
  recordPayment,
  removeBillItem,
  setBillDiscount,
  voidPayment,
} from "~/models/bills.server";
import { getBooking } from "~/models/bookings.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Bill for ${data.booking.reference} - Admin` : "Booking not found - Admin" },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseRowId(params.bookingId);
  const booking = id ? await getBooking(id) : undefined;
  const bill = booking && (await getBill(booking.id));
  if (!booking || !bill) throw new Response("Booking not found", { status: 404 });
  const reviewUrl = env().GOOGLE_REVIEW_URL;
  const t = serverTranslator(booking.language);
  return {
    booking: { id: booking.id, reference: booking.reference, name: booking.name, status: booking.status },
    bill,
    // Once the job is done and paid: a WhatsApp message in the customer's language with the review link.
    reviewRequest:
      reviewUrl && booking.status === "completed" && bill.paidAt
        ? customerWhatsappHref(booking.phone, t("staff.reviewRequest", { name: booking.name, business: business.name, url: reviewUrl }))
        : null,
  };
}

const intents = {
  "add-item": billItemSchema,
  discount: billDiscountSchema,
  pay: paymentSchema,
  void: voidPaymentSchema,
} as const;

// A technician on site builds the bill, issues it, and records what the customer paid. Every
// answer is a toast on this page at the part that changed; a refused form comes back in place.
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request);
  const id = parseRowId(params.bookingId);
  if (!id) throw data("Booking not found", { status: 404 });
  const formData = await readFormData(request);
  const intent = String(formData.get("intent"));
  const path = `/admin/bookings/${id}/bill`;
  const answer = async (change: Promise<BillChange>, anchor: string) => {
    const outcome = await change;
    if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
    if (outcome.status === "refused")
      return redirectWithToast(`${path}#${anchor}`, { title: "Not Saved", description: outcome.message, variant: "destructive" });
    return redirectWithToast(`${path}#${anchor}`, { title: outcome.done });
  };
  if (intent === "add-item" || intent === "discount" || intent === "pay" || intent === "void") {
    const submission = parseWithZod(formData, { schema: intents[intent] });
    if (submission.status !== "success") return refuse(submission.reply(), { intent });
    const value = submission.value;
    if ("description" in value)
      return answer(addBillItem(id, { description: value.description, quantity: value.quantity, unitPaise: value.unitPrice }, admin.actor), "items");
    if ("discount" in value) return answer(setBillDiscount(id, value.discount, admin.actor), "items");
    if ("reason" in value) return answer(voidPayment(id, value.payment, value.reason, admin.actor), "payments");
    return answer(recordPayment(id, { method: value.method, amountPaise: value.amount, reference: value.reference ?? "" }, admin.actor), "payments");
  }
  if (intent === "remove-item") {
    const item = settingIdSchema.safeParse(formData.get("id"));
    if (!item.success) return redirectWithToast(`${path}#items`, { title: "Not Saved", description: "That item is not on the bill.", variant: "destructive" });
    return answer(removeBillItem(id, item.data, admin.actor), "items");
  }
  if (intent === "issue") return answer(issueBill(id, admin.actor), "items");
  throw data("Unknown action", { status: 400 });
}

export const clientAction = offlineAware();

// Each form's schema, as useForm takes it (the admin ships its schemas with the page).
const schemas = Object.fromEntries(
  Object.entries(intents).map(([intent, schema]) => [intent, { schema: async () => schema, constraint: getZodConstraint(schema) }]),
) as Record<keyof typeof intents, { schema: () => Promise<(typeof intents)[keyof typeof intents]>; constraint: ReturnType<typeof getZodConstraint> }>;

export default function BookingBill() {
  const { booking, bill, reviewRequest } = useLoaderData<typeof loader>();
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
          {bill.paidAt ? (
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
            GSTIN {bill.gst.gstin}: CGST and SGST at {bill.gst.ratePercent}% each.
          </p>
        ) : null}
        {issued ? (
          <p className="text-sm text-slate-600">Issued {formatIstDateTime(bill.issuedAt!)}: its items and discount are fixed.</p>
        ) : (
          <>
            <AddItemForm answer={answer} />
            <DiscountForm key={bill.totals.discount} answer={answer} discount={bill.totals.discount} />
            {bill.totals.total > 0 ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="issue" />
                <SubmitButton pending={issuing} variant="outline">
                  Issue bill
                </SubmitButton>
              </Form>
            ) : null}
          </>
        )}
      </div>

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
        {bill.payments.some((payment) => !payment.voided) ? (
          <VoidPaymentForm payments={bill.payments.filter((payment) => !payment.voided)} answer={answer} />
        ) : null}
        {bill.due > 0 ? <PaymentForm key={bill.due} answer={answer} due={bill.due} /> : null}
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
 * The answer to a button with no fields of its own (Remove, Issue bill), which the server answers
 * with a toast: with the connection cut, the clientAction's message, in focus above the bill.
 */
function UnsentNotice({ id, result }: { id: string; result: FormResult | null }) {
  useEffect(() => {
    if (result) document.getElementById(id)?.focus();
  }, [id, result]);
  return <ErrorSummary id={id} errors={result?.error?.[""] ?? undefined} />;
}

/** Void a payment recorded by mistake, with the reason it asks for: behind a step (the <details>), open while it has something to say. */
function VoidPaymentForm({ payments, answer }: { payments: Payment[]; answer: Answer | undefined }) {
  const { form, summary, fields } = useForm({ id: "void-payment", fields: ["payment", "reason"], answer, intent: "void", ...schemas.void });
  return (
    <details open={answer?.intent === "void" ? true : undefined} className="border-t border-slate-100 pt-4">
      <summary className="cursor-pointer text-sm font-medium text-red-700">Void a payment recorded by mistake</summary>
      <Form method="post" {...form} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="void" />
        <ErrorSummary {...summary} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Payment" field={fields.payment}>
            <select {...controlProps(fields.payment)} defaultValue={fields.payment.defaultValue ?? String(payments.at(-1)!.id)} className={inputClass}>
              {payments.map((payment) => (
                <option key={payment.id} value={payment.id}>
                  {rupees(payment.amountPaise)} by {PAYMENT_METHODS[payment.method]}, {formatIstDateTime(payment.recordedAt)}
                </option>
              ))}
            </select>
          </Field>
          <InputField label="Why void it?" field={fields.reason} maxLength={200} placeholder="e.g. Wrong amount typed" />
        </div>
        <SubmitButton pending={useIsPending({ intent: "void" })} variant="destructive">
          Void payment
        </SubmitButton>
      </Form>
    </details>
  );
}

function AddItemForm({ answer }: { answer: Answer | undefined }) {
  const { form, summary, fields } = useForm({
    id: "bill-item",
    fields: ["description", "quantity", "unitPrice"],
    answer,
    intent: "add-item",
    ...schemas["add-item"],
  });
  return (
    <Form method="post" {...form} preventScrollReset className="space-y-3 border-t border-slate-100 pt-4">
      <input type="hidden" name="intent" value="add-item" />
      <ErrorSummary {...summary} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <InputField label="Description" field={fields.description} maxLength={120} placeholder="e.g. Drain pump (part)" />
        <InputField label="Quantity" field={{ ...fields.quantity, defaultValue: fields.quantity.defaultValue ?? "1" }} inputMode="numeric" />
        <InputField label="Unit price (₹)" field={fields.unitPrice} inputMode="decimal" placeholder="e.g. 450" />
      </div>
      <SubmitButton pending={useIsPending({ intent: "add-item" })}>Add item</SubmitButton>
    </Form>
  );
}

function DiscountForm({ answer, discount }: { answer: Answer | undefined; discount: number }) {
  const { form, summary, fields } = useForm({ id: "bill-discount", fields: ["discount"], answer, intent: "discount", ...schemas.discount });
  return (
    <Form method="post" {...form} preventScrollReset className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="discount" />
      <div className="w-full empty:hidden">
        <ErrorSummary {...summary} />
      </div>
      <div className="min-w-40 flex-1">
        <InputField
          label="Discount (₹, optional)"
          field={{ ...fields.discount, defaultValue: fields.discount.defaultValue ?? amountText(discount) }}
          inputMode="decimal"
        />
      </div>
      <Button type="submit" variant="outline">
        Save discount
      </Button>
    </Form>
  );
}

function PaymentForm({ answer, due }: { answer: Answer | undefined; due: number }) {
  const { form, summary, fields } = useForm({ id: "payment", fields: ["method", "amount", "reference"], answer, intent: "pay", ...schemas.pay });
  return (
    <Form method="post" {...form} preventScrollReset className="space-y-3 border-t border-slate-100 pt-4">
      <input type="hidden" name="intent" value="pay" />
      <h4 className="font-medium">Record payment</h4>
      <ErrorSummary {...summary} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Method" field={fields.method}>
          <select {...controlProps(fields.method)} defaultValue={fields.method.defaultValue ?? "upi"} className={inputClass}>
            {Object.entries(PAYMENT_METHODS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <InputField label="Amount (₹)" field={{ ...fields.amount, defaultValue: fields.amount.defaultValue ?? amountText(due) }} inputMode="decimal" />
        <InputField label="Reference (UPI transaction id)" field={fields.reference} maxLength={100} />
      </div>
      <SubmitButton pending={useIsPending({ intent: "pay" })}>Record payment</SubmitButton>
    </Form>
  );
}
