// A month as the office makes one (consumer invoices, one with a part and one with a discount, one
// cancelled; a business in Karnataka with parts, one in Tamil Nadu with IGST; credit notes to a
// consumer and a business), written as the offline tool's CSV files and the portal's JSON: each
// file's header row is the tool's sheet's (tests/shared/offline-tool.ts, not the app's own list),
// texts within the portal's limits, no empty section nor zero row, Table 7's tax the tool's; and
// GSTR-3B's Table 3.1(a) equal to the same month's GSTR-1.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { creditNoteTotals, taxOn } from "~/lib/billing/bill";
import { gstr1, type ReturnCredit, type ReturnInvoice } from "~/lib/billing/gstr1";
import { OFFLINE_TOOL_FILES } from "~/lib/billing/gstr1-csv";
import { gstr1Json } from "~/lib/billing/gstr1-json";
import { gstr3b, gstr3bJson } from "~/lib/billing/gstr3b";
import { offlineToolCsv } from "~/models/books.server";

import { OFFLINE_TOOL_HEADERS, PORTAL_TEXT_LIMITS } from "../shared/offline-tool";
import { GSTIN, invoice, part, service } from "./return-fixtures";

const LONG_PART = "Drain pump assembly for LG front loader, 8 kg";
const TAMIL_NADU = "33AAACH7409R1Z8";
const KARNATAKA_BUSINESS = "29AAACH7409R1ZZ";

/** A credit note of `amount` paise against an invoice, as credit-notes.server.ts issues one. */
function credit(number: string, against: ReturnInvoice, amount: number): ReturnCredit {
  const totals = creditNoteTotals(amount, against.gstPercent, against.placeOfSupply !== "29");
  return { ...against, number, issuedAt: "2026-11-25T05:00:00.000Z", ...totals };
}

const invoices = [
  invoice("WF/26-27/0001", [service(224_900)]),
  invoice("WF/26-27/0002", [service(59_900), { description: LONG_PART, quantity: 1, unitPaise: 185_000, kind: "part", hsn: "84509010" }]),
  invoice("WF/26-27/0003", [service(149_900)], { discount: 20_000 }),
  invoice("WF/26-27/0004", [service(29_900)], { cancelled: true }),
  invoice("WF/26-27/0005", [service(29_900)]),
  invoice("WF/26-27/0006", [service(250_000), part(120_000, 2)], { customerGstin: KARNATAKA_BUSINESS }),
  invoice("WF/26-27/0007", [service(118_000)], { customerGstin: TAMIL_NADU }),
];
const credits = [credit("CN/26-27/0001", invoices[0]!, 150_000), credit("CN/26-27/0002", invoices[6]!, 59_000)];
const returns = gstr1(invoices, credits);
const json = gstr1Json(returns, { gstin: GSTIN, month: "2026-11" });

/** Every array anywhere in a JSON value, with where it is. */
function arrays(value: unknown, at = "$"): { at: string; length: number }[] {
  if (Array.isArray(value)) return [{ at, length: value.length }, ...value.flatMap((entry, index) => arrays(entry, `${at}[${index}]`))];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, entry]) => arrays(entry, `${at}.${key}`));
  return [];
}

