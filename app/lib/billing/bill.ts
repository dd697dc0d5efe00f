// A visit's bill: money as whole paise (₹1 = 100 paise), never floating rupees. Shared by the
// admin's bill, the customer's page, the receipt and the CSV, so each shows the same sums.
import type { LineNote } from "~/lib/outcome";

/** A line of the bill: a service (the business's SAC) or a part (its HSN code when staff know it). */
export type BillItemKind = "service" | "part";
/** `description`: the item's own name (or, on a line added before notes were codes, its words whole); `note`: what a plan says of it, said where it is shown. */
export type BillItem = { description: string; quantity: number; unitPaise: number; kind?: BillItemKind; hsn?: string; note?: LineNote | null };

export type PaymentMethod = "upi" | "cash" | "card";
/** How staff took a payment, as the admin and the receipt name it. */
export const PAYMENT_METHODS: Record<PaymentMethod, string> = { upi: "UPI", cash: "Cash", card: "Card" };
export type RefundMethod = "cash" | "upi" | "bank";
/** How money taken beyond the bill went back to the customer. */
export const REFUND_METHODS: Record<RefundMethod, string> = { cash: "Cash", upi: "UPI", bank: "Bank transfer" };

/**
 * GST on a service within Karnataka: CGST and SGST, each `ratePercent`% of the taxable value.
 * `inclusive`: the prices already include the tax (as prices shown to Indian consumers must), so
 * the taxable value is worked back from them; otherwise the tax is added on top.
 */
export type Gst = {
  gstin: string;
  ratePercent: number;
  inclusive: boolean;
  /** A supply to a business of another state: IGST at twice `ratePercent` instead of CGST and SGST. */
  interState?: boolean;
};

export type BillTotals = {
  subtotal: number;
  /** What is taken off, never more than the subtotal. */
  discount: number;
  /** The value the tax is on: the bill after the discount, less the tax it includes. */
  taxable: number;
  /** Each line's share of the taxable value (after its share of the discount), summing to `taxable`. */
  lineTaxable: number[];
  /** Null where the business is not registered for GST (no GSTIN), or the supply is inter-state: no such lines. */
  cgst: number | null;
  sgst: number | null;
  /** An inter-state supply's IGST (at the two rates' sum); null otherwise. */
  igst: number | null;
  /** What brings the total to the rupee (prices including tax), between -50 and +50 paise; 0 otherwise. */
  roundOff: number;
  total: number;
};

/**
 * `total` shared out in proportion to `weights`, in whole paise that add up to it exactly (the
 * largest remainders get the odd paise; equal ones, the earlier line).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** One tax line: `ratePercent`% of `paise`, rounded to the nearest paisa (half up). */
