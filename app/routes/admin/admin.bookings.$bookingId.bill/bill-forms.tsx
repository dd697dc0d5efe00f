// The bill page's forms: each posts its intent to the route's action and shows the answer to it.
import { useEffect } from "react";
import { Form, useLoaderData } from "react-router";
import type { ZodMiniType } from "zod/mini";

import { useStaffFormat } from "~/components/admin/staff-format";
import type { BillWords } from "~/components/billing/bill-table";
import { controlProps, ErrorSummary, Field, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { Button } from "~/components/ui/button";
import { amountText, PAYMENT_METHODS, REFUND_METHODS } from "~/lib/billing/bill";
import type { Answer, FormResult } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import type { billConstraints } from "~/lib/schemas/bill";
import type { BusinessCustomer, Payment } from "~/models/bills.server";

type BillIntent = keyof ReturnType<typeof billConstraints>;

/** The bill table's words in the account's language. */
export function useBillWords(): BillWords {
  const t = useT();
  return {
    description: t("bill.description"),
    quantity: t("bill.qty"),
    unitPrice: t("bill.unitPrice"),
    amount: t("bill.amount"),
    subtotal: t("bill.subtotal"),
    discount: t("bill.discount"),
    cgst: (rate) => t("bill.cgst", { rate }),
    sgst: (rate) => t("bill.sgst", { rate }),
    igst: (rate) => t("bill.igst", { rate }),
    taxable: t("bill.taxable"),
    roundOff: t("bill.roundOff"),
    total: t("bill.total"),
    remove: t("bill.remove"),
    removeLabel: (item) => t("bill.removeItem", { item }),
  };
}

/**
 * Each form's schema, the one the action parses with, loaded when the form is first touched (zod
 * stays off the page until someone types), and its constraints, which came with the page.
 */
const schemas: Record<BillIntent, () => Promise<ZodMiniType>> = {
  "add-item": () => import("~/lib/schemas/bill").then((module) => module.billItemSchema),
  "business-customer": () => import("~/lib/schemas/bill").then((module) => module.businessCustomerSchema),
  "cancel-invoice": () => import("~/lib/schemas/bill").then((module) => module.cancelInvoiceSchema),
  "credit-note": () => import("~/lib/schemas/bill").then((module) => module.creditNoteSchema),
  discount: () => import("~/lib/schemas/bill").then((module) => module.billDiscountSchema),
  pay: () => import("~/lib/schemas/bill").then((module) => module.paymentSchema),
  refund: () => import("~/lib/schemas/bill").then((module) => module.refundSchema),
  void: () => import("~/lib/schemas/bill").then((module) => module.voidPaymentSchema),
};

function useValidation(intent: BillIntent) {
  return { schema: schemas[intent], constraint: useLoaderData<{ constraints: ReturnType<typeof billConstraints> }>().constraints[intent] };
}

/**
 * The answer to a button with no fields of its own (Remove, Issue bill), which the server answers
 * with a toast: with the connection cut, the clientAction's message, in focus above the bill.
 */
export function UnsentNotice({ id, result }: { id: string; result: FormResult | null }) {
  useEffect(() => {
    if (result) document.getElementById(id)?.focus();
  }, [id, result]);
  return <ErrorSummary id={id} errors={result?.error?.[""] ?? undefined} />;
}

/** Void a payment recorded by mistake, with the reason it asks for: behind a step (the <details>), open while it has something to say. */
export function VoidPaymentForm({ payments, answer }: { payments: Payment[]; answer: Answer | undefined }) {
  const { form, summary, fields } = useForm({
    id: "void-payment",
    fields: ["payment", "reason"],
    answer,
    intent: "void",
    defaultValue: { payment: String(payments.at(-1)!.id) },
    ...useValidation("void"),
  });
  const t = useT();
  const { money, when } = useStaffFormat();
  return (
    <details open={answer?.intent === "void" ? true : undefined} className="border-t border-slate-100 pt-4">
      <summary className="cursor-pointer text-sm font-medium text-red-700">{t("billAfter.voidTitle")}</summary>
      <Form method="post" {...form} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="void" />
        <ErrorSummary {...summary} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t("billAfter.payment")} field={fields.payment}>
            <select {...controlProps(fields.payment)} className={inputClass}>
              {payments.map((payment) => (
                <option key={payment.id} value={payment.id}>
                  {t("bill.paidBy", { amount: money(payment.amountPaise), method: t(`bill.method.${payment.method}`) })}, {when(payment.recordedAt)}
                </option>
              ))}
            </select>
          </Field>
          <InputField label={t("billAfter.voidWhy")} field={fields.reason} maxLength={200} placeholder={t("billAfter.voidWhyExample")} />
        </div>
        <SubmitButton pending={useIsPending({ intent: "void" })} variant="destructive">
          {t("billAfter.voidButton")}
        </SubmitButton>
      </Form>
    </details>
  );
}

