import type { ReactNode } from "react";

import { BillSums } from "~/components/billing/bill-table";
import { business } from "~/content/business";
import { rupees, shareOut } from "~/lib/billing/bill";
import { GST_STATES, HOME_STATE_CODE } from "~/lib/billing/gstin";
import { useT } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import type { Invoice } from "~/models/invoices.server";

/** What the document says beyond the invoice itself: its date (dd-mm-yyyy) and total in words, the warranty, the booking, who signs. */
export type InvoiceExtras = {
  date: string;
  inWords: string;
  warrantyDays: number;
  reference: string;
  visit: string;
  cancelledOn: string | null;
  /** The authorised signatory's name (INVOICE_SIGNATORY), or none. */
  signatory: string | null;
};

/** The copies Rule 48 asks for: the recipient's original; for services a duplicate for the supplier; with goods, one for the transporter too. */
export type InvoiceCopy =
  "customer.originalForRecipient" | "customer.duplicateForTransporter" | "customer.duplicateForSupplier" | "customer.triplicateForSupplier";

/** Who an invoice is to: the customer's name and address, a business's GSTIN. Only the customer's own link shows it. */
export type InvoiceRecipient = Pick<Invoice, "customerName" | "customerAddress" | "customerGstin">;

/** The invoice without its recipient, nor the reason staff typed for a cancellation: what every link may show. */
export type InvoiceParticulars = Omit<Invoice, keyof InvoiceRecipient | "cancelReason">;

/** Splits an invoice into what every link shows and its recipient. */
export function particularsOf({ customerName, customerAddress, customerGstin, cancelReason: _reason, ...particulars }: Invoice) {
  return { particulars, recipient: { customerName, customerAddress, customerGstin } };
}

/**
 * The copies printed of an invoice: one for a consumer; for a business, each copy Rule 48 names, as
 * many as the supply needs. Without its recipient (the view link's) it is one copy, named no one's.
 */
export function invoiceCopies(invoice: Pick<Invoice, "gstin" | "lines">, recipient: InvoiceRecipient | null): (InvoiceCopy | null)[] {
  if (!recipient) return [null];
  if (!invoice.gstin || !recipient.customerGstin) return ["customer.originalForRecipient"];
  return invoice.lines.some((line) => line.kind === "part")
    ? ["customer.originalForRecipient", "customer.duplicateForTransporter", "customer.triplicateForSupplier"]
    : ["customer.originalForRecipient", "customer.duplicateForSupplier"];
}

/**
 * An issued bill as Rule 46 of the CGST Rules asks of a tax invoice (with a GSTIN): the title,
 * its number and date, the supplier with GSTIN and state code, the customer with the address,
 * the place of supply, each line with its SAC or HSN, quantity, unit price and taxable value, the
 * tax per rate, the round-off, the total in figures and words, the reverse charge line and the
 * signatory. Without a GSTIN it is a "Bill": no tax lines, no tax words. In the customer's language.
 */
