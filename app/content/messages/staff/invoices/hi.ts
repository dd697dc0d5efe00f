// A bill in parts, a plan's own tax invoice and the books' money received without an invoice, in Hindi.
import type { invoicesEn, invoicesOutcomeEn } from "~/content/messages/staff/invoices/en";

export const invoicesHi: Record<keyof typeof invoicesEn, string> = {
  "bill.partInvoice": "इनवॉइस {number}: {amount}",
  "bill.partOpen": "अभी इनवॉइस नहीं हुआ: {amount}",
  "bill.openNext": "अभी इनवॉइस नहीं हुआ: {amount}। अगला भुगतान इन पंक्तियों को नए इनवॉइस के रूप में जारी करेगा।",
  "customer.partInvoice": "इनवॉइस {number}: {amount}",
  "customer.partOpen": "अभी इनवॉइस नहीं हुआ: {amount}",
  "customer.otherInvoices": "इस बुकिंग के दूसरे इनवॉइस",
  "field.invoiceLine": "इनवॉइस {number}: {amount}",
  "field.openLine": "अभी इनवॉइस नहीं हुआ: {amount} (अगला भुगतान इसे जारी करेगा)",
  "plan.taxInvoice": "टैक्स इनवॉइस {number}, {date}",
  "plan.billNumber": "बिल {number}, {date}",
  "plan.invoiceSums": "SAC {sac} · कर योग्य मूल्य {taxable} · CGST {cgst} · SGST {sgst} · कुल {total}",
  "plan.invoiceTotal": "कुल {total}",
  "books.uninvoicedTitle": "बिना इनवॉइस के मिला पैसा",
  "books.uninvoicedText": "बुकिंग के लागू इनवॉइस से ज़्यादा भुगतान (रद्द नहीं, लौटाया पैसा घटाकर), और बिना टैक्स इनवॉइस के योजना भुगतान। इनवॉइस जारी करें, या पैसा लौटाएँ।",
  "books.uninvoicedNone": "इस महीने कुछ नहीं: मिले हर रुपये पर लागू इनवॉइस है।",
  "books.uninvoicedBooking": "{reference}: इनवॉइस से ज़्यादा {amount} मिला",
  "books.uninvoicedPlan": "{reference}: योजना {name}, {when} को {amount} मिला, इनवॉइस नहीं",
};

export const invoicesOutcomeHi: Record<keyof typeof invoicesOutcomeEn, string> = {
  "refusal.lineInvoiced": "यह पंक्ति पहले से जारी इनवॉइस में है: इसे बदलने के लिए वह इनवॉइस रद्द करें।",
  "refusal.nothingOpen": "इस बिल की सभी पंक्तियों का इनवॉइस पहले ही जारी हो चुका है: पहले एक पंक्ति जोड़ें।",
};
