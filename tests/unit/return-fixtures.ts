// Invoices as GSTR-1 reads them (app/lib/billing/gstr1.ts's ReturnInvoice), made as
// bills.server.ts issues them (billTotals), for the returns' unit tests.
import { type BillItem, billTotals } from "~/lib/billing/bill";
import type { ReturnInvoice } from "~/lib/billing/gstr1";

export const GSTIN = "29ABCDE1234F1Z5";

/** An invoice as bills.server.ts issues one: its lines' taxable shares from billTotals. */
export function invoice(
  number: string,
  items: BillItem[],
  { ratePercent = 9, discount = 0, cancelled = false, customerGstin = null as string | null } = {},
): ReturnInvoice {
  const interState = customerGstin !== null && !customerGstin.startsWith("29");
  const totals = billTotals(items, discount, { gstin: GSTIN, ratePercent, inclusive: true, interState });
  return {
    number,
    issuedAt: "2026-11-20T05:00:00.000Z",
    gstin: GSTIN,
    gstPercent: ratePercent,
    customerGstin,
    customerName: customerGstin ? "Lake View Apartment Owners Association" : "Anita",
    placeOfSupply: customerGstin ? customerGstin.slice(0, 2) : "29",
    lines: items.map((item, index) => ({
      description: item.description,
      kind: item.kind ?? "service",
      code: item.kind === "part" ? (item.hsn ?? "") : "998715",
      quantity: item.quantity,
      taxablePaise: totals.lineTaxable[index]!,
    })),
    taxable: totals.taxable,
    cgst: totals.cgst ?? 0,
    sgst: totals.sgst ?? 0,
    igst: totals.igst ?? 0,
    total: totals.total,
    cancelledAt: cancelled ? "2026-11-21T05:00:00.000Z" : null,
  };
}

export const service = (unitPaise: number): BillItem => ({ description: "Drum bearing replacement", quantity: 1, unitPaise, kind: "service" });
export const part = (unitPaise: number, quantity = 1): BillItem => ({ description: "Drain pump", quantity, unitPaise, kind: "part", hsn: "8450" });
