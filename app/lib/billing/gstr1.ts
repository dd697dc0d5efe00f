// GSTR-1 for a month, from its invoices and credit notes: the tables a registered business files
// (Table 4A, B2B invoices; Table 7, B2C others by rate and place of supply; Table 9B, credit notes
// to registered customers; Table 12, the HSN/SAC summary in its B2B and B2C tabs; Table 13, the
// documents issued), as Books shows them, as the returns offline tool's CSV files and as the JSON
// the GST portal takes for upload. Pure: app/models/books.server.ts reads the month,
// app/routes/admin.books*.tsx show and send it. The formats, with their sources: docs/gstr1.md.
import { amountText, shareOut } from "~/lib/billing/bill";
import { HOME_STATE_CODE, placeOfSupplyName } from "~/lib/billing/gstin";
import { istDateString } from "~/lib/time/ist";

type Line = { description: string; kind: "service" | "part"; code: string; quantity: number; taxablePaise: number };

/** What GSTR-1 reads of an invoice (app/models/bills.server.ts's Invoice). */
export type ReturnInvoice = {
  number: string;
  issuedAt: string;
  /** The business's GSTIN on the invoice: null for a bill issued before it registered (outside GSTR-1). */
  gstin: string | null;
  /** Each of CGST and SGST, in percent (9: 18% in all); IGST is at twice it. */
  gstPercent: number | null;
  /** The business customer's GSTIN: a B2B invoice (Table 4A); null for a consumer (Table 7). */
  customerGstin: string | null;
  customerName: string;
  /** The place of supply's state code. */
  placeOfSupply: string;
  lines: readonly Line[];
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  cancelledAt: string | null;
};

/**
 * A credit note issued in the month against an invoice (of this month or an earlier one): a B2C
 * credit is netted off Table 7 and Table 12 in the month it is issued, spread over its invoice's
 * lines as their taxable values are; a B2B one is reported in Table 9B and netted off Table 12's
 * B2B tab.
 */
export type ReturnCredit = Pick<
  ReturnInvoice,
  "number" | "issuedAt" | "gstin" | "gstPercent" | "customerGstin" | "customerName" | "placeOfSupply" | "lines" | "taxable" | "cgst" | "sgst" | "igst" | "total"
>;

/** One line of Table 12: a code at a rate, with its quantity and values (paise). */
export type HsnRow = {
  code: string;
  description: string;
  /** Unit quantity code: NOS for parts (numbers); NA for services, whose quantity the portal takes as 0. */
  uqc: "NOS" | "NA";
  quantity: number;
  /** The whole rate: CGST + SGST, or IGST. */
  ratePercent: number;
  /** Taxable value plus tax. */
  value: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
};

/** One line of Table 7: B2C supplies at a rate to a place, other than by e-commerce (OE). */
export type B2csRow = { place: string; ratePercent: number; taxable: number; igst: number; cgst: number; sgst: number };

/** One line of Table 4A (an invoice) or 9B (a credit note) to a registered customer: its one rate. */
export type B2bRow = {
  customerGstin: string;
  customerName: string;
  number: string;
  /** dd-mm-yyyy, as the portal's JSON writes a date. */
  date: string;
  value: number;
  place: string;
  ratePercent: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
};

/** One line of Table 13: a series of documents issued in the month. */
export type DocumentsRow = { nature: "Invoices for outward supply" | "Credit Note"; from: string; to: string; total: number; cancelled: number; net: number };

export type Gstr1 = {
  /** Table 4A: invoices to registered customers. */
  b2b: B2bRow[];
  /** Table 9B: credit notes to registered customers. */
  cdnr: B2bRow[];
  b2cs: B2csRow[];
  /** Table 12, B2C tab. */
  hsnB2c: HsnRow[];
  /**
   * Table 12, B2B tab; in a month without B2B supplies one zero row, which the portal requires of
   * such a filer (docs/gstr1.md).
   */
  hsnB2b: HsnRow[];
  documents: DocumentsRow[];
};

/** SAC descriptions the portal shows for the service codes this business uses; a part's is its line's. */
export const SERVICE_DESCRIPTION = "Maintenance and repair services";

/** Services (SAC, chapter 99) are counted in NA with no quantity; goods in numbers. */
const isService = (code: string) => code.startsWith("99");

/** A day in Bengaluru as the portal's JSON writes it: 26-11-2026. */
export function portalDate(isoUtc: string): string {
  return istDateString(new Date(isoUtc)).split("-").reverse().join("-");
}