export function AddItemForm({ answer }: { answer: Answer | undefined }) {
  const { form, summary, fields } = useForm({
    id: "bill-item",
    fields: ["description", "kind", "hsn", "quantity", "unitPrice"],
    answer,
    intent: "add-item",
    defaultValue: { quantity: "1", kind: "service" },
    ...useValidation("add-item"),
  });
  const t = useT();
  return (
    <Form method="post" {...form} preventScrollReset className="space-y-3 border-t border-slate-100 pt-4">
      <input type="hidden" name="intent" value="add-item" />
      <ErrorSummary {...summary} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <InputField label={t("bill.description")} field={fields.description} maxLength={120} placeholder={t("bill.descriptionExample")} />
        <InputField label={t("bill.quantity")} field={fields.quantity} inputMode="numeric" />
        <InputField label={t("bill.unitPriceRupees")} field={fields.unitPrice} inputMode="decimal" placeholder={t("bill.priceExample")} />
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr]">
        <Field label={t("bill.kind")} field={fields.kind}>
          <select {...controlProps(fields.kind)} className={inputClass}>
            <option value="service">{t("bill.kindService")}</option>
            <option value="part">{t("bill.kindPart")}</option>
          </select>
        </Field>
        <InputField label={t("bill.hsn")} field={fields.hsn} inputMode="numeric" maxLength={8} placeholder={t("bill.hsnExample")} />
      </div>
      <SubmitButton pending={useIsPending({ intent: "add-item" })}>{t("bill.addItem")}</SubmitButton>
    </Form>
  );
}

export function DiscountForm({ answer, discount }: { answer: Answer | undefined; discount: number }) {
  const { form, summary, fields } = useForm({
    id: "bill-discount",
    fields: ["discount"],
    answer,
    intent: "discount",
    defaultValue: { discount: amountText(discount) },
    ...useValidation("discount"),
  });
  const t = useT();
  return (
    <Form method="post" {...form} preventScrollReset className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="discount" />
      <div className="w-full empty:hidden">
        <ErrorSummary {...summary} />
      </div>
      <div className="min-w-40 flex-1">
        <InputField label={t("bill.discountField")} field={fields.discount} inputMode="decimal" />
      </div>
      <Button type="submit" variant="outline">
        {t("bill.saveDiscount")}
      </Button>
    </Form>
  );
}

