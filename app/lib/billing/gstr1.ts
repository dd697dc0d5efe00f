// GSTR-1 for a month, from its invoices: the tables a registered business files (Table 7, B2C
// others by rate and place of supply; Table 12, the HSN/SAC summary in its B2B and B2C tabs;
// Table 13, the documents issued), as Books shows them, as the returns offline tool's CSV files
// and as the JSON the GST portal takes for upload. Pure: app/models/books.server.ts reads the
// month, app/routes/admin.books*.tsx show and send it. The formats, with their sources:
// docs/gstr1.md.
import { amountText, shareOut } from "~/lib/billing/bill";

/** The state the business is registered in: every supply so far is within it (CGST and SGST). */
const HOME_STATE = { code: "29", name: "Karnataka" } as const;

/** A place of supply as the portal's files write it: "29-Karnataka". */
export function placeOfSupply(state: { code: string; name: string } = HOME_STATE): string {
  return `${state.code}-${state.name}`;
}

/** What GSTR-1 reads of an invoice (app/models/bills.server.ts's Invoice). */
export type ReturnInvoice = {
  number: string;
  issuedAt: string;
  /** The business's GSTIN on the invoice: null for a bill issued before it registered (outside GSTR-1). */
  gstin: string | null;
  /** Each of CGST and SGST, in percent (9: 18% in all). */
  gstPercent: number | null;
  lines: readonly { description: string; kind: "service" | "part"; code: string; quantity: number; taxablePaise: number }[];
  taxable: number;
  cgst: number;
  sgst: number;
  total: number;
  cancelledAt: string | null;
};

/**
 * A credit note issued in the month against an invoice (of this month or an earlier one): a B2C
 * credit is netted off Table 7 and Table 12 in the month it is issued, spread over its invoice's
 * lines as their taxable values are.
 */
export type ReturnCredit = Pick<ReturnInvoice, "number" | "gstin" | "gstPercent" | "lines" | "taxable" | "cgst" | "sgst" | "total">;

/** One line of Table 12: a code at a rate, with its quantity and values (paise). */
export type HsnRow = {
  code: string;
  description: string;
  /** Unit quantity code: NOS for parts (numbers); NA for services, whose quantity the portal takes as 0. */
  uqc: "NOS" | "NA";
  quantity: number;
  /** The whole rate: CGST + SGST (or IGST). */
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

/** One line of Table 13: a series of documents issued in the month. */
export type DocumentsRow = { nature: "Invoices for outward supply" | "Credit Note"; from: string; to: string; total: number; cancelled: number; net: number };

export type Gstr1 = {
  /** Table 12, B2C tab. */
  hsnB2c: HsnRow[];
  /**
   * Table 12, B2B tab: every invoice is to a consumer so far, so it holds one zero row, which the
   * portal requires of a filer with no B2B supply in a month (docs/gstr1.md).
   */
  hsnB2b: HsnRow[];
  b2cs: B2csRow[];
  documents: DocumentsRow[];
};

/** SAC descriptions the portal shows for the service codes this business uses; a part's is its line's. */
const SERVICE_DESCRIPTION = "Maintenance and repair services";

/** Services (SAC, chapter 99) are counted in NA with no quantity; goods in numbers. */
const isService = (code: string) => code.startsWith("99");

/** The documents a return reports: issued by a registered business (a GSTIN), not cancelled; a credit note with its sign. */
function reported(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[] = []) {
  const invoicesInForce = invoices.filter((invoice) => invoice.gstin !== null && invoice.gstPercent !== null && !invoice.cancelledAt);
  const registered = credits.filter((credit) => credit.gstin !== null && credit.gstPercent !== null);
  return [
    ...invoicesInForce.map((invoice) => ({ document: invoice as ReturnCredit, sign: 1 })),
    ...registered.map((credit) => ({ document: credit, sign: -1 })),
  ];
}

/**
 * Table 12 from the invoices' lines: each line's taxable value as printed, and its share of the
 * invoice's CGST and SGST in proportion to it (whole paise summing to the invoice's), summed by
 * code and rate. The rows' taxable values add up to the month's.
 */
export function hsnSummary(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[] = []): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const { document: invoice, sign } of reported(invoices, credits)) {
    const weights = invoice.lines.map((line) => line.taxablePaise);
    const taxable = sign > 0 ? weights : shareOut(invoice.taxable, weights);
    const cgst = shareOut(invoice.cgst, weights);
    const sgst = shareOut(invoice.sgst, weights);
    const ratePercent = invoice.gstPercent! * 2;
    invoice.lines.forEach((line, index) => {
      const code = line.code;
      const key = `${code}@${ratePercent}`;
      const service = isService(code);
      const row = rows.get(key) ?? {
        code,
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
      row.value = row.taxable + row.igst + row.cgst + row.sgst;
      rows.set(key, row);
    });
  }
  return [...rows.values()].sort((a, b) => a.code.localeCompare(b.code) || a.ratePercent - b.ratePercent);
}