/** The documents a return reports: issued by a registered business (a GSTIN), not cancelled; a credit note with its sign. */
function reported(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[]) {
  const inForce = invoices.filter((invoice) => invoice.gstin !== null && invoice.gstPercent !== null && !invoice.cancelledAt);
  const registered = credits.filter((credit) => credit.gstin !== null && credit.gstPercent !== null);
  return [
    ...inForce.map((invoice): { document: ReturnCredit; sign: number } => ({ document: invoice, sign: 1 })),
    ...registered.map((credit) => ({ document: credit, sign: -1 })),
  ];
}

/**
 * Table 12 from the documents' lines: each invoice line's taxable value as printed, and its share
 * of the invoice's tax in proportion to it (whole paise summing to the invoice's), summed by code
 * and rate; a credit note's values spread over its invoice's lines alike and taken off. The rows'
 * taxable values add up to the documents'.
 */
export function hsnSummary(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[] = []): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const { document, sign } of reported(invoices, credits)) {
    const weights = document.lines.map((line) => line.taxablePaise);
    const taxable = sign > 0 ? weights : shareOut(document.taxable, weights);
    const [cgst, sgst, igst] = [document.cgst, document.sgst, document.igst].map((tax) => shareOut(tax, weights)) as [number[], number[], number[]];
    const ratePercent = document.gstPercent! * 2;
    document.lines.forEach((line, index) => {
      const key = `${line.code}@${ratePercent}`;
      const service = isService(line.code);
      const row = rows.get(key) ?? {
        code: line.code,
        description: service ? SERVICE_DESCRIPTION : line.description,
        uqc: service ? "NA" : "NOS",
        quantity: 0,
        ratePercent,
        value: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      // A credit note takes value off, not goods back: the quantity stays.
      if (!service && sign > 0) row.quantity += line.quantity;
      row.taxable += sign * taxable[index]!;
      row.cgst += sign * cgst[index]!;
      row.sgst += sign * sgst[index]!;
      row.igst += sign * igst[index]!;
      row.value = row.taxable + row.igst + row.cgst + row.sgst;
      rows.set(key, row);
    });
  }
  return [...rows.values()].sort((a, b) => a.code.localeCompare(b.code) || a.ratePercent - b.ratePercent);
}

/** Table 7: B2C documents by rate and place of supply, credit notes taken off. */
export function b2csSummary(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[] = []): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  for (const { document, sign } of reported(invoices, credits)) {
    const ratePercent = document.gstPercent! * 2;
    const key = `${document.placeOfSupply}@${ratePercent}`;
    const row = rows.get(key) ?? { place: placeOfSupplyName(document.placeOfSupply), ratePercent, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    row.taxable += sign * document.taxable;
    row.cgst += sign * document.cgst;
    row.sgst += sign * document.sgst;
    row.igst += sign * document.igst;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.place.localeCompare(b.place) || a.ratePercent - b.ratePercent);
}

/** Table 4A or 9B: each B2B document in force, one rate each. */
function b2bRows(documents: ReturnType<typeof reported>): B2bRow[] {
  return documents.map(({ document }) => ({
    customerGstin: document.customerGstin!,
    customerName: document.customerName,
    number: document.number,
    date: portalDate(document.issuedAt),
    value: document.total,
    place: placeOfSupplyName(document.placeOfSupply),
    ratePercent: document.gstPercent! * 2,
    taxable: document.taxable,
    igst: document.igst,
    cgst: document.cgst,
    sgst: document.sgst,
  }));
}

/**
 * Table 13: per series (invoices are numbered afresh each financial year), the first and last
 * number issued in the month, how many, and how many of them are cancelled; credit notes as their
 * own nature. Numbers are of one width within a series, so their text order is their order.
 */
export function documentsIssued(invoices: readonly ReturnInvoice[], credits: readonly Pick<ReturnCredit, "number">[] = []): DocumentsRow[] {
  const series = new Map<string, { nature: DocumentsRow["nature"]; issued: { number: string; cancelledAt: string | null }[] }>();
  const documents = [
    ...invoices.map((invoice) => ({ nature: "Invoices for outward supply" as const, number: invoice.number, cancelledAt: invoice.cancelledAt })),
    ...credits.map((credit) => ({ nature: "Credit Note" as const, number: credit.number, cancelledAt: null })),
  ];
  for (const document of documents) {
    const name = `${document.nature}:${document.number.slice(0, document.number.lastIndexOf("/") + 1)}`;
    const entry = series.get(name) ?? { nature: document.nature, issued: [] };
    entry.issued.push(document);
    series.set(name, entry);
  }
  return [...series.values()].map(({ nature, issued }) => {
    const numbers = issued.map((document) => document.number).sort();
    const cancelled = issued.filter((document) => document.cancelledAt).length;
    return { nature, from: numbers[0]!, to: numbers.at(-1)!, total: issued.length, cancelled, net: issued.length - cancelled };
  });
}