export function PaymentForm({
  answer,
  due,
  collectors,
  gateway,
}: {
  answer: Answer | undefined;
  due: number;
  collectors: { technicians: readonly { id: number; name: string }[]; assigned: number | null };
  /** A payment gateway records UPI by itself: a UPI payment typed here needs its reason. */
  gateway: boolean;
}) {
  const { form, summary, fields } = useForm({
    id: "payment",
    fields: ["method", "amount", "reference", "collectedBy", "checkReason"],
    answer,
    intent: "pay",
    defaultValue: { method: "upi", amount: amountText(due), collectedBy: collectors.assigned === null ? "" : String(collectors.assigned) },
    ...useValidation("pay"),
  });
  const t = useT();
  return (
    <Form method="post" {...form} preventScrollReset className="space-y-3 border-t border-slate-100 pt-4">
      <input type="hidden" name="intent" value="pay" />
      <h4 className="font-medium">{t("bill.recordPayment")}</h4>
      <ErrorSummary {...summary} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t("bill.method")} field={fields.method}>
          <select {...controlProps(fields.method)} className={inputClass}>
            {Object.keys(PAYMENT_METHODS).map((value) => (
              <option key={value} value={value}>
                {t(`bill.method.${value as keyof typeof PAYMENT_METHODS}`)}
              </option>
            ))}
          </select>
        </Field>
        <InputField label={t("bill.amountRupees")} field={fields.amount} inputMode="decimal" />
        <InputField label={t("bill.reference")} field={fields.reference} maxLength={100} />
        {gateway ? <InputField label={t("bill.typedUpiReason")} field={fields.checkReason} maxLength={200} /> : null}
        {/* Who took the money: the cash a technician took is his to hand over (the day board). */}
        <Field label={t("bill.collectedBy")} field={fields.collectedBy}>
          <select {...controlProps(fields.collectedBy)} className={inputClass}>
            <option value="">{t("bill.theOffice")}</option>
            {collectors.technicians.map((technician) => (
              <option key={technician.id} value={technician.id}>
                {technician.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <SubmitButton pending={useIsPending({ intent: "pay" })}>{t("bill.recordPayment")}</SubmitButton>
    </Form>
  );
}

/** Cancels the invoice in force, with the reason: its number stays used; the bill opens again. */
export function CancelInvoiceForm({ answer, number }: { answer: Answer | undefined; number: string }) {
  // One form per invoice in force, each with ids of its own.
  const { form, summary, fields } = useForm({
    id: `cancel-${number.replace(/\W/g, "-")}`,
    fields: ["reason"],
    answer,
    intent: "cancel-invoice",
    ...useValidation("cancel-invoice"),
  });
  const t = useT();
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={answer?.intent === "cancel-invoice"}>
      <summary className="cursor-pointer text-sm font-medium text-red-800">{t("billAfter.cancelInvoiceNumber", { number })}</summary>
      <Form method="post" {...form} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="cancel-invoice" />
        <input type="hidden" name="invoice" value={number} />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">{t("bill.cancelText")}</p>
        <InputField label={t("billAfter.cancelWhy")} field={fields.reason} maxLength={200} />
        <SubmitButton pending={useIsPending({ intent: "cancel-invoice" })} variant="destructive">
          {t("billAfter.cancelInvoice")}
        </SubmitButton>
      </Form>
    </details>
  );
}

/**
 * The business a bill is to (owner or office), before it is issued: its GSTIN (checked), legal
 * name and billing address. A GSTIN of another state makes the supply inter-state: IGST.
 */
export function BusinessCustomerForm({ answer, customer }: { answer: Answer | undefined; customer: BusinessCustomer | null }) {
  const { form, summary, fields } = useForm({
    id: "business-customer",
    fields: ["gstin", "name", "address"],
    answer,
    intent: "business-customer",
    defaultValue: customer ?? {},
    ...useValidation("business-customer"),
  });
  const removing = useIsPending({ intent: "remove-business-customer" });
  const t = useT();
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={answer?.intent === "business-customer" || answer?.intent === "remove-business-customer"}>
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        {customer ? t("bill.businessCustomer", { name: customer.name, gstin: customer.gstin }) : t("bill.billBusiness")}
      </summary>
      <Form method="post" {...form} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="business-customer" />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">{t("bill.businessText")}</p>
        <InputField label={t("bill.customerGstin")} field={fields.gstin} maxLength={20} autoCapitalize="characters" spellCheck={false} />
        <InputField label={t("bill.legalName")} field={fields.name} maxLength={120} />
        <InputField label={t("bill.billingAddress")} field={fields.address} maxLength={300} />
        <SubmitButton pending={useIsPending({ intent: "business-customer" })} variant="outline">
          {t("bill.saveBusiness")}
        </SubmitButton>
      </Form>
      {customer ? (
        <Form method="post" preventScrollReset className="mt-3">
          <input type="hidden" name="intent" value="remove-business-customer" />
          <SubmitButton pending={removing} variant="outline">
            {t("bill.billPerson")}
          </SubmitButton>
        </Form>
      ) : null}
    </details>
  );
}

/** A credit note against an invoice of a filed month (owner or office): how much, tax included, and what it corrects. */
export function CreditNoteForm({ answer, number }: { answer: Answer | undefined; number: string }) {
  const { form, summary, fields } = useForm({
    id: "credit-note",
    fields: ["amount", "reason"],
    answer,
    intent: "credit-note",
    ...useValidation("credit-note"),
  });
  const t = useT();
  return (
    <details className="rounded-lg border border-slate-200 p-3" open={answer?.intent === "credit-note"}>
      <summary className="cursor-pointer text-sm font-medium text-slate-900">{t("billAfter.creditTitle", { number })}</summary>
      <Form method="post" {...form} preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="credit-note" />
        <ErrorSummary {...summary} />
        <p className="text-sm text-slate-700">{t("bill.creditText")}</p>
        <InputField label={t("billAfter.creditAmount")} field={fields.amount} inputMode="decimal" />
        <InputField label={t("billAfter.creditWhy")} field={fields.reason} maxLength={200} />
        <SubmitButton pending={useIsPending({ intent: "credit-note" })}>{t("billAfter.creditButton")}</SubmitButton>
      </Form>
    </details>
  );
}

/**
 * Money taken beyond the bill, given back (owner or office): how, how much (what is to refund,
 * offered) and the transfer's reference. The loader's fresh submission id records it once.
 */
export function RefundForm({ answer, refundDue, submissionId }: { answer: Answer | undefined; refundDue: number; submissionId: string }) {
  const { form, summary, fields } = useForm({
    id: "refund",
    fields: ["method", "amount", "reference"],
    answer,
    intent: "refund",
    defaultValue: { method: "upi", amount: amountText(refundDue) },
    ...useValidation("refund"),
  });
  const t = useT();
  return (
    <Form method="post" {...form} preventScrollReset className="space-y-3">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="submissionId" value={submissionId} />
      <h4 className="font-medium">{t("billAfter.recordRefund")}</h4>
      <ErrorSummary {...summary} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t("billAfter.refundedVia")} field={fields.method}>
          <select {...controlProps(fields.method)} className={inputClass}>
            {Object.keys(REFUND_METHODS).map((value) => (
              <option key={value} value={value}>
                {t(`billAfter.refundMethod.${value as keyof typeof REFUND_METHODS}`)}
              </option>
            ))}
          </select>
        </Field>
        <InputField label={t("bill.amountRupees")} field={fields.amount} inputMode="decimal" />
        <InputField label={t("billAfter.refundReference")} field={fields.reference} maxLength={100} />
      </div>
      <SubmitButton pending={useIsPending({ intent: "refund" })}>{t("billAfter.recordRefund")}</SubmitButton>
    </Form>
  );
}
