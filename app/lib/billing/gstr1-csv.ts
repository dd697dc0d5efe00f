// The returns offline tool's CSV files of a month's GSTR-1 (gstr1.ts): one per sheet of the tool
// (b2b, cdnr, b2cs, hsn(b2b), hsn(b2c), docs), its column headings in its order (the Returns
// Offline Tool V3.1.8's sheets, as docs/gstr1.md says; tests/shared/offline-tool.ts holds them
// apart, for the tests), money in rupees with two decimals and no grouping (the tool reads
// numbers, not ₹ text), dates as the tool's templates write them (05-Nov-2026).
import { amountText } from "~/lib/billing/bill";
import type { Gstr1, HsnRow } from "~/lib/billing/gstr1";

const OFFLINE_TOOL_COLUMNS = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cs: ["Type", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  hsn: [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ],
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
} as const;

export type OfflineToolFile = "b2b" | "cdnr" | "b2cs" | "hsn_b2b" | "hsn_b2c" | "docs";
export const OFFLINE_TOOL_FILES: readonly OfflineToolFile[] = ["b2b", "cdnr", "b2cs", "hsn_b2b", "hsn_b2c", "docs"];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** 26-11-2026 as the offline tool's templates write it: 26-Nov-2026. */
const toolDate = (date: string) => {
  const [day, month, year] = date.split("-") as [string, string, string];
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};
/** Money a credit note or an amount taken off writes: signed, two decimals. */
const signed = (paise: number) => (paise < 0 ? `-${amountText(-paise)}` : amountText(paise));

/** A file's rows, each as its columns' cells in order. */
export function offlineToolRows(returns: Gstr1, file: OfflineToolFile): { columns: readonly string[]; rows: string[][] } {
  const hsnRow = (row: HsnRow) => [
    row.code,
    row.description,
    row.uqc,
    String(row.quantity),
    signed(row.value),
    String(row.ratePercent),
    signed(row.taxable),
    signed(row.igst),
    signed(row.cgst),
    signed(row.sgst),
    "0.00",
  ];
  switch (file) {
    case "b2b":
      return {
        columns: OFFLINE_TOOL_COLUMNS.b2b,
        rows: returns.b2b.map((row) => [
          row.customerGstin,
          row.customerName,
          row.number,
          toolDate(row.date),
          amountText(row.value),
          row.place,
          "N",
          "",
          "Regular B2B",
          "",
          String(row.ratePercent),
          amountText(row.taxable),
          "0.00",
        ]),
      };
    case "cdnr":
      return {
        columns: OFFLINE_TOOL_COLUMNS.cdnr,
        rows: returns.cdnr.map((row) => [
          row.customerGstin,
          row.customerName,
          row.number,
          toolDate(row.date),
          "C",
          row.place,
          "N",
          "Regular B2B",
          amountText(row.value),
          "",
          String(row.ratePercent),
          amountText(row.taxable),
          "0.00",
        ]),
      };
    case "b2cs":
      return {
        columns: OFFLINE_TOOL_COLUMNS.b2cs,
        // The tool computes the tax from the taxable value and the rate, as Table 7 holds it (gstr1.ts's toolTax).
        rows: returns.b2cs.map((row) => ["OE", row.place, "", String(row.ratePercent), signed(row.taxable), "0.00", ""]),
      };
    case "hsn_b2b":
      return { columns: OFFLINE_TOOL_COLUMNS.hsn, rows: returns.hsnB2b.map(hsnRow) };
    case "hsn_b2c":
      return { columns: OFFLINE_TOOL_COLUMNS.hsn, rows: returns.hsnB2c.map(hsnRow) };
    case "docs":
      return {
        columns: OFFLINE_TOOL_COLUMNS.docs,
        rows: returns.documents.map((row) => [row.nature, row.from, row.to, String(row.total), String(row.cancelled)]),
      };
  }
}
