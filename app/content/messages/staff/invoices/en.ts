// A bill in parts (each invoice in force and the lines not invoiced yet: bill., field., customer.), a
// plan's own tax invoice on its page (plan.), the books' money received without an invoice (books.),
// and their refusals, in English. Its ids are the ids every language must have.
export const invoicesEn = {
  "bill.partInvoice": "Invoice {number}: {amount}",
  "bill.partOpen": "Not invoiced yet: {amount}",
  "bill.openNext": "Not invoiced yet: {amount}. The next payment issues these lines as a new invoice.",
  "customer.partInvoice": "Invoice {number}: {amount}",
  "customer.partOpen": "Not invoiced yet: {amount}",
  "customer.otherInvoices": "This booking's other invoices",
  "field.invoiceLine": "Invoice {number}: {amount}",
  "field.openLine": "Not invoiced yet: {amount} (the next payment issues it)",
  "plan.taxInvoice": "Tax invoice {number}, {date}",
  "plan.billNumber": "Bill {number}, {date}",
  "plan.invoiceSums": "SAC {sac} · Taxable value {taxable} · CGST {cgst} · SGST {sgst} · Total {total}",
  "plan.invoiceTotal": "Total {total}",
  "books.uninvoicedTitle": "Money received without an invoice",
  "books.uninvoicedText":
    "Payments (not voided, less refunds) beyond the invoices in force of their booking, and plan payments without a tax invoice. Issue the invoice, or refund the money.",
  "books.uninvoicedNone": "None this month: every rupee received is covered by an invoice in force.",
  "books.uninvoicedBooking": "{reference}: {amount} received beyond its invoices",
  "books.uninvoicedPlan": "{reference}: plan {name}, {amount} paid {when}, no invoice",
};

export const invoicesOutcomeEn = {
  "refusal.lineInvoiced": "This line is on an invoice already issued: cancel that invoice to change it.",
  "refusal.nothingOpen": "Every line of this bill is invoiced already: add a line first.",
};
