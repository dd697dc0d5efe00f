// A bill in parts, a plan's own tax invoice and the books' money received without an invoice, in Kannada.
import type { invoicesEn, invoicesOutcomeEn } from "~/content/messages/staff/invoices/en";

export const invoicesKn: Record<keyof typeof invoicesEn, string> = {
  "bill.partInvoice": "ಸರಕುಪಟ್ಟಿ {number}: {amount}",
  "bill.partOpen": "ಇನ್ನೂ ಸರಕುಪಟ್ಟಿ ಆಗಿಲ್ಲ: {amount}",
  "bill.openNext": "ಇನ್ನೂ ಸರಕುಪಟ್ಟಿ ಆಗಿಲ್ಲ: {amount}. ಮುಂದಿನ ಪಾವತಿ ಈ ಸಾಲುಗಳನ್ನು ಹೊಸ ಸರಕುಪಟ್ಟಿಯಾಗಿ ನೀಡುತ್ತದೆ.",
  "customer.partInvoice": "ಸರಕುಪಟ್ಟಿ {number}: {amount}",
  "customer.partOpen": "ಇನ್ನೂ ಸರಕುಪಟ್ಟಿ ಆಗಿಲ್ಲ: {amount}",
  "customer.otherInvoices": "ಈ ಬುಕಿಂಗ್‌ನ ಇತರ ಸರಕುಪಟ್ಟಿಗಳು",
  "field.invoiceLine": "ಸರಕುಪಟ್ಟಿ {number}: {amount}",
  "field.openLine": "ಇನ್ನೂ ಸರಕುಪಟ್ಟಿ ಆಗಿಲ್ಲ: {amount} (ಮುಂದಿನ ಪಾವತಿ ಅದನ್ನು ನೀಡುತ್ತದೆ)",
  "plan.taxInvoice": "ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ {number}, {date}",
  "plan.billNumber": "ಬಿಲ್ {number}, {date}",
  "plan.invoiceSums": "SAC {sac} · ತೆರಿಗೆಗೆ ಒಳಪಡುವ ಮೌಲ್ಯ {taxable} · CGST {cgst} · SGST {sgst} · ಒಟ್ಟು {total}",
  "plan.invoiceTotal": "ಒಟ್ಟು {total}",
  "books.uninvoicedTitle": "ಸರಕುಪಟ್ಟಿ ಇಲ್ಲದೆ ಬಂದ ಹಣ",
  "books.uninvoicedText":
    "ಬುಕಿಂಗ್‌ನ ಜಾರಿಯಲ್ಲಿರುವ ಸರಕುಪಟ್ಟಿಗಳನ್ನು ಮೀರಿದ ಪಾವತಿಗಳು (ರದ್ದಾಗದವು, ಹಿಂದಿರುಗಿಸಿದ್ದನ್ನು ಕಳೆದು), ಮತ್ತು ತೆರಿಗೆ ಸರಕುಪಟ್ಟಿ ಇಲ್ಲದ ಯೋಜನೆ ಪಾವತಿಗಳು. ಸರಕುಪಟ್ಟಿ ನೀಡಿ, ಅಥವಾ ಹಣ ಹಿಂದಿರುಗಿಸಿ.",
  "books.uninvoicedNone": "ಈ ತಿಂಗಳು ಏನೂ ಇಲ್ಲ: ಬಂದ ಪ್ರತಿ ರೂಪಾಯಿಗೂ ಜಾರಿಯಲ್ಲಿರುವ ಸರಕುಪಟ್ಟಿ ಇದೆ.",
  "books.uninvoicedBooking": "{reference}: ಸರಕುಪಟ್ಟಿಗಳನ್ನು ಮೀರಿ {amount} ಬಂದಿದೆ",
  "books.uninvoicedPlan": "{reference}: ಯೋಜನೆ {name}, {when} ರಂದು {amount} ಪಾವತಿ, ಸರಕುಪಟ್ಟಿ ಇಲ್ಲ",
};

export const invoicesOutcomeKn: Record<keyof typeof invoicesOutcomeEn, string> = {
  "refusal.lineInvoiced": "ಈ ಸಾಲು ಈಗಾಗಲೇ ನೀಡಿದ ಸರಕುಪಟ್ಟಿಯಲ್ಲಿದೆ: ಅದನ್ನು ಬದಲಿಸಲು ಆ ಸರಕುಪಟ್ಟಿಯನ್ನು ರದ್ದುಗೊಳಿಸಿ.",
  "refusal.nothingOpen": "ಈ ಬಿಲ್‌ನ ಎಲ್ಲಾ ಸಾಲುಗಳಿಗೆ ಈಗಾಗಲೇ ಸರಕುಪಟ್ಟಿ ನೀಡಲಾಗಿದೆ: ಮೊದಲು ಒಂದು ಸಾಲು ಸೇರಿಸಿ.",
};