/** The zero row the B2B tab of Table 12 needs in a month without B2B supplies. */
function zeroB2bRow(serviceCode: string, ratePercent: number): HsnRow {
  return { code: serviceCode, description: SERVICE_DESCRIPTION, uqc: "NA", quantity: 0, ratePercent, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
}

export function gstr1(
  invoices: readonly ReturnInvoice[],
  credits: readonly ReturnCredit[],
  { serviceCode, ratePercent }: { serviceCode: string; ratePercent: number },
): Gstr1 {
  const toBusiness = (document: { customerGstin: string | null }) => document.customerGstin !== null;
  const [b2bInvoices, b2cInvoices] = [invoices.filter(toBusiness), invoices.filter((invoice) => !toBusiness(invoice))];
  const [b2bCredits, b2cCredits] = [credits.filter(toBusiness), credits.filter((credit) => !toBusiness(credit))];
  const hsnB2b = hsnSummary(b2bInvoices, b2bCredits);
  return {
    b2b: b2bRows(reported(b2bInvoices, [])),
    cdnr: b2bRows(reported([], b2bCredits)),
    b2cs: b2csSummary(b2cInvoices, b2cCredits),
    hsnB2c: hsnSummary(b2cInvoices, b2cCredits),
    hsnB2b: hsnB2b.length ? hsnB2b : [zeroB2bRow(serviceCode, ratePercent)],
    documents: documentsIssued(invoices, credits),
  };
}

// The returns offline tool's CSV files: its column headings, money in rupees with two decimals and
// no grouping (the tool reads numbers, not ₹ text), dates as the tool's templates write them
// (05-Nov-2026).

export const OFFLINE_TOOL_COLUMNS = {
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
  b2cs: ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
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
        rows: returns.b2cs.map((row) => ["OE", row.place, String(row.ratePercent), "", signed(row.taxable), "0.00", ""]),
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

/** Rupees as the portal's JSON takes them: a number with at most two decimals. */
const rupeesNumber = (paise: number) => Math.round(paise) / 100;

/** A document's one rate, as the portal's item detail. */
const itemDetail = (row: Pick<B2bRow, "ratePercent" | "taxable" | "igst" | "cgst" | "sgst">) => ({
  rt: row.ratePercent,
  txval: rupeesNumber(row.taxable),
  iamt: rupeesNumber(row.igst),
  camt: rupeesNumber(row.cgst),
  samt: rupeesNumber(row.sgst),
  csamt: 0,
});

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
  return {
    gstin,
    fp: `${number}${year}`,
    b2b: byCustomer(returns.b2b, (row) => ({
      inum: row.number,
      idt: row.date,
      val: rupeesNumber(row.value),
      pos: row.place.slice(0, 2),
      rchrg: "N",
      inv_typ: "R",
      itms: [{ num: 1, itm_det: itemDetail(row) }],
    })).map(([ctin, inv]) => ({ ctin, inv })),
    cdnr: byCustomer(returns.cdnr, (row) => ({
      ntty: "C",
      nt_num: row.number,
      nt_dt: row.date,
      val: rupeesNumber(row.value),
      pos: row.place.slice(0, 2),
      rchrg: "N",
      inv_typ: "R",
      itms: [{ num: 1, itm_det: itemDetail(row) }],
    })).map(([ctin, nt]) => ({ ctin, nt })),
    b2cs: returns.b2cs.map((row) => ({ sply_ty: supplyType(row.place), pos: row.place.slice(0, 2), typ: "OE", ...itemDetail(row) })),
    hsn: { hsn_b2b: hsn(returns.hsnB2b), hsn_b2c: hsn(returns.hsnB2c) },
    // The portal numbers the natures of document: 1 invoices for outward supply, 5 credit notes.
    doc_issue: {
      doc_det: (["Invoices for outward supply", "Credit Note"] as const)
        .map((nature) => ({ nature, rows: returns.documents.filter((row) => row.nature === nature) }))
        .filter(({ rows }) => rows.length)
        .map(({ nature, rows }) => ({
          doc_num: nature === "Credit Note" ? 5 : 1,
          doc_typ: nature,
          docs: rows.map((row, index) => ({ num: index + 1, from: row.from, to: row.to, totnum: row.total, cancel: row.cancelled, net_issue: row.net })),
        })),
    },
  };
}
