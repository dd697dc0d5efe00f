import { Fragment } from "react";
import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { rupees } from "~/lib/billing/bill";
import type { Bill } from "~/models/bills.server";

/** The bill's words: English in the admin, the customer's language on their page and receipt. */
export type BillWords = {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  discount: string;
  cgst: (rate: number) => string;
  sgst: (rate: number) => string;
  igst: (rate: number) => string;
  taxable: string;
  roundOff: string;
  total: string;
  /** The Remove button of an item (the admin's), and its name for screen readers. */
  remove?: string;
  removeLabel?: (item: string) => string;
};

const ENGLISH_BILL_WORDS: BillWords = {
  description: "Description",
  quantity: "Qty",
  unitPrice: "Unit price",
  amount: "Amount",
  subtotal: "Subtotal",
  discount: "Discount",
  cgst: (rate) => `CGST (${rate}%)`,
  sgst: (rate) => `SGST (${rate}%)`,
  igst: (rate) => `IGST (${rate}%)`,
  taxable: "Taxable value",
  roundOff: "Round-off",
  total: "Total",
};

type BillTableProps = {
  bill: Pick<Bill, "items" | "totals" | "gst"> & {
    /** A bill in parts (bill-parts.server.ts partHeadings): each part's heading, said on the server, before its first line. */
    headings?: { from: number; label: string }[];
  };
  words?: BillWords;
  /** Rupees in this locale's digits and grouping. */
  locale?: string;
  /** A Remove button on each item not on an invoice in force (the admin). */
  removable?: boolean;
};

/**
 * The items and the sums, as one table: description and quantity on one line, the amount at the
 * right, so that it fits a 320 px phone and an A4 page alike.
 */
export function BillTable({ bill, words = ENGLISH_BILL_WORDS, locale = "en-IN", removable = false }: BillTableProps) {
  const money = (paise: number) => rupees(paise, locale);
  const { totals, gst } = bill;
  const sums: [string, string, boolean?][] = [
    [words.subtotal, money(totals.subtotal)],
    ...(totals.discount > 0 ? ([[words.discount, `− ${money(totals.discount)}`]] as [string, string][]) : []),
    ...(gst && totals.cgst !== null && totals.sgst !== null
      ? ([
          [words.taxable, money(totals.taxable)],
          [words.cgst(gst.ratePercent), money(totals.cgst)],
          [words.sgst(gst.ratePercent), money(totals.sgst)],
        ] as [string, string][])
      : []),
    ...(gst && totals.igst !== null
      ? ([
          [words.taxable, money(totals.taxable)],
          [words.igst(gst.ratePercent * 2), money(totals.igst)],
        ] as [string, string][])
      : []),
    ...(totals.roundOff !== 0 ? ([[words.roundOff, `${totals.roundOff > 0 ? "+" : "−"} ${money(Math.abs(totals.roundOff))}`]] as [string, string][]) : []),
    [words.total, money(totals.total), true],
  ];
  if (bill.items.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <thead className="border-b border-slate-200 text-left text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium">
            {words.description}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {words.amount}
          </th>
          {removable ? <td /> : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {bill.items.map((item, index) => (
          <Fragment key={item.id}>
            {bill.headings
              ?.filter((heading) => heading.from === index)
              .map((heading) => (
                <tr key={heading.label}>
                  <th colSpan={removable ? 3 : 2} scope="rowgroup" className="pt-3 pb-1 text-left font-semibold text-slate-900">
                    {heading.label}
                  </th>
                </tr>
              ))}
            <tr>
              <td className="py-2 pr-2 break-words">
                <span className="block text-slate-900">{item.description}</span>
                <span className="block text-xs text-slate-600">
                  {words.quantity} {item.quantity} × {words.unitPrice} {money(item.unitPaise)}
                </span>
              </td>
              <td className="py-2 text-right whitespace-nowrap text-slate-900">{money(item.quantity * item.unitPaise)}</td>
              {removable ? (
                <td className="py-2 pl-2 text-right">
                  {"invoiceId" in item && item.invoiceId ? null : (
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="remove-item" />
                      <input type="hidden" name="id" value={item.id} />
                      <Button type="submit" size="sm" variant="outline" aria-label={words.removeLabel?.(item.description) ?? `Remove ${item.description}`}>
                        {words.remove ?? "Remove"}
                      </Button>
                    </Form>
                  )}
                </td>
              ) : null}
            </tr>
          </Fragment>
        ))}
      </tbody>
      <BillSums sums={sums} extraCell={removable} />
    </table>
  );
}

/** A bill's sums under its lines: a label and an amount per row, the total (strong) last. */
export function BillSums({ sums, extraCell = false }: { sums: readonly [string, string, boolean?][]; extraCell?: boolean }) {
  return (
    <tfoot className="border-t border-slate-200">
      {sums.map(([label, value, strong]) => (
        <tr key={label} className={strong ? "text-base font-semibold text-slate-900" : "text-slate-700"}>
          <th scope="row" className="py-1.5 pr-2 text-left font-[inherit]">
            {label}
          </th>
          <td className="py-1.5 text-right whitespace-nowrap">{value}</td>
          {extraCell ? <td /> : null}
        </tr>
      ))}
    </tfoot>
  );
}
