// A visit's bill: money as whole paise (₹1 = 100 paise), never floating rupees. Shared by the
// admin's bill, the customer's page, the receipt and the CSV, so each shows the same sums.

export type BillItem = { description: string; quantity: number; unitPaise: number };

export type PaymentMethod = "upi" | "cash" | "card";
/** How staff took a payment, as the admin and the receipt name it. */
export const PAYMENT_METHODS: Record<PaymentMethod, string> = { upi: "UPI", cash: "Cash", card: "Card" };

/** GST on a service within Karnataka: CGST and SGST, each `ratePercent`% of the bill after the discount. */
export type Gst = { gstin: string; ratePercent: number };

export type BillTotals = {
  subtotal: number;
  /** What is taken off, never more than the subtotal. */
  discount: number;
  taxable: number;
  /** Null where the business is not registered for GST (no GSTIN): no tax lines. */
  cgst: number | null;
  sgst: number | null;
  total: number;
};

/** One tax line: `ratePercent`% of `paise`, rounded to the nearest paisa (half up). */
export function taxOn(paise: number, ratePercent: number): number {
  // In hundredths of a percent, so that 9% and 2.5% stay whole numbers.
  const basisPoints = Math.round(ratePercent * 100);
  return Math.floor((paise * basisPoints + 5_000) / 10_000);
}

export function billTotals(items: readonly BillItem[], discountPaise: number, gst: Gst | null): BillTotals {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPaise, 0);
  const discount = Math.min(Math.max(discountPaise, 0), subtotal);
  const taxable = subtotal - discount;
  const cgst = gst ? taxOn(taxable, gst.ratePercent) : null;
  const sgst = gst ? taxOn(taxable, gst.ratePercent) : null;
  return { subtotal, discount, taxable, cgst, sgst, total: taxable + (cgst ?? 0) + (sgst ?? 0) };
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

/**
 * A typed amount in rupees ("1,234.5", "₹ 499") as paise, or null for anything that is not one:
 * at most two decimals, at most ₹10,00,000.
 */
export function parseRupees(typed: string): number | null {
  const text = typed.replace(/[₹,\s]/g, "");
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise <= 100_000_000 ? paise : null;
}

/**
 * The UPI deep link every Indian payments app opens (NPCI's UPI linking specification):
 * payee address and name, the amount with two decimals, rupees, and the booking reference as the note.
 */
export function upiLink({ vpa, payee, amountPaise, reference }: { vpa: string; payee: string; amountPaise: number; reference: string }): string {
  const query = new URLSearchParams({ pa: vpa, pn: payee, am: amountText(amountPaise), cu: "INR", tn: reference });
  return `upi://pay?${query.toString().replace(/\+/g, "%20")}`;
}