/** Table 7: B2C invoices by rate and place of supply (all within the home state so far). */
export function b2csSummary(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[] = []): B2csRow[] {
  const rows = new Map<number, B2csRow>();
  for (const { document, sign } of reported(invoices, credits)) {
    const ratePercent = document.gstPercent! * 2;
    const row = rows.get(ratePercent) ?? { place: placeOfSupply(), ratePercent, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    row.taxable += sign * document.taxable;
    row.cgst += sign * document.cgst;
    row.sgst += sign * document.sgst;
    rows.set(ratePercent, row);
  }
  return [...rows.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}

/**
 * Table 13: per series (invoices are numbered afresh each financial year), the first and last
 * number issued in the month, how many, and how many of them are cancelled. Numbers are of one
 * width within a series, so their text order is their order.
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
  return {
    hsnB2c: hsnSummary(invoices, credits),
    hsnB2b: [zeroB2bRow(serviceCode, ratePercent)],
    b2cs: b2csSummary(invoices, credits),
    documents: documentsIssued(invoices, credits),
  };
}

// The returns offline tool's CSV files: its column headings, money in rupees with two decimals and
// no grouping (the tool reads numbers, not ₹ text).

export const OFFLINE_TOOL_COLUMNS = {
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

export type OfflineToolFile = "b2cs" | "hsn_b2b" | "hsn_b2c" | "docs";

/** A file's rows, each as its columns' cells in order. */
export function offlineToolRows(returns: Gstr1, file: OfflineToolFile): { columns: readonly string[]; rows: string[][] } {
  const hsnRow = (row: HsnRow) => [
    row.code,
    row.description,
    row.uqc,
    String(row.quantity),
    amountText(row.value),
    String(row.ratePercent),
    amountText(row.taxable),
    amountText(row.igst),
    amountText(row.cgst),
    amountText(row.sgst),
    "0.00",
  ];
  switch (file) {
    case "b2cs":
      return {
        columns: OFFLINE_TOOL_COLUMNS.b2cs,
        rows: returns.b2cs.map((row) => ["OE", row.place, String(row.ratePercent), "", amountText(row.taxable), "0.00", ""]),
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

/**
 * The GSTR-1 JSON for upload: the business's GSTIN, the period as MMYYYY, and the tables this
 * business has (b2cs, hsn with its B2B and B2C tabs, doc_issue), field names as the portal's.
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
  return {
    gstin,
    fp: `${number}${year}`,
    b2cs: returns.b2cs.map((row) => ({
      sply_ty: "INTRA",
      pos: row.place.slice(0, 2),
      typ: "OE",
      rt: row.ratePercent,
      txval: rupeesNumber(row.taxable),
      iamt: rupeesNumber(row.igst),
      camt: rupeesNumber(row.cgst),
      samt: rupeesNumber(row.sgst),
      csamt: 0,
    })),
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
