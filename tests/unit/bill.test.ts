import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { amountDue, amountText, type BillItem, billTotals, parseRupees, rupees, taxOn, upiLink } from "~/lib/billing/bill";

const item = fc.record({ description: fc.constant("Part"), quantity: fc.integer({ min: 1, max: 999 }), unitPaise: fc.integer({ min: 0, max: 10_000_000 }) });
const items = fc.array(item, { maxLength: 8 });
const gst = fc.option(fc.record({ gstin: fc.constant("29ABCDE1234F1Z5"), ratePercent: fc.constantFrom(9, 6, 2.5, 14) }), { nil: null });

describe("a bill's arithmetic, in whole paise", () => {
  it("adds quantity × unit price, takes off a discount never above the subtotal, and taxes what is left", () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 0, max: 200_000_000 }), gst, (lines: BillItem[], discount, tax) => {
        const totals = billTotals(lines, discount, tax);
        const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPaise, 0);
        expect(totals.subtotal).toBe(subtotal);
        expect(totals.discount).toBe(Math.min(discount, subtotal));
        expect(totals.taxable).toBe(subtotal - totals.discount);
        expect(totals.total).toBe(totals.taxable + (totals.cgst ?? 0) + (totals.sgst ?? 0));
        for (const value of Object.values(totals)) if (value !== null) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        if (!tax) expect([totals.cgst, totals.sgst]).toEqual([null, null]);
        else expect(totals.cgst).toBe(totals.sgst);
      }),
    );
  });

  it("rounds each tax line to the nearest paisa, half up", () => {
    expect(taxOn(100_00, 9)).toBe(9_00);
    expect(taxOn(50, 9)).toBe(5); // 4.5 paise -> 5
    expect(taxOn(49, 9)).toBe(4); // 4.41 -> 4
    expect(taxOn(1, 2.5)).toBe(0); // 0.025 -> 0
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(9, 6, 2.5, 14), (paise, rate) => {
        const exact = (paise * rate) / 100;
        const tax = taxOn(paise, rate);
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5);
        expect(tax - exact === -0.5).toBe(false);
      }),
    );
  });

  it("9% CGST and 9% SGST on ₹1,000 after a ₹100 discount: ₹81 each, ₹1,062 in all", () => {
    const totals = billTotals([{ description: "Labour", quantity: 2, unitPaise: 500_00 }], 100_00, { gstin: "29ABCDE1234F1Z5", ratePercent: 9 });
    expect(totals).toEqual({ subtotal: 1000_00, discount: 100_00, taxable: 900_00, cgst: 81_00, sgst: 81_00, total: 1062_00 });
  });

  it("never owes less than nothing", () => {
    expect(amountDue(1000, 400)).toBe(600);
    expect(amountDue(1000, 1200)).toBe(0);
  });
});

describe("rupees as people write them", () => {
  it("reads a typed amount back to the paise it was written from", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (paise) => {
        expect(parseRupees(amountText(paise))).toBe(paise);
      }),
    );
    expect(parseRupees("₹ 1,299.5")).toBe(1299_50);
    expect(parseRupees("499")).toBe(499_00);
    for (const bad of ["", "abc", "1.234", "-5", "1e3", "10000001", "12..5"]) expect(parseRupees(bad), bad).toBeNull();
  });

  it("shows Indian grouping, with paise only when there are some", () => {
    expect(rupees(1234567_00)).toBe("₹12,34,567");
    expect(rupees(1299_50)).toBe("₹1,299.50");
  });
});

describe("the UPI link", () => {
  it("carries the payee, the amount with two decimals, rupees and the booking reference", () => {
    const link = upiLink({ vpa: "washfix@okaxis", payee: "WashFix Bengaluru", amountPaise: 1800_00, reference: "WF-7K3M9" });
    expect(link).toBe("upi://pay?pa=washfix%40okaxis&pn=WashFix%20Bengaluru&am=1800.00&cu=INR&tn=WF-7K3M9");
    const params = new URL(link).searchParams;
    expect(Object.fromEntries(params)).toEqual({ pa: "washfix@okaxis", pn: "WashFix Bengaluru", am: "1800.00", cu: "INR", tn: "WF-7K3M9" });
  });
});
