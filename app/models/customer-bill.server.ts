// The bill as the customer's page and receipt show it, in their language: the sums, what is due,
// how to pay it by UPI (a link and a QR code of the same link, drawn here as SVG), and, once the
// job is done and paid, where to review the business.
import QRCode from "qrcode";

import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { rupees, upiLink } from "~/lib/billing/bill";
import type { BookingStatus } from "~/lib/booking/status";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { saidLines } from "~/lib/i18n/outcome.server";
import * as clock from "~/lib/time/clock.server";
import { formatIstDate } from "~/lib/time/ist";
import { partHeadings } from "~/models/bill-parts.server";
import { getBill } from "~/models/bills.server";
import { gatewayUpi } from "~/models/gateway-qrs.server";

// By the view link (`access: "view"`, a link the customer may pass on) the payments keep their
// method, amount and day, not the reference staff typed: a bank transfer's may name the payer.
export async function customerBill(booking: { id: number; reference: string; status: BookingStatus; access?: "full" | "view" }, locale: Locale) {
  const bill = await getBill(booking.id);
  if (!bill || bill.totals.total === 0) return null;
  const { UPI_VPA, UPI_PAYEE_NAME, GOOGLE_REVIEW_URL } = env();
  const tag = LANGUAGES[locale].tag;
  // With a payment gateway, its QR code for exactly what is due (the job makes it); else the business's own VPA.
  const gateway = gatewayConfig(env()).on;
  const link =
    bill.due > 0 && !gateway && UPI_VPA && UPI_PAYEE_NAME
      ? upiLink({ vpa: UPI_VPA, payee: UPI_PAYEE_NAME, amountPaise: bill.due, reference: booking.reference })
      : null;
  return {
    // Its lines as the customer's language says them (a plan's note), the owner's item names as typed.
    items: saidLines(locale, bill.items),
    // Each invoice and the lines not invoiced yet, when the bill has more than one part.
    headings: partHeadings(bill.parts, ({ invoice, totals }) => {
      const amount = rupees(totals.total, tag);
      return invoice
        ? serverTranslator(locale)("customer.partInvoice", { number: invoice.number, amount })
        : serverTranslator(locale)("customer.partOpen", { amount });
    }),
    totals: bill.totals,
    gst: bill.gst,
    // A voided payment (recorded by mistake) is staff's business: the customer sees what counts.
    payments: bill.payments
      .filter((payment) => !payment.voided)
      .map(({ id, method, amountPaise, reference, recordedAt }) => ({
        id,
        method,
        amountPaise,
        reference: booking.access === "view" ? "" : reference,
        on: formatIstDate(recordedAt, tag),
      })),
    paid: bill.paid,
    due: bill.due,
    // Issued (numbered): the customer's invoice is theirs to open, paid or not.
    issued: bill.invoices.length > 0,
    // Money taken beyond the bill: what went back, and what is still owed to the customer.
    refunded: bill.refunded,
    refundDue: bill.refundDue,
    paidOn: bill.paidAt ? formatIstDate(bill.paidAt, tag) : null,
    upi: link
      ? { link, qr: await QRCode.toString(link, { type: "svg", margin: 2, errorCorrectionLevel: "M" }) }
      : gateway && bill.due > 0
        ? await gatewayUpi({ bookingId: booking.id }, bill.due, clock.now())
        : null,
    /** The gateway's QR code is awaited (or the payment it confirms): the page looks again soon. */
    gateway: gateway && bill.due > 0,
    review: booking.status === "completed" && bill.paidAt && GOOGLE_REVIEW_URL ? GOOGLE_REVIEW_URL : null,
  };
}

export type CustomerBill = NonNullable<Awaited<ReturnType<typeof customerBill>>>;
