import { stringify } from "csv-stringify/sync";

import { machineTitle } from "~/content/machines";
import { amountDue, amountText, PAYMENT_METHODS, type PaymentMethod, refundDue } from "~/lib/billing/bill";
import { LANGUAGES } from "~/lib/i18n/locales";
import { istIsoMinute } from "~/lib/time/ist";
import { bookingBillTotal } from "~/models/bill-parts.server";
import type { ListedBooking } from "~/models/booking-search.server";

// A cell starting with one of these is read as a formula by Excel, LibreOffice and Google
// Sheets; a booking named "=HYPERLINK(...)" must not become a live link in the office.
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** OWASP's advice for CSV injection: a leading apostrophe makes the cell plain text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const COLUMNS = [
  { key: "id", header: "ID" },
  { key: "reference", header: "Reference" },
  // Every date in one format, ISO 8601 (2026-11-27, and 2026-11-27 10:51 in Bengaluru); phones as +91 and ten digits; money in rupees, two decimals, no grouping.
  { key: "created", header: "Booked (IST, YYYY-MM-DD HH:MM)" },
  { key: "name", header: "Name" },
  { key: "phone", header: "Phone" },
  { key: "brand", header: "Brand" },
  { key: "machine", header: "Machine type" },
  { key: "locality", header: "Location" },
  { key: "service", header: "Service" },
  { key: "issue", header: "Issue" },
  { key: "visit_date", header: "Visit date (YYYY-MM-DD)" },
  { key: "time_slot", header: "Time Slot" },
  { key: "status", header: "Status" },
  { key: "urgent", header: "Urgent" },
  { key: "technician", header: "Technician" },
  { key: "language", header: "Language" },
  { key: "total", header: "Total (₹)" },
  { key: "paid", header: "Paid (₹)" },
  { key: "due", header: "Due (₹)" },
  { key: "completed", header: "Completed (IST, YYYY-MM-DD HH:MM)" },
  { key: "invoice", header: "Invoice number" },
  { key: "invoice_date", header: "Invoice date (IST, YYYY-MM-DD HH:MM)" },
  { key: "payment_methods", header: "Payment methods" },
  { key: "payment_references", header: "Payment references" },
  { key: "payment_dates", header: "Payment dates (IST, YYYY-MM-DD HH:MM)" },
  // Money taken beyond the bill: "Due 0" never hides what is owed back.
  { key: "refunded", header: "Refunded (₹)" },
  { key: "refund_due", header: "Refund due (₹)" },
] as const;

type PaymentCell = { method: PaymentMethod; reference: string; at: string };

/** The booking's payments (not voided), each cell a list in the same order: "UPI; Cash". */
function paymentCells(booking: ListedBooking) {
  const payments = JSON.parse(booking.payments_json || "[]") as PaymentCell[];
  return {
    payment_methods: payments.map((payment) => PAYMENT_METHODS[payment.method]).join("; "),
    payment_references: payments.map((payment) => payment.reference || "none").join("; "),
    payment_dates: payments.map((payment) => istIsoMinute(payment.at)).join("; "),
  };
}

/**
 * Bookings as CSV rows, every field quoted (RFC 4180, by csv-stringify): a line break inside an
 * issue or a contact message stays inside its cell, where a spreadsheet reads it as text. Every
 * cell goes through the formula guard; the phone, already a validated number, is written as +91
 * and ten digits (+919845012345), and guarded like any cell starting with "+" (a spreadsheet would
 * read it as a formula and drop the +): it reads '+919845012345, text, never a number.
 * `first` adds a byte-order mark and the header row, so Excel reads the UTF-8 names right.
 */
/**
 * The bill's total, what was paid, what is due, what was refunded and what is still to refund (paid
 * beyond the total), in rupees with paise (1299.50); empty without a bill.
 */
function money(booking: ListedBooking): { total: string; paid: string; due: string; refunded: string; refund_due: string } {
  const total = bookingBillTotal(booking);
  if (total === 0 && booking.paid === 0) return { total: "", paid: "", due: "", refunded: "", refund_due: "" };
  return {
    total: amountText(total),
    paid: amountText(booking.paid),
    due: amountText(amountDue(total, booking.paid - booking.refunded)),
    refunded: amountText(booking.refunded),
    refund_due: amountText(refundDue(total, booking.paid, booking.refunded)),
  };
}

export function bookingsCsvChunk(bookings: readonly ListedBooking[], { first }: { first: boolean }): string {
  const records = bookings.map((booking) => {
    const cells: Record<(typeof COLUMNS)[number]["key"], string> = {
      id: String(booking.id),
      reference: booking.reference,
      created: istIsoMinute(booking.created_at),
      name: booking.name,
      phone: booking.phone,
      brand: booking.brand,
      machine: machineTitle(booking.machine_type),
      locality: booking.locality,
      service: booking.service,
      issue: booking.issue,
      visit_date: booking.visit_date ?? "",
      time_slot: booking.slot_label ?? (booking.visit_date ? "Any time" : ""),
      status: booking.status,
      urgent: booking.urgent ? "Yes" : "No",
      technician: booking.technician ?? "",
      language: LANGUAGES[booking.language].englishName,
      ...money(booking),
      completed: booking.completed_at ? istIsoMinute(booking.completed_at) : "",
      invoice: booking.invoice_number ?? "",
      invoice_date: booking.invoice_date ? istIsoMinute(booking.invoice_date) : "",
      ...paymentCells(booking),
    };
    return Object.fromEntries(Object.entries(cells).map(([key, value]) => [key, neutraliseFormula(value)]));
  });
  return stringify(records, { header: first, bom: first, columns: [...COLUMNS], quoted: true, quoted_empty: true, record_delimiter: "windows" });
}