describe("the offline tool's files of a month", () => {
  it("each begins with the tool's own header row, in its order", () => {
    expect(OFFLINE_TOOL_FILES).toEqual(Object.keys(OFFLINE_TOOL_HEADERS));
    for (const file of OFFLINE_TOOL_FILES) {
      const [header, ...rows] = parse(offlineToolCsv(returns, file)) as string[][];
      expect(header, file).toEqual([...OFFLINE_TOOL_HEADERS[file]]);
      for (const row of rows) expect(row, file).toHaveLength(header!.length);
    }
    // b2cs: the tool's "Applicable % of Tax Rate" empty, the 18 under "Rate".
    const [header, row] = parse(offlineToolCsv(returns, "b2cs")) as string[][];
    expect(Object.fromEntries(header!.map((column, index) => [column, row![index]]))).toMatchObject({ "Applicable % of Tax Rate": "", Rate: "18" });
  });

  it("cuts an HSN description to 30 characters and keeps document numbers within 16, in the CSV and the JSON", () => {
    const described = [...returns.hsnB2c, ...returns.hsnB2b].map((row) => row.description);
    expect(described).toContain(LONG_PART.slice(0, PORTAL_TEXT_LIMITS.hsnDescription).trimEnd());
    expect(described).toContain("Maintenance and repair service");
    for (const file of ["hsn_b2b", "hsn_b2c"] as const)
      for (const row of (parse(offlineToolCsv(returns, file), { columns: true }) as Record<string, string>[]).slice(0))
        expect([...row.Description!].length).toBeLessThanOrEqual(PORTAL_TEXT_LIMITS.hsnDescription);
    for (const row of [...(json.hsn?.hsn_b2b ?? []), ...(json.hsn?.hsn_b2c ?? [])]) expect([...row.desc].length).toBeLessThanOrEqual(30);
    const numbers = [...returns.b2b, ...returns.cdnr].map((row) => row.number).concat(returns.documents.flatMap((row) => [row.from, row.to]));
    for (const number of numbers) expect(number.length).toBeLessThanOrEqual(PORTAL_TEXT_LIMITS.documentNumber);
  });

  it("leaves empty sections and zero rows out of the JSON", () => {
    expect(arrays(json).filter((entry) => entry.length === 0)).toEqual([]);
    // A consumers-only month without credit notes: no b2b, no cdnr, no hsn_b2b (not even a zero row).
    const consumers = gstr1Json(gstr1(invoices.slice(0, 5), []), { gstin: GSTIN, month: "2026-11" });
    expect(Object.keys(consumers)).toEqual(["gstin", "fp", "b2cs", "hsn", "doc_issue"]);
    expect(Object.keys(consumers.hsn!)).toEqual(["hsn_b2c"]);
    expect(arrays(consumers).filter((entry) => entry.length === 0)).toEqual([]);
    // A month whose one invoice is credited to the paisa of its taxable value and tax: its Table 7 row and service row are nothing, and left out.
    const creditedInFull = gstr1([invoices[4]!], [{ ...invoices[4]!, number: "CN/26-27/0003", issuedAt: "2026-11-25T05:00:00.000Z" }]);
    expect(creditedInFull.b2cs).toEqual([]);
    expect(creditedInFull.hsnB2c).toEqual([]);
    expect(Object.keys(gstr1Json(creditedInFull, { gstin: GSTIN, month: "2026-11" }))).toEqual(["gstin", "fp", "doc_issue"]);
  });

  it("writes Table 7's tax as the offline tool computes it from the taxable value and the rate", () => {
    expect(json.b2cs).toHaveLength(1);
    for (const row of json.b2cs!) {
      const taxable = Math.round(row.txval * 100);
      expect(Math.round(row.camt * 100)).toBe(taxOn(taxable, row.rt / 2));
      expect(Math.round(row.samt * 100)).toBe(taxOn(taxable, row.rt / 2));
    }
    // The invoices' own tax, summed, may differ by a paisa or so: Table 12 keeps theirs.
    const consumerTax = invoices.slice(0, 5).filter((entry) => !entry.cancelledAt);
    const own = consumerTax.reduce((sum, entry) => sum + entry.cgst, 0) - credits[0]!.cgst;
    expect(Math.abs(returns.b2cs[0]!.cgst - own)).toBeLessThanOrEqual(consumerTax.length);
  });
});

describe("GSTR-3B's Table 3.1", () => {
  it("equals the same month's GSTR-1: Tables 4A and 7 less 9B, and the invoices in force less the credit notes", () => {
    const { outward, unregistered } = gstr3b(returns);
    const sum = (rows: readonly { taxable: number; igst: number; cgst: number; sgst: number }[], key: "taxable" | "igst" | "cgst" | "sgst") =>
      rows.reduce((total, row) => total + row[key], 0);
    for (const key of ["taxable", "igst", "cgst", "sgst"] as const)
      expect(outward[key]).toBe(sum(returns.b2b, key) + sum(returns.b2cs, key) - sum(returns.cdnr, key));
    expect(outward.taxable).toBe(
      sum(
        invoices.filter((entry) => !entry.cancelledAt),
        "taxable",
      ) - sum(credits, "taxable"),
    );
    // IGST is the Tamil Nadu invoice's less its credit note's.
    expect(outward.igst).toBe(invoices[6]!.igst - credits[1]!.igst);
    expect(outward.cess).toBe(0);
    // Every consumer here is in Karnataka: Table 3.2 has nothing.
    expect(unregistered).toEqual([]);
    const upload = gstr3bJson(gstr3b(returns), { gstin: GSTIN, month: "2026-11" });
    expect(upload).toEqual({
      gstin: GSTIN,
      ret_period: "112026",
      sup_details: { osup_det: { txval: outward.taxable / 100, iamt: outward.igst / 100, camt: outward.cgst / 100, samt: outward.sgst / 100, csamt: 0 } },
    });
  });

  it("lists an inter-state supply to an unregistered person in Table 3.2, by place of supply, IGST", () => {
    const visitor = { ...invoice("WF/26-27/0008", [service(118_000)], { customerGstin: TAMIL_NADU }), customerGstin: null };
    const { outward, unregistered } = gstr3b(gstr1([visitor, invoices[0]!], []));
    expect(unregistered).toEqual([{ place: "33-Tamil Nadu", taxable: 100_000, igst: 18_000 }]);
    expect(outward.taxable).toBe(100_000 + invoices[0]!.taxable);
    expect(gstr3bJson(gstr3b(gstr1([visitor], [])), { gstin: GSTIN, month: "2026-11" }).inter_sup).toEqual({
      unreg_details: [{ pos: "33", txval: 1000, iamt: 180 }],
    });
  });
});
