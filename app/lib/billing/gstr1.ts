// GSTR-1 for a month, from its invoices and credit notes: the tables a registered business files
// (Table 4A, B2B invoices; Table 7, B2C others by rate and place of supply; Table 9B, credit notes
// to registered customers; Table 12, the HSN/SAC summary in its B2B and B2C tabs; Table 13, the
// documents issued), as Books shows them; the returns offline tool's CSV files are written by
// gstr1-csv.ts and the portal's JSON by gstr1-json.ts, GSTR-3B's Table 3.1 from these tables by
// gstr3b.ts. Pure: app/models/books.server.ts reads the month, app/routes/admin.books*.tsx show
// and send it. The formats, with their sources: docs/gstr1.md.
import { shareOut, taxOn } from "~/lib/billing/bill";
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

/**
 * One line of Table 7: B2C supplies at a rate to a place, other than by e-commerce (OE): the
 * taxable value the documents add up to, and the tax the offline tool computes from it
 * (`toolTax`), not the invoices' own sum (docs/gstr1.md says why).
 */
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
  /** Table 12, B2B tab: empty in a month without B2B documents (the files leave it out). */
  hsnB2b: HsnRow[];
  documents: DocumentsRow[];
};

/** SAC descriptions the portal shows for the service codes this business uses; a part's is its line's. */
const SERVICE_DESCRIPTION = "Maintenance and repair services";

/** The portal's limits on text: an HSN row's description, a document's number (characters). */
const PORTAL_LIMITS = { description: 30, documentNumber: 16 } as const;

/** Text cut to the portal's limit, in characters (not UTF-16 units), without a trailing space. */
function portalText(text: string, limit: number): string {
  return Array.from(text.trim()).slice(0, limit).join("").trimEnd();
}

/** Services (SAC, chapter 99) are counted in NA with no quantity; goods in numbers. */
const isService = (code: string) => code.startsWith("99");

/**
 * The tax the offline tool computes for a Table 7 row from its taxable value and rate: IGST at the
 * whole rate for another state, else CGST and SGST at half of it each, each to the nearest paisa
 * (half away from zero: a month's credits may outweigh its sales).
 */
export function toolTax(taxable: number, ratePercent: number, interState: boolean): { igst: number; cgst: number; sgst: number } {
  const on = (rate: number) => (taxable < 0 ? -taxOn(-taxable, rate) : taxOn(taxable, rate));
  if (interState) return { igst: on(ratePercent), cgst: 0, sgst: 0 };
  const half = on(ratePercent / 2);
  return { igst: 0, cgst: half, sgst: half };
}

/** A row with nothing in it (every value nil, no goods): the portal's files leave it out. */
const isZero = (row: { taxable: number; igst: number; cgst: number; sgst: number; quantity?: number }) =>
  row.taxable === 0 && row.igst === 0 && row.cgst === 0 && row.sgst === 0 && !row.quantity;

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
        description: portalText(service ? SERVICE_DESCRIPTION : line.description, PORTAL_LIMITS.description),
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
  return [...rows.values()].filter((row) => !isZero(row)).sort((a, b) => a.code.localeCompare(b.code) || a.ratePercent - b.ratePercent);
}

/** Table 7: B2C documents by rate and place of supply, credit notes taken off, the tax as the offline tool computes it. */
export function b2csSummary(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[] = []): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  for (const { document, sign } of reported(invoices, credits)) {
    const ratePercent = document.gstPercent! * 2;
    const key = `${document.placeOfSupply}@${ratePercent}`;
    const row = rows.get(key) ?? { place: placeOfSupplyName(document.placeOfSupply), ratePercent, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    row.taxable += sign * document.taxable;
    rows.set(key, row);
  }
  return [...rows.values()]
    .map((row) => ({ ...row, ...toolTax(row.taxable, row.ratePercent, row.place.slice(0, 2) !== HOME_STATE_CODE) }))
    .filter((row) => !isZero(row))
    .sort((a, b) => a.place.localeCompare(b.place) || a.ratePercent - b.ratePercent);
}

/** Table 4A or 9B: each B2B document in force, one rate each. */
function b2bRows(documents: ReturnType<typeof reported>): B2bRow[] {
  return documents.map(({ document }) => ({
    customerGstin: document.customerGstin!,
    customerName: document.customerName,
    number: portalText(document.number, PORTAL_LIMITS.documentNumber),
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
    const [from, to] = [numbers[0]!, numbers.at(-1)!].map((number) => portalText(number, PORTAL_LIMITS.documentNumber)) as [string, string];
    return { nature, from, to, total: issued.length, cancelled, net: issued.length - cancelled };
  });
}

export function gstr1(invoices: readonly ReturnInvoice[], credits: readonly ReturnCredit[]): Gstr1 {
  const toBusiness = (document: { customerGstin: string | null }) => document.customerGstin !== null;
  const [b2bInvoices, b2cInvoices] = [invoices.filter(toBusiness), invoices.filter((invoice) => !toBusiness(invoice))];
  const [b2bCredits, b2cCredits] = [credits.filter(toBusiness), credits.filter((credit) => !toBusiness(credit))];
  return {
    b2b: b2bRows(reported(b2bInvoices, [])),
    cdnr: b2bRows(reported([], b2bCredits)),
    b2cs: b2csSummary(b2cInvoices, b2cCredits),
    hsnB2c: hsnSummary(b2cInvoices, b2cCredits),
    hsnB2b: hsnSummary(b2bInvoices, b2bCredits),
    documents: documentsIssued(invoices, credits),
  };
}
