// GSTR-1's tables from a month's invoices (app/lib/billing/gstr1.ts): the sums agree with the
// invoices whatever they hold, and the files carry the offline tool's columns and the portal's
// field names (docs/gstr1.md).
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { creditNoteTotals, taxableIn } from "~/lib/billing/bill";
import { gstinProblem, placeOfSupplyName } from "~/lib/billing/gstin";
import { b2csSummary, documentsIssued, gstr1, hsnSummary, toolTax } from "~/lib/billing/gstr1";
import { offlineToolRows } from "~/lib/billing/gstr1-csv";
import { gstr1Json } from "~/lib/billing/gstr1-json";

import { OFFLINE_TOOL_HEADERS } from "../shared/offline-tool";
import { GSTIN, invoice, part, service } from "./return-fixtures";

describe("GSTR-1 for a month", () => {
  it("two B2C invoices, one with a part: Table 12 lists 998715 and the part's HSN, adding up to the month's taxable value and tax", () => {
    const month = [invoice("WF/26-27/0001", [service(224_900)]), invoice("WF/26-27/0002", [service(59_900), part(120_000, 2)])];
    const rows = hsnSummary(month);
    expect(rows.map((row) => [row.code, row.uqc, row.quantity, row.ratePercent])).toEqual([
      ["8450", "NOS", 2, 18],
      ["998715", "NA", 0, 18],
    ]);
    const sum = (key: "taxable" | "cgst" | "sgst") => rows.reduce((total, row) => total + row[key], 0);
    expect(sum("taxable")).toBe(month[0]!.taxable + month[1]!.taxable);
    expect(sum("cgst")).toBe(month[0]!.cgst + month[1]!.cgst);
    expect(sum("sgst")).toBe(month[0]!.sgst + month[1]!.sgst);
    // ₹2,249 including 18%: taxable ₹1,905.93, CGST = SGST ₹171.53 (checked by hand).
    expect([month[0]!.taxable, month[0]!.cgst]).toEqual([190_593, 17_153]);
  });

  it("Table 12 and Table 7 agree with the invoices in force, whatever their lines, discounts and rates", () => {
    const item = fc.record({
      description: fc.constant("Line"),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPaise: fc.integer({ min: 0, max: 5_000_000 }),
      kind: fc.constantFrom("service" as const, "part" as const),
      hsn: fc.constantFrom("8450", "84509010", "8501"),
    });
    const anInvoice = fc.record({
      items: fc.array(item, { minLength: 1, maxLength: 6 }),
      discount: fc.integer({ min: 0, max: 1_000_000 }),
      ratePercent: fc.constantFrom(9, 2.5, 14),
      cancelled: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anInvoice, { maxLength: 8 }), (drawn) => {
        const month = drawn.map((entry, index) => invoice(`WF/26-27/${String(index + 1).padStart(4, "0")}`, entry.items, entry));
        const inForce = month.filter((entry) => !entry.cancelledAt);
        const total = (rows: readonly { taxable: number; cgst: number; sgst: number }[], key: "taxable" | "cgst" | "sgst") =>
          rows.reduce((sum, row) => sum + row[key], 0);
        for (const key of ["taxable", "cgst", "sgst"] as const) expect(total(hsnSummary(month), key)).toBe(total(inForce, key));
        // Table 7: the invoices' taxable value; its tax the offline tool's, from that value and the rate.
        expect(total(b2csSummary(month), "taxable")).toBe(total(inForce, "taxable"));
        for (const row of b2csSummary(month)) expect(row).toMatchObject(toolTax(row.taxable, row.ratePercent, false));
        for (const row of hsnSummary(month)) expect(row.value).toBe(row.taxable + row.cgst + row.sgst + row.igst);
        const documents = documentsIssued(month);
        expect(documents.reduce((sum, row) => sum + row.total, 0)).toBe(month.length);
        expect(documents.reduce((sum, row) => sum + row.cancelled, 0)).toBe(month.length - inForce.length);
      }),
    );
  });

  it("Table 13 gives each series' first and last number, with the cancelled ones counted", () => {
    const month = [
      invoice("WF/26-27/0007", [service(50_000)]),
      invoice("WF/26-27/0008", [service(50_000)], { cancelled: true }),
      invoice("WF/26-27/0009", [service(50_000)]),
    ];
    expect(documentsIssued(month)).toEqual([
      { nature: "Invoices for outward supply", from: "WF/26-27/0007", to: "WF/26-27/0009", total: 3, cancelled: 1, net: 2 },
    ]);
  });

  it("writes the offline tool's columns, place of supply as the portal does, and no B2B tab for a B2C-only month", () => {
    const returns = gstr1([invoice("WF/26-27/0001", [service(224_900), part(30_000)])], []);
    expect(placeOfSupplyName("29")).toBe("29-Karnataka");
    expect(offlineToolRows(returns, "b2cs")).toEqual({ columns: OFFLINE_TOOL_HEADERS.b2cs, rows: [["OE", "29-Karnataka", "", "18", "2160.17", "0.00", ""]] });
    expect(offlineToolRows(returns, "hsn_b2b")).toEqual({ columns: OFFLINE_TOOL_HEADERS.hsn_b2b, rows: [] });
    expect(offlineToolRows(returns, "hsn_b2c").rows.map((row) => row[0])).toEqual(["8450", "998715"]);
    expect(offlineToolRows(returns, "docs").rows).toEqual([["Invoices for outward supply", "WF/26-27/0001", "WF/26-27/0001", "1", "0"]]);

    const json = gstr1Json(returns, { gstin: GSTIN, month: "2026-11" });
    expect(json.fp).toBe("112026");
    expect(json.b2cs).toEqual([{ sply_ty: "INTRA", pos: "29", typ: "OE", rt: 18, txval: 2160.17, iamt: 0, camt: 194.42, samt: 194.42, csamt: 0 }]);
    expect(Object.keys(json)).toEqual(["gstin", "fp", "b2cs", "hsn", "doc_issue"]);
    expect(Object.keys(json.hsn!)).toEqual(["hsn_b2c"]);
    expect(json.doc_issue!.doc_det[0]!.docs).toEqual([{ num: 1, from: "WF/26-27/0001", to: "WF/26-27/0001", totnum: 1, cancel: 0, net_issue: 1 }]);
  });

  it("a credit note issued in the month is netted off Table 7 and Table 12 over its invoice's lines, and counted in Table 13", () => {
    const earlier = invoice("WF/26-27/0001", [service(59_900), part(120_000, 2)]);
    const totals = creditNoteTotals(50_000, 9);
    const credit = { ...earlier, number: "CN/26-27/0001", issuedAt: "2026-12-02T05:00:00.000Z", ...totals };
    const month = [invoice("WF/26-27/0002", [service(224_900)])];
    const returns = gstr1(month, [credit]);
    const sum = (rows: readonly { taxable: number }[]) => rows.reduce((total, row) => total + row.taxable, 0);
    expect(sum(returns.hsnB2c)).toBe(month[0]!.taxable - totals.taxable);
    expect(sum(returns.b2cs)).toBe(month[0]!.taxable - totals.taxable);
    // The part's row is the credit's share alone: value off, no goods back.
    expect(returns.hsnB2c.find((row) => row.code === "8450")).toMatchObject({ quantity: 0 });
    expect(returns.hsnB2c.find((row) => row.code === "8450")!.taxable).toBeLessThan(0);
    expect(returns.documents.map((row) => [row.nature, row.from, row.total])).toEqual([
      ["Invoices for outward supply", "WF/26-27/0002", 1],
      ["Credit Note", "CN/26-27/0001", 1],
    ]);
    expect(gstr1Json(returns, { gstin: GSTIN, month: "2026-12" }).doc_issue!.doc_det.map((row) => [row.doc_num, row.doc_typ])).toEqual([
      [1, "Invoices for outward supply"],
      [5, "Credit Note"],
    ]);
  });
});

