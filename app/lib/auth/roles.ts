/**
 * The staff roles and how they are named. The list, and what each role may do, live in
 * capabilities.ts (one definition); this module names them for people.
 * - owner: everything (every account from before roles is an owner);
 * - office: bookings, assigning, bills and payments, analytics; not accounts, not settings;
 * - technician: only the bookings assigned to him (another's is a 404): notes, confirming and
 *   completing a visit of today, bill items, taking payment; no export, settings, analytics, audit
 *   trail, accounts, discounts, voids or cancelling;
 * - accountant: reads the books (the month's GST returns, invoices, their files) and analytics;
 *   changes nothing, opens no booking.
 */
export { landingPage, type Role, ROLES } from "~/lib/auth/capabilities";
