// The GSTR-1 JSON the GST portal takes for upload, from a month's tables (gstr1.ts): field names as
// the portal's (docs/gstr1.md), amounts in rupees; a table the month has nothing in is left out,
// as the offline tool leaves it out (no "cdnr": [], no hsn_b2b without B2B documents).
import { HOME_STATE_CODE } from "~/lib/billing/gstin";
import type { B2bRow, Gstr1, HsnRow } from "~/lib/billing/gstr1";

/** Rupees as the portal's JSON takes them: a number with at most two decimals. */
export const rupeesNumber = (paise: number) => Math.round(paise) / 100;

/** A document's one rate, as the portal's item detail. */
const itemDetail = (row: Pick<B2bRow, "ratePercent" | "taxable" | "igst" | "cgst" | "sgst">) => ({
  rt: row.ratePercent,
  txval: rupeesNumber(row.taxable),
  iamt: rupeesNumber(row.igst),
  camt: rupeesNumber(row.cgst),
  samt: rupeesNumber(row.sgst),
  csamt: 0,
});

/** A table under its key when it holds anything; nothing at all when it is empty. */
function section<Key extends string, Row>(key: Key, rows: Row[]): Partial<Record<Key, Row[]>> {
  return rows.length ? ({ [key]: rows } as Record<Key, Row[]>) : {};
}

/** B2B documents grouped by the customer's GSTIN, as the portal's b2b and cdnr take them. */
function byCustomer<Entry>(rows: readonly B2bRow[], entry: (row: B2bRow) => Entry) {
  const customers = new Map<string, Entry[]>();
  for (const row of rows) customers.set(row.customerGstin, [...(customers.get(row.customerGstin) ?? []), entry(row)]);
  return [...customers.entries()];
}

/**
 * The GSTR-1 JSON for upload: the business's GSTIN, the period as MMYYYY, and the tables this
 * business has (b2b, cdnr, b2cs, hsn with its B2B and B2C tabs, doc_issue), field names as the portal's.
 */
export function gstr1Json(returns: Gstr1, { gstin, month }: { gstin: string; month: string }) {
  const [year, number] = month.split("-") as [string, string];
  const hsn = (rows: readonly HsnRow[]) =>
    rows.map((row, index) => ({
      num: index + 1,
      hsn_sc: row.code,
      desc: row.description,
      uqc: row.uqc,
      qty: row.quantity,
      rt: row.ratePercent,
      txval: rupeesNumber(row.taxable),
      iamt: rupeesNumber(row.igst),
      camt: rupeesNumber(row.cgst),
      samt: rupeesNumber(row.sgst),
      csamt: 0,
    }));
  const supplyType = (place: string) => (place.slice(0, 2) === HOME_STATE_CODE ? "INTRA" : "INTER");
  const hsnTabs = { ...section("hsn_b2b", hsn(returns.hsnB2b)), ...section("hsn_b2c", hsn(returns.hsnB2c)) };
  // The portal numbers the natures of document: 1 invoices for outward supply, 5 credit notes.
  const documents = (["Invoices for outward supply", "Credit Note"] as const)
    .map((nature) => ({ nature, rows: returns.documents.filter((row) => row.nature === nature) }))
    .filter(({ rows }) => rows.length)
    .map(({ nature, rows }) => ({
      doc_num: nature === "Credit Note" ? 5 : 1,
      doc_typ: nature,
      docs: rows.map((row, index) => ({ num: index + 1, from: row.from, to: row.to, totnum: row.total, cancel: row.cancelled, net_issue: row.net })),
    }));
  return {
    gstin,
    fp: `${number}${year}`,
    ...section(
      "b2b",
      byCustomer(returns.b2b, (row) => ({
        inum: row.number,
        idt: row.date,
        val: rupeesNumber(row.value),
        pos: row.place.slice(0, 2),
        rchrg: "N",
        inv_typ: "R",
        itms: [{ num: 1, itm_det: itemDetail(row) }],
      })).map(([ctin, inv]) => ({ ctin, inv })),
    ),
    ...section(
      "cdnr",
      byCustomer(returns.cdnr, (row) => ({
        ntty: "C",
        nt_num: row.number,
        nt_dt: row.date,
        val: rupeesNumber(row.value),
        pos: row.place.slice(0, 2),
        rchrg: "N",
        inv_typ: "R",
        itms: [{ num: 1, itm_det: itemDetail(row) }],
      })).map(([ctin, nt]) => ({ ctin, nt })),
    ),
    ...section(
      "b2cs",
      returns.b2cs.map((row) => ({ sply_ty: supplyType(row.place), pos: row.place.slice(0, 2), typ: "OE", ...itemDetail(row) })),
    ),
    ...(Object.keys(hsnTabs).length ? { hsn: hsnTabs } : {}),
    ...(documents.length ? { doc_issue: { doc_det: documents } } : {}),
  };
}