describe("a credit note's arithmetic", () => {
  it("adds up to the amount credited, CGST equal to SGST, the taxable value within a paisa of the amount without its tax", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.constantFrom(9, 6, 2.5, 14), (amount, rate) => {
        const { taxable, cgst, sgst, total } = creditNoteTotals(amount, rate);
        expect(total).toBe(amount);
        expect(taxable + cgst + sgst).toBe(amount);
        expect(cgst).toBe(sgst);
        expect(Math.abs(taxable - taxableIn(amount, rate))).toBeLessThanOrEqual(1);
        expect(taxable).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(creditNoteTotals(500_00, null)).toEqual({ taxable: 500_00, cgst: 0, sgst: 0, igst: 0, total: 500_00 });
    // Against an inter-state invoice: IGST at the two rates' sum.
    expect(creditNoteTotals(1180_00, 9, true)).toEqual({ taxable: 1000_00, cgst: 0, sgst: 0, igst: 180_00, total: 1180_00 });
  });
});

describe("invoices to businesses", () => {
  it("checks a GSTIN's shape, state and check character", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/last character does not match/);
    expect(gstinProblem("29AAPFU0939F1ZV")).toMatch(/last character does not match/);
    expect(gstinProblem("99AAPFU0939F1ZV")).toMatch(/99 is none/);
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
  });

  it("a Tamil Nadu business's invoice is inter-state: IGST, in Table 4A and Table 12's B2B tab, not in Table 7", () => {
    const b2b = invoice("WF/26-27/0003", [service(118_000)], { customerGstin: "33AAACH7409R1Z8" });
    expect([b2b.taxable, b2b.igst, b2b.cgst, b2b.sgst]).toEqual([100_000, 18_000, 0, 0]);
    const returns = gstr1([b2b, invoice("WF/26-27/0004", [service(59_000)])], []);
    expect(returns.b2b).toEqual([
      expect.objectContaining({
        customerGstin: "33AAACH7409R1Z8",
        number: "WF/26-27/0003",
        place: "33-Tamil Nadu",
        ratePercent: 18,
        taxable: 100_000,
        igst: 18_000,
      }),
    ]);
    expect(returns.hsnB2b).toEqual([expect.objectContaining({ code: "998715", taxable: 100_000, igst: 18_000, cgst: 0 })]);
    expect(returns.b2cs.map((row) => [row.place, row.taxable])).toEqual([["29-Karnataka", 50_000]]);
    expect(offlineToolRows(returns, "b2b").rows[0]).toEqual([
      "33AAACH7409R1Z8",
      "Lake View Apartment Owners Association",
      "WF/26-27/0003",
      "20-Nov-2026",
      "1180.00",
      "33-Tamil Nadu",
      "N",
      "",
      "Regular B2B",
      "",
      "18",
      "1000.00",
      "0.00",
    ]);
    const json = gstr1Json(returns, { gstin: GSTIN, month: "2026-11" });
    expect(json.b2b).toEqual([
      {
        ctin: "33AAACH7409R1Z8",
        inv: [
          {
            inum: "WF/26-27/0003",
            idt: "20-11-2026",
            val: 1180,
            pos: "33",
            rchrg: "N",
            inv_typ: "R",
            itms: [{ num: 1, itm_det: { rt: 18, txval: 1000, iamt: 180, camt: 0, samt: 0, csamt: 0 } }],
          },
        ],
      },
    ]);
  });
});