export function taxOn(paise: number, ratePercent: number): number {
  // In hundredths of a percent, so that 9% and 2.5% stay whole numbers.
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

/** The taxable value in a price that includes CGST and SGST at `ratePercent`% each, to the nearest paisa (half up). */
export function taxableIn(paise: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((paise * 10_000 * 2 + (10_000 + 2 * basisPoints)) / (2 * (10_000 + 2 * basisPoints)));
}

export function billTotals(items: readonly BillItem[], discountPaise: number, gst: Gst | null): BillTotals {
  const lines = items.map((item) => item.quantity * item.unitPaise);
  const subtotal = lines.reduce((sum, line) => sum + line, 0);
  const discount = Math.min(Math.max(discountPaise, 0), subtotal);
  const net = subtotal - discount;
  const taxable = gst?.inclusive ? taxableIn(net, gst.ratePercent) : net;
  const intra = gst && !gst.interState;
  const cgst = intra ? taxOn(taxable, gst.ratePercent) : null;
  const sgst = intra ? taxOn(taxable, gst.ratePercent) : null;
  const igst = gst?.interState ? taxOn(taxable, gst.ratePercent * 2) : null;
  const beforeRounding = taxable + (cgst ?? 0) + (sgst ?? 0) + (igst ?? 0);
  // With tax included the customer pays the price: the sum comes back to it, to the rupee.
  const total = gst?.inclusive ? Math.round(beforeRounding / 100) * 100 : beforeRounding;
  return { subtotal, discount, taxable, lineTaxable: shareOut(taxable, lines), cgst, sgst, igst, roundOff: total - beforeRounding, total };
}

/**
 * A credit note of `amount` paise, tax included, at CGST and SGST of `ratePercent`% each (null: a
 * bill without GST): the tax worked back from it as on a bill whose prices include GST, CGST equal
 * to SGST, and the taxable value what is left, so the three add up to the amount exactly.
 */
export function creditNoteTotals(
  amount: number,
  ratePercent: number | null,
  interState = false,
): { taxable: number; cgst: number; sgst: number; igst: number; total: number } {
  if (ratePercent === null) return { taxable: amount, cgst: 0, sgst: 0, igst: 0, total: amount };
  if (interState) {
    const igst = taxOn(taxableIn(amount, ratePercent), ratePercent * 2);
    return { taxable: amount - igst, cgst: 0, sgst: 0, igst, total: amount };
  }
  const tax = taxOn(taxableIn(amount, ratePercent), ratePercent);
  return { taxable: amount - 2 * tax, cgst: tax, sgst: tax, igst: 0, total: amount };
}

/** What is still to pay: never below nothing (an overpayment is not a debt). */
export function amountDue(total: number, paid: number): number {
  return Math.max(total - paid, 0);
}

/** ₹1,234.50 with Indian grouping; whole rupees without paise (₹1,234). */
export function rupees(paise: number, locale = "en-IN"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** Paise as UPI and forms write an amount: 1234.50. */
export function amountText(paise: number): string {
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

// Rupees as typed: an optional ₹, then digits without commas or in Indian grouping (the last three
// digits, then twos: 5,000, 1,50,000), then at most two decimals.
const TYPED_RUPEES = /^(?:₹\s*)?(\d+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?$/;

/**
 * A typed amount in rupees ("1,234.5", "₹ 499", "1,50,000") as paise, or null for anything that is
 * not one (misgrouped commas too: "5,00", "1,5000"): at most two decimals, at most ₹10,00,000.
 */
export function parseRupees(typed: string): number | null {
  const match = TYPED_RUPEES.exec(typed.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, "");
  if (whole.length > 7) return null;
  const paise = Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise <= 100_000_000 ? paise : null;
}

/** Whether a refused amount is digits with its commas misplaced ("5,00", "1,5000"), to say so. */
export function isMisgroupedRupees(typed: string): boolean {
  return /^(?:₹\s*)?\d[\d,]*(?:\.\d+)?$/.test(typed.trim()) && typed.includes(",") && !TYPED_RUPEES.test(typed.trim());
}

/** Money taken beyond the bill, still to go back to the customer: paid − refunded − total, never below 0. */
export function refundDue(total: number, paid: number, refunded: number): number {
  return Math.max(paid - refunded - total, 0);
}

/**
 * The UPI deep link every Indian payments app opens (NPCI's UPI linking specification):
 * payee address and name, the amount with two decimals, rupees, and the booking reference as the note.
 */
export function upiLink({ vpa, payee, amountPaise, reference }: { vpa: string; payee: string; amountPaise: number; reference: string }): string {
  const query = new URLSearchParams({ pa: vpa, pn: payee, am: amountText(amountPaise), cu: "INR", tn: reference });
  return `upi://pay?${query.toString().replace(/\+/g, "%20")}`;
}

/** The financial year (April to March, in Bengaluru) of an instant: "26-27" for 26 Nov 2026 or 2 Feb 2027. */
export function financialYear(instant: Date): string {
  const ist = new Date(instant.getTime() + 5.5 * 60 * 60 * 1000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The invoice series of an instant's financial year: WF/26-27. */
export function invoiceSeries(prefix: string, instant: Date): string {
  return `${prefix}/${financialYear(instant)}`;
}

/** An invoice's number: WF/26-27/0001 (four digits at least). */
export function invoiceNumber(series: string, serial: number): string {
  return `${series}/${String(serial).padStart(4, "0")}`;
}
