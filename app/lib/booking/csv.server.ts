import { stringify } from "csv-stringify/sync";
import type { ListedBooking } from "~/models/bookings.server";
import { formatIstDateTime } from "~/lib/time/ist";

// A cell starting with one of these is read as a formula by Excel, LibreOffice and Google
// Sheets; a booking named "=HYPERLINK(...)" must not become a live link in the office.
const FORMULA_START = /^[=+\-@\t\r]/;

/** OWASP's advice for CSV injection: a leading apostrophe makes the cell plain text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const COLUMNS = [
  { key: "id", header: "ID" },
  { key: "reference", header: "Reference" },
  { key: "created", header: "Date (IST)" },
  { key: "name", header: "Name" },
  { key: "phone", header: "Phone" },
  { key: "brand", header: "Brand" },
  { key: "locality", header: "Location" },
  { key: "service", header: "Service" },
  { key: "issue", header: "Issue" },
  { key: "visit_date", header: "Visit Date" },
  { key: "time_slot", header: "Time Slot" },
  { key: "status", header: "Status" },
  { key: "urgent", header: "Urgent" },
  { key: "technician", header: "Technician" },
] as const;

/**
 * Bookings as CSV rows (RFC 4180 quoting by csv-stringify), every text cell neutralised.
 * `first` adds a byte-order mark and the header row, so Excel reads the UTF-8 names right.
 */
export function bookingsCsvChunk(bookings: readonly ListedBooking[], { first }: { first: boolean }): string {
  const records = bookings.map((booking) => ({
    id: String(booking.id),
    reference: booking.reference,
    created: formatIstDateTime(booking.created_at),
    name: neutraliseFormula(booking.name),
    phone: neutraliseFormula(booking.phone),
    brand: neutraliseFormula(booking.brand),
    locality: neutraliseFormula(booking.locality),
    service: neutraliseFormula(booking.service),
    issue: neutraliseFormula(booking.issue),
    visit_date: booking.visit_date ?? "",
    time_slot: neutraliseFormula(booking.time_slot),
    status: neutraliseFormula(booking.status),
    urgent: booking.urgent ? "Yes" : "No",
    technician: neutraliseFormula(booking.technician ?? ""),
  }));
  return stringify(records, { header: first, bom: first, columns: [...COLUMNS], record_delimiter: "windows" });
}
