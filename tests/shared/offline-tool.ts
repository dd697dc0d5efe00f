// The GST Returns Offline Tool's sheets for GSTR-1, as its import expects their header rows: the
// one list the tests hold the app's CSV files to (tests/unit/gstr1-files.test.ts and the e2e specs),
// written apart from the app's own (app/lib/billing/gstr1-csv.ts) so that a change there is caught.
//
// Source: the Returns Offline Tool V3.1.8's GSTR-1 sheets (gst.gov.in → Downloads → Offline Tools →
// Returns Offline Tool), as the india-compliance app of ERPNext writes them in its GSTR-1 export
// "as per the format of Returns Offline Tool Version V3.1.8" (resilient-tech/india-compliance,
// india_compliance/gst_india/doctype/gstr_1_beta/gstr_1_export.py, GovExcel's get_*_headers, with
// the labels of india_compliance/gst_india/utils/gstr_1/__init__.py's GovExcelField). The HSN
// sheet's columns are the same for its B2B and B2C tabs. The portal's limits on text, from the
// same app's JSON map: an HSN description 30 characters; a document number 16 (the GST portal's).
const HSN = [
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
] as const;

export const OFFLINE_TOOL_HEADERS = {
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
  hsn_b2b: HSN,
  hsn_b2c: HSN,
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
} as const;

/** The portal's limits on text, in characters. */
export const PORTAL_TEXT_LIMITS = { hsnDescription: 30, documentNumber: 16 } as const;
