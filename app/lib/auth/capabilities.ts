/**
 * Who may do what, in one place: the staff roles, and each capability (named after what it
 * allows) with the roles that hold it. Every admin loader and action asks for a capability
 * (requireAdmin and requireAdminAction in app/auth.server.ts, staffAction in app/staff/), the loaders' UI flags and the
 * admin's tabs ask can(), and a technician's booking scope is "bookings.all" (without it, only the
 * bookings assigned to him; another's is a 404, as if it did not exist). Pure, so components may
 * read it. tests/e2e/permissions.spec.ts is the independent list of what each role may open and
 * post, route by route.
 *
 * A fourth role is an entry in ROLES, its label, the capabilities it holds below, and its rows in
 * the permission matrix: the database keeps no list of roles (migration 0026).
 */
export const ROLES = ["owner", "office", "technician", "accountant"] as const;
export type Role = (typeof ROLES)[number];

const EVERYONE: readonly Role[] = ROLES;
/** Those who work on bookings: the desk and the field (the accountant reads the books only). */
const STAFF: readonly Role[] = ["owner", "office", "technician"];
const DESK: readonly Role[] = ["owner", "office"];
/** Those who read the money: the desk and the accountant. */
const BOOKS: readonly Role[] = ["owner", "office", "accountant"];
const OWNER: readonly Role[] = ["owner"];