export function InvoiceDocument({
  invoice,
  recipient,
  extras,
  copy,
}: {
  invoice: InvoiceParticulars;
  /** Null by the view link: the block says where the recipient is shown instead. */
  recipient: InvoiceRecipient | null;
  extras: InvoiceExtras;
  copy: InvoiceCopy | null;
}) {
  const t = useT();
  const titleId = `invoice-title-${copy?.slice(9) ?? "view"}`;
  // Each line's rate and its share of the tax, in whole paise adding up to the invoice's.
  const lineTax = shareOut(
    invoice.cgst + invoice.sgst + invoice.igst,
    invoice.lines.map((line) => line.taxablePaise),
  );
  const money = (paise: number) => rupees(paise, LANGUAGES[t.locale].tag);
  const taxed = invoice.gstin !== null;
  const stateCode = invoice.gstin?.slice(0, 2) ?? "29";
  const sums: [string, string, boolean?][] = [
    [t("customer.subtotal"), money(invoice.subtotal)],
    ...(invoice.discount > 0 ? ([[t("customer.discount"), `− ${money(invoice.discount)}`]] as [string, string][]) : []),
    ...(taxed
      ? ([
          [t("customer.taxableValue"), money(invoice.taxable)],
          ...(invoice.igst > 0 || invoice.placeOfSupply !== HOME_STATE_CODE
            ? [[t("customer.igst", { rate: (invoice.gstPercent ?? 0) * 2 }), money(invoice.igst)]]
            : [
                [t("customer.cgst", { rate: invoice.gstPercent ?? 0 }), money(invoice.cgst)],
                [t("customer.sgst", { rate: invoice.gstPercent ?? 0 }), money(invoice.sgst)],
              ]),
        ] as [string, string][])
      : []),
    ...(invoice.roundOff !== 0
      ? ([[t("customer.roundOff"), `${invoice.roundOff > 0 ? "+" : "−"} ${money(Math.abs(invoice.roundOff))}`]] as [string, string][])
      : []),
    [t("customer.total"), money(invoice.total), true],
  ];
  return (
    <article aria-labelledby={titleId} className="relative space-y-5 print:space-y-3">
      {taxed && copy ? <p className="text-right text-xs font-semibold tracking-wide text-slate-700 uppercase">{t(copy)}</p> : null}
      {extras.cancelledOn ? (
        <p role="note" className="rounded-lg border-2 border-red-700 p-3 text-center text-lg font-bold text-red-800 uppercase">
          {t("customer.cancelledStamp")}
          <span className="block text-sm font-medium normal-case">{extras.cancelledOn}</span>
        </p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 pb-4">
        <div className="text-sm text-slate-800">
          <p className="text-xs font-medium text-slate-600 uppercase">{t("customer.supplier")}</p>
          <p className="text-xl font-bold text-brand-900">{business.name}</p>
          <p>{t("common.address")}</p>
          <p>{business.phoneDisplay}</p>
          {taxed ? (
            <>
              <p>GSTIN {invoice.gstin}</p>
              <p>{t("customer.stateLine", { state: t("customer.karnataka"), code: stateCode })}</p>
            </>
          ) : null}
        </div>
        <div className="sm:text-right">
          <h1 id={titleId} className="text-2xl font-bold text-slate-900">
            {taxed ? t("customer.taxInvoice") : t("customer.billDocument")}
            {/* The law's name beside the language's own, so any officer reads it. */}
            {taxed && t.locale !== "en" ? (
              <span lang="en" className="ml-2 text-lg font-semibold text-slate-700">
                (Tax Invoice)
              </span>
            ) : null}
          </h1>
          <dl className="mt-1 text-sm">
            <Pair term={taxed ? t("customer.invoiceNumber") : t("customer.billNumber")}>
              <span className="font-mono font-semibold">{invoice.number}</span>
            </Pair>
            <Pair term={t("customer.invoiceDate")}>{extras.date}</Pair>
            <Pair term={t("customer.reference")}>
              <span className="font-mono">{extras.reference}</span>
            </Pair>
          </dl>
        </div>
      </header>
      <div className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <p className="text-xs font-medium text-slate-600 uppercase">{t("customer.billedTo")}</p>
          {recipient ? (
            <>
              <p className="font-semibold text-slate-900">{recipient.customerName}</p>
              {recipient.customerAddress ? <p className="break-words text-slate-800">{recipient.customerAddress}</p> : null}
              {recipient.customerGstin ? (
                <p className="text-slate-800">
                  {t("customer.recipientGstin")}: <span className="font-mono">{recipient.customerGstin}</span>
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-slate-700">{t("customer.recipientOnOwnLink")}</p>
          )}
        </div>
        <div className="sm:text-right">
          {taxed ? (
            <p>
              <span className="text-slate-600">{t("customer.placeOfSupply")}:</span>{" "}
              {invoice.placeOfSupply === HOME_STATE_CODE ? t("customer.karnataka") : GST_STATES[invoice.placeOfSupply]} ({invoice.placeOfSupply})
            </p>
          ) : null}
          <p>
            <span className="text-slate-600">{t("customer.visit")}:</span> {extras.visit}
          </p>
        </div>
      </div>
      <table className="w-full text-sm">
        <thead className="border-b border-slate-300 text-left text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t("customer.itemDescription")}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {taxed ? t("customer.taxableValue") : t("customer.itemAmount")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td className="py-2 pr-2 break-words">
                <span className="block text-slate-900">{line.description}</span>
                <span className="block text-xs text-slate-600">
                  {line.code ? `${line.kind === "part" ? "HSN" : "SAC"} ${line.code} · ` : ""}
                  {t("customer.itemQuantity")} {line.quantity} ×{" "}
                  {taxed && invoice.pricesIncludeGst ? t("customer.unitPriceInclusive") : t("customer.itemUnitPrice")} {money(line.unitPaise)}
                  {taxed ? ` · ${t("customer.lineTax", { rate: (invoice.gstPercent ?? 0) * 2, amount: money(lineTax[index] ?? 0) })}` : ""}
                </span>
              </td>
              <td className="py-2 text-right whitespace-nowrap text-slate-900">{money(taxed ? line.taxablePaise : line.quantity * line.unitPaise)}</td>
            </tr>
          ))}
        </tbody>
        <BillSums sums={sums} />
      </table>
      <p className="text-sm">
        <span className="text-slate-600">{t("customer.inWords")}:</span> {extras.inWords}
      </p>
      {taxed ? <p className="text-sm">{t("customer.reverseCharge")}</p> : null}
      <p className="text-sm text-slate-700">{t("customer.warrantyNote", { days: extras.warrantyDays })}</p>
      <div className="flex flex-wrap items-end justify-between gap-4 pt-6 text-sm print:pt-2">
        <p className="text-slate-700">{t("customer.computerGenerated")}</p>
        <div className="min-w-48 text-center">
          <p>{t("customer.forBusiness", { business: business.name })}</p>
          {extras.signatory ? <p className="mt-6 font-medium text-slate-900 print:mt-3">{extras.signatory}</p> : null}
          <p className={`${extras.signatory ? "mt-1" : "mt-10"} border-t border-slate-400 pt-1 text-slate-700`}>{t("customer.signatory")}</p>
        </div>
      </div>
    </article>
  );
}

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 sm:justify-end">
      <dt className="text-slate-600">{term}:</dt>
      <dd>{children}</dd>
    </div>
  );
}
