import { Link } from "react-router";

import { BillTable, type BillWords } from "~/components/billing/bill-table";
import { buttonClass } from "~/components/ui/button";
import { rupees } from "~/lib/billing/bill";
import { type Translate, useT } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import type { CustomerBill } from "~/models/customer-bill.server";

/** The bill's words in the page's language. */
function billWords(t: Translate): BillWords {
  return {
    description: t("customer.itemDescription"),
    quantity: t("customer.itemQuantity"),
    unitPrice: t("customer.itemUnitPrice"),
    amount: t("customer.itemAmount"),
    subtotal: t("customer.subtotal"),
    discount: t("customer.discount"),
    cgst: (rate) => t("customer.cgst", { rate }),
    sgst: (rate) => t("customer.sgst", { rate }),
    igst: (rate) => t("customer.igst", { rate }),
    taxable: t("customer.taxableValue"),
    roundOff: t("customer.roundOff"),
    total: t("customer.total"),
  };
}

/**
 * The customer's bill on their booking's page: the sums, what is due and a "Pay ₹X with UPI" link
 * that opens their payments app, with a QR code of the same link for paying from another phone;
 * once paid, Paid with the day, the receipt, and the review link; money paid beyond the bill, what
 * is to refund (and what was refunded).
 */
export function CustomerBillSection({ bill, reference, receipt }: { bill: CustomerBill; reference: string; receipt: string }) {
  const t = useT();
  const tag = LANGUAGES[t.locale].tag;
  const due = rupees(bill.due, tag);
  return (
    <section aria-labelledby="bill-heading" className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <h2 id="bill-heading" className="text-lg font-semibold text-slate-900">
        {t("customer.billTitle")}
      </h2>
      <BillTable bill={bill} words={billWords(t)} locale={tag} />
      {bill.due > 0 ? (
        <div className="space-y-3">
          {bill.paid > 0 ? (
            <p className="text-slate-700">
              {t("customer.paidSoFar")}: {rupees(bill.paid, tag)}
            </p>
          ) : null}
          <p className="text-xl font-bold text-slate-900">
            {t("customer.amountDue")}: {due}
          </p>
          {bill.upi ? (
            <>
              <a href={bill.upi.link} className={buttonClass({ variant: "success", size: "lg", className: "w-full" })}>
                {t("customer.payWithUpi", { amount: due })}
              </a>
              <p className="text-sm text-slate-600">{t("customer.payHint")}</p>
              <div className="flex flex-wrap items-center gap-4 rounded-xl bg-slate-50 p-3">
                <div
                  role="img"
                  aria-label={t("customer.qrLabel", { amount: due, reference })}
                  data-upi-qr=""
                  className="w-48 shrink-0 bg-white [&>svg]:h-auto [&>svg]:w-full"
                  dangerouslySetInnerHTML={{ __html: bill.upi.qr }}
                />
                <div className="min-w-40 flex-1">
                  <p className="font-semibold text-slate-900">{t("customer.scanTitle")}</p>
                  <p className="text-slate-700">{t("customer.scanText", { amount: due, reference })}</p>
                </div>
              </div>
            </>
          ) : (
            <p className="text-slate-700">{t("customer.payTechnician")}</p>
          )}
        </div>
      ) : (
        <div className="rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-inset ring-emerald-200">
          <p className="text-xl font-bold">{t("customer.paid")}</p>
          <p>{t("customer.paidOn", { date: bill.paidOn ?? "" })}</p>
        </div>
      )}
      {bill.refunded > 0 ? <p className="text-slate-700">{t("customer.refunded", { amount: rupees(bill.refunded, tag) })}</p> : null}
      {bill.refundDue > 0 ? (
        <div className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-inset ring-amber-200" data-refund-due="">
          <p className="text-xl font-bold">{t("customer.toRefund", { amount: rupees(bill.refundDue, tag) })}</p>
          <p>{t("customer.toRefundText", { amount: rupees(bill.refundDue, tag) })}</p>
        </div>
      ) : null}
      {bill.issued ? (
        <Link to={receipt} className="inline-block font-semibold text-brand-700 underline">
          {bill.paid > 0 ? t("customer.receipt") : t("customer.invoiceLink")}
        </Link>
      ) : null}
      {bill.review ? (
        <a href={bill.review} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "outline", className: "w-full" })}>
          {t("customer.review")}
        </a>
      ) : null}
    </section>
  );
}
