import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { numberInWords, rupeesInWords } from "~/lib/billing/amount-in-words";
import {
  amountDue,
  amountText,
  type BillItem,
  billTotals,
  financialYear,
  invoiceNumber,
  invoiceSeries,
  parseRupees,
  rupees,
  shareOut,
  taxableIn,
  taxOn,
  upiLink,
} from "~/lib/billing/bill";

const item = fc.record({ description: fc.constant("Part"), quantity: fc.integer({ min: 1, max: 999 }), unitPaise: fc.integer({ min: 0, max: 10_000_000 }) });
const items = fc.array(item, { maxLength: 8 });
const gst = fc.option(fc.record({ gstin: fc.constant("29ABCDE1234F1Z5"), ratePercent: fc.constantFrom(9, 6, 2.5, 14), inclusive: fc.boolean() }), {
  nil: null,
});

describe("a bill's arithmetic, in whole paise", () => {
  it("adds quantity × unit price, takes off a discount never above the subtotal, and taxes what is left", () => {
    fc.assert(
      fc.property(items, fc.integer({ min: 0, max: 200_000_000 }), gst, (lines: BillItem[], discount, tax) => {
        const totals = billTotals(lines, discount, tax);
        const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPaise, 0);
        expect(totals.subtotal).toBe(subtotal);
        expect(totals.discount).toBe(Math.min(discount, subtotal));
        const net = subtotal - totals.discount;
        // Taxable value, the tax and the round-off make the total, whatever the items, discount and terms.
        expect(totals.taxable + (totals.cgst ?? 0) + (totals.sgst ?? 0) + totals.roundOff).toBe(totals.total);
        // The lines' taxable values add up to the bill's.
        expect(totals.lineTaxable.reduce((a, b) => a + b, 0)).toBe(totals.taxable);
        expect(totals.lineTaxable).toHaveLength(lines.length);
        if (tax?.inclusive) {
          // Worked back from the prices: the customer pays the price, to the rupee.
          expect(totals.taxable).toBe(taxableIn(net, tax.ratePercent));
          expect(totals.total % 100).toBe(0);
          expect(Math.abs(totals.roundOff)).toBeLessThanOrEqual(50);
          if (net % 100 === 0) expect(totals.total).toBe(net);
        } else {
          expect(totals.taxable).toBe(net);
          expect(totals.roundOff).toBe(0);
        }
        for (const value of [totals.subtotal, totals.discount, totals.taxable, totals.cgst, totals.sgst, totals.total, ...totals.lineTaxable])
          if (value !== null) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
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

  it("tax added (PRICES_INCLUDE_GST=0): 9% CGST and 9% SGST on ₹1,000 after a ₹100 discount: ₹81 each, ₹1,062 in all", () => {
    const totals = billTotals([{ description: "Labour", quantity: 2, unitPaise: 500_00 }], 100_00, {
      gstin: "29ABCDE1234F1Z5",
      ratePercent: 9,
      inclusive: false,
    });
    expect(totals).toEqual({
      subtotal: 1000_00,
      discount: 100_00,
      taxable: 900_00,
      lineTaxable: [900_00],
      cgst: 81_00,
      sgst: 81_00,
      igst: null,
      roundOff: 0,
      total: 1062_00,
    });
  });

  it("prices including GST: a ₹299 visit is ₹253.39 taxable, ₹22.81 CGST and SGST, 1 paisa round-off, ₹299 in all", () => {
    const totals = billTotals([{ description: "Visit", quantity: 1, unitPaise: 299_00 }], 0, { gstin: "29ABCDE1234F1Z5", ratePercent: 9, inclusive: true });
    expect(totals).toEqual({
      subtotal: 299_00,
      discount: 0,
      taxable: 253_39,
      lineTaxable: [253_39],
      cgst: 22_81,
      sgst: 22_81,
      igst: null,
      roundOff: -1,
      total: 299_00,
    });
    // Two lines and a discount: each line's taxable value after its share of the discount.
    const two = billTotals(
      [
        { description: "Visit", quantity: 1, unitPaise: 299_00 },
        { description: "Drain pump", quantity: 1, unitPaise: 1200_00 },
      ],
      99_00,
      { gstin: "29ABCDE1234F1Z5", ratePercent: 9, inclusive: true },
    );
    expect(two.total).toBe(1400_00);
    expect(two.lineTaxable).toEqual(shareOut(two.taxable, [299_00, 1200_00]));
  });

  it("shares an amount out in whole paise that add up, by the weights", () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(7, [0, 0])).toEqual([7, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          if (sum > 0) shares.forEach((share, index) => expect(Math.abs(share - (total * weights[index]!) / sum)).toBeLessThan(1));
        },
      ),
    );
  });

  it("numbers invoices in the financial year's series, April to March in Bengaluru", () => {
    expect(financialYear(new Date("2026-11-26T10:00:00Z"))).toBe("26-27");
    expect(financialYear(new Date("2027-03-31T18:29:00Z"))).toBe("26-27"); // 31 Mar, 23:59 in Bengaluru
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("27-28"); // 1 Apr, 00:00
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("99-00");
    expect(invoiceNumber(invoiceSeries("WF", new Date("2026-11-26T10:00:00Z")), 1)).toBe("WF/26-27/0001");
    // The longest prefix (4) and a 5-digit serial: 16 characters, as Rule 46 allows.
    expect(invoiceNumber("WASH/26-27", 12345)).toHaveLength(16);
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

describe("an amount in words, in lakhs and crores", () => {
  it("writes what an Indian invoice writes", () => {
    expect(rupeesInWords(299_00)).toBe("Rupees Two Hundred Ninety-Nine Only");
    expect(rupeesInWords(1_23_456_70)).toBe("Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only");
    expect(rupeesInWords(10_00_00_000_00)).toBe("Rupees Ten Crore Only");
    expect(rupeesInWords(12_34_56_789_05)).toBe("Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only");
    expect(rupeesInWords(1_00_000_00)).toBe("Rupees One Lakh Only");
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(50)).toBe("Rupees Zero and Fifty Paise Only");
    expect(numberInWords(100_000_000_000)).toBe("Ten Thousand Crore");
  });

  it("names every whole number below a crore with each group once, in order", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), (n) => {
        const words = numberInWords(n);
        expect(words).not.toMatch(/\s{2}|^\s|\s$|undefined/);
        expect(words.includes("Lakh")).toBe(n >= 100_000);
        expect(words.includes("Thousand")).toBe(n % 100_000 >= 1000);
      }),
    );
  });
});