export const CAPABILITIES = {
  /** The admin's shell: its header, tabs and one's own settings page. */
  "admin.open": EVERYONE,
  // Bookings
  /** The bookings list, a booking's page and its bill: the desk's pages (a technician's addresses of them lead to his day and the job screen). */
  "bookings.read": DESK,
  /** A visit's job screen: the whole visit on one screen, in the account's language (within the account's scope). */
  "jobs.open": STAFF,
  /** Every booking, and what ties them together: without it, only the bookings assigned to the account's technician. */
  "bookings.all": DESK,
  /** The bookings' counts, the day board and the list's filters by technician. */
  "bookings.overview": DESK,
  /** The bookings as a CSV file. */
  "bookings.export": DESK,
  /** A booking's page read without an audit row of the view (the owner's data is the owner's). */
  "bookings.read.unrecorded": OWNER,
  /** Add a note to a booking. */
  "booking.note": STAFF,
  /** Sell a maintenance plan: on the bill at the door, or record a plan's own payment (UPI, cash, card). */
  "plan.sell": STAFF,
  /** Put a booking under a plan its phone's holder has, after calling them: a typed phone proves nothing. */
  "plan.link": DESK,
  /** Cancel a maintenance plan sold (a refund is paid back outside it). */
  "plan.cancel": OWNER,
  /** Answer the customer on WhatsApp in one's own words, within 24 hours of their last message. */
  "booking.answer": DESK,
  /** Correct a booking's locality and address. */
  "booking.place": STAFF,
  /** Send the customer the booking's view link on WhatsApp (an audited action). */
  "booking.share": STAFF,
  /** Confirm a booking, mark a message answered, complete a visit of today. */
  "booking.status": STAFF,
  /** Complete a booking whatever its visit's day (without it, only a visit of today). */
  "booking.complete.any-day": DESK,
  /** Cancel a booking, with the reason. */
  "booking.cancel": DESK,
  /** Choose who goes. */
  "booking.assign": DESK,
  /** Kill the customer's link and the view link; new ones are made. */
  "booking.link.reissue": DESK,
  /** Erase a customer's personal data on their request by phone or e-mail. */
  "booking.erase": OWNER,
  /** Delete one photo of a visit (one that shows a person) when the customer asks, saying how they asked. */
  "photo.delete": OWNER,
  /** The customers' ratings to call back about (1-2 stars or a comment): the day board's tray, and recording on the booking what was done. */
  "rating.followup": DESK,
  /** The alerts sent about bookings, and the bookings no alert reached. */
  "alerts.read": DESK,
  // The field
  /** A technician's own day: his visits today and tomorrow. */
  "day.own": ["technician"],
  /** Record a visit's progress (on the way, arrived, work done) on the visit's day. */
  "visit.progress": STAFF,
  /** Book the return visit of a visit not finished today, from its job screen (within the account's scope). */
  "visit.return": STAFF,
  /** A visit's photos (before, after, the machine's label), its checklist ticks and the customer's signature, on the job screen (his own jobs). */
  "visit.record": STAFF,
  /** Move any visit to another day and slot: from the booking's page and the day board. */
  "visit.move": DESK,
  // Money
  /** Add and remove a bill's items, issue it. */
  "bill.edit": STAFF,
  /** Set a bill's discount. */
  "bill.discount": DESK,
  /** Name the business a bill is to (its GSTIN: a B2B invoice, IGST for another state). */
  "bill.customer": DESK,
  /** Void a payment recorded by mistake. */
  "bill.void": DESK,
  /** Cancel an issued invoice (of a month not yet filed). */
  "invoice.cancel": DESK,
  /** Issue a credit note against an invoice (of a filed month: a mistake in it). */
  "credit-note.issue": DESK,
  /** Record a payment (the bill page, the payment screen at the door). */
  "payment.take": STAFF,
  /** Record money given back. */
  "refund.record": DESK,
  /** Record the cash a technician hands over at the office (the day board). */
  "cash.handover": DESK,
  /** The books, the month's GST returns, the invoices and their exports. */
  "books.read": BOOKS,
  /** Mark a month filed: its invoices are then closed to cancellation. */
  "books.file": OWNER,
  /** Ask the payment gateway now for the payments the webhook may have missed (Books). */
  "gateway.reconcile": DESK,
  "analytics.read": BOOKS,
  /** The team on analytics: each technician's visits, first-time fixes, not-at-home rate, time on the job, money and plans; the plan holders. */
  "analytics.team": OWNER,
  /** A technician's record (ratings, callbacks, first-time fixes, arrival in the slot, money, plans) and the visits behind each figure: his own (without "record.any"). */
  "record.read": ["owner", "technician"],
  /** Every technician's record, not only one's own. */
  "record.any": OWNER,
  // The shop
  /** One's own password and language. */
  "account.own": EVERYONE,
  /** Add and remove staff accounts. */
  "accounts.manage": OWNER,
  /** Set how many visits a time slot takes a day, from the day board. */
  "slots.capacity": DESK,
  /** Form Settings: locations, time slots, services, technicians, blocked numbers. */
  "settings.manage": OWNER,
  /** The booking alerts' channels, push devices and delivery log. */
  "notifications.manage": OWNER,
  "audit.read": OWNER,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/** Whether an account of this role may do this. A role the code does not know (a row written by hand) may do nothing. */
export function can(role: string, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly string[]).includes(role);
}

/** Every capability the role holds, in the table's order. */
export function capabilitiesOf(role: string): Capability[] {
  return (Object.keys(CAPABILITIES) as Capability[]).filter((capability) => can(role, capability));
}

/**
 * Whether this account may see this booking: with "bookings.all" any; without, only those
 * assigned to its technician (an account tied to no technician sees none).
 */
export function inBookingScope(admin: { role: string; technicianId: number | null }, booking: { technician_id: number | null }): boolean {
  return can(admin.role, "bookings.all") || (admin.technicianId !== null && booking.technician_id === admin.technicianId);
}

/** The technician whose bookings an account's list is limited to: none (every booking) with "bookings.all", else its own (-1: tied to none, sees none). */
export function bookingScopeTechnician(admin: { role: string; technicianId: number | null }): number | null {
  return can(admin.role, "bookings.all") ? null : (admin.technicianId ?? -1);
}

/** Where an account lands after signing in: a technician on his day, the desk on the bookings. */
export function landingPage(admin: { role: string }): string {
  if (can(admin.role, "day.own")) return "/admin/day";
  return can(admin.role, "bookings.read") ? "/admin" : "/admin/books";
}
