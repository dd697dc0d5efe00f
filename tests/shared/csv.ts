// The header rows of the staff's CSV exports, as a spreadsheet shows them, written out once for the
// unit and the end-to-end tests. Written here, not imported from the app's column lists
// (app/models/bookings-csv.server.ts, app/models/books.server.ts): a column renamed, dropped or
// moved there fails a test instead of the tests following it.

/** The bookings export (/admin/bookings/export, "Export CSV" on the bookings list): 27 columns. */
export const BOOKINGS_CSV_HEADER: readonly string[] = [
  "ID",
  "Reference",
  "Booked (IST, YYYY-MM-DD HH:MM)",
  "Name",
  "Phone",
  "Brand",
  "Machine type",
  "Location",
  "Service",
  "Issue",
  "Visit date (YYYY-MM-DD)",
  "Time Slot",
  "Status",
  "Urgent",
  "Technician",
  "Language",
  "Total (₹)",
  "Paid (₹)",
  "Due (₹)",
  "Completed (IST, YYYY-MM-DD HH:MM)",
  "Invoice number",
  "Invoice date (IST, YYYY-MM-DD HH:MM)",
  "Payment methods",
  "Payment references",
  "Payment dates (IST, YYYY-MM-DD HH:MM)",
  "Refunded (₹)",
  "Refund due (₹)",
];

/** The month's invoices for the accountant (/admin/books/export, "Download the invoices (CSV)"): 15 columns. */
export const BOOKS_CSV_HEADER: readonly string[] = [
  "Invoice number",
  "Invoice date (dd-mm-yyyy)",
  "Booking",
  "Customer",
  "Customer GSTIN",
  "Place of supply",
  "Supplier GSTIN",
  "GST rate (%)",
  "Taxable value (₹)",
  "CGST (₹)",
  "SGST (₹)",
  "IGST (₹)",
  "Round-off (₹)",
  "Total (₹)",
  "Status",
  "Cancelled on (dd-mm-yyyy)",
  "Cancel reason",
];
