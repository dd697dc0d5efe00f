import type { ColumnType, Generated, Selectable } from "kysely";

import type { Role } from "~/lib/auth/roles";
import type { BillItemKind, PaymentMethod, RefundMethod } from "~/lib/billing/bill";
import type { BookingStatus } from "~/lib/booking/status";
import type { VisitEntry } from "~/lib/booking/visit-steps";
import type { Locale } from "~/lib/i18n/locales";

export interface BookingsTable {
  id: Generated<number>;
  /** One id per rendered form: a resubmitted POST stores one row, not two. */
  submission_id: string;
  /** What the customer reads aloud on the phone, e.g. WF-7K3M9 (app/lib/booking/reference.ts). */
  reference: string;
  /** The unguessable key of the customer's own page, /booking/<token>: the customer's only, never in a staff page or answer. */
  token: string;
  /** The view link staff share (/booking/<view_token>): shows the booking, the bill and the UPI payment, changes nothing. */
  view_token: string;
  name: string;
  /** E.164, e.g. +919876543210 */
  phone: string;
  locality: string;
  /** Where to ride to, as the customer gave it (all optional): house or flat and street, a landmark, the 6-digit PIN code. */
  address: ColumnType<string, string | undefined, string>;
  landmark: ColumnType<string, string | undefined, string>;
  pin: ColumnType<string, string | undefined, string>;
  service: ColumnType<string, string | undefined, string>;
  brand: ColumnType<string, string | undefined, string>;
  /** The kind of machine (a slug of app/content/machines.ts: "front-load", ...); "" when not said. */
  machine_type: ColumnType<string, string | undefined, string>;
  issue: ColumnType<string, string | undefined, string>;
  /** The day the customer wants the visit, YYYY-MM-DD in Bengaluru; null for a contact message. */
  visit_date: ColumnType<string | null, string | null | undefined, string | null>;
  time_slot: ColumnType<string, string | undefined, string>;
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  /** 1 for an emergency: sorted first among pending bookings, its alert says URGENT. */
  urgent: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  technician_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the phone number was on the staff's blocklist: stored, but kept out of the list, counts and alerts. */
  blocked: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** 1 when the phone already had as many open bookings as one phone may: stored, flagged for staff to check by a call. */
  held: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** UTC ISO-8601, e.g. 2026-11-22T04:30:00.000Z */
  created_at: ColumnType<string, string | undefined, never>;
  /** The language the customer booked in: staff call back in it, the customer's page speaks it. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
  /** Taken off the bill, in paise. */
  discount_paise: ColumnType<number, number | undefined, number>;
  /** UTC ISO-8601 once the bill is issued: its items are fixed from then on. */
  bill_issued_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The GST registration and rate (each of CGST and SGST) the bill was issued under; null: no tax. */
  bill_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  bill_gst_percent: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the issued bill's prices included GST (the taxable value worked back), 0 when tax was added; null before issue. */
  bill_prices_include_gst: ColumnType<0 | 1 | null, 0 | 1 | null | undefined, 0 | 1 | null>;
  /** A business customer named on the bill before it is issued: its GSTIN (its state decides CGST+SGST or IGST), legal name and billing address (migration 0036). */
  bill_customer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  bill_customer_name: ColumnType<string | null, string | null | undefined, string | null>;
  bill_customer_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the customer ticked the box asking for a review request after the job (migration 0038); null: never asked. */
  review_consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The maintenance plan this booking is under, by proof: booked from the plan's own page, or linked by staff after a call (migration 0040). */
  customer_plan_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the customer switched this booking's messages off on its page; null: on (migration 0040). The number's STOP is message_opt_outs. */
  messages_off_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** UTC ISO-8601 once the customer's personal details were erased (on request, or by the retention job); null otherwise. */
  erased_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who asked: "customer", "owner", or "retention". */
  erased_by: ColumnType<string, string | undefined, string>;
}

interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: ColumnType<string, string | undefined, never>;
  /** What the account may do (app/lib/auth/roles.ts). */
  role: ColumnType<Role, Role | undefined, Role>;
  /** A technician account's technician entry: the bookings assigned to it are his. */
  technician_id: number | null;
  /** The language the account's field screens speak. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

/** The owner's price list: the ready items a technician adds to a bill (migration 0030). */
interface PriceItemsTable {
  id: Generated<number>;
  name: string;
  /** The item as a Kannada and a Hindi reader read it; "" uses the English name. */
  name_kn: ColumnType<string, string | undefined, string>;
  name_hi: ColumnType<string, string | undefined, string>;
  kind: "service" | "part";
  /** A part's HSN code (4, 6 or 8 digits), or "". */
  hsn: ColumnType<string, string | undefined, string>;
  /** The price as a bill's line takes it (with GST or without, as PRICES_INCLUDE_GST says). */
  unit_paise: number;
}

/** The booking form's localities that staff manage (Form Settings); popular ones are the picker's chips. */
interface FormLocalitiesTable {
  id: Generated<number>;
  name: string;
  /** 1 when the locality is one of the booking form's popular chips. */
  popular: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
}

interface TimeSlotsTable {
  id: Generated<number>;
  label: string;
  /** lowercase_with_underscores, what a booking stores in time_slot */
  value: string;
  position: number;
  /** HH:MM in Bengaluru; null for a slot without a start ('Flexible'). */
  starts_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bookings per day; null: unlimited. */
  capacity: ColumnType<number | null, number | null | undefined, number | null>;
}

interface BlockedPhonesTable {
  id: Generated<number>;
  /** E.164, as bookings store it. */
  phone: string;
  created_at: ColumnType<string, string | undefined, never>;
}

interface ServicesTable {
  id: Generated<number>;
  name: string;
  description: string;
}

interface BookingStatusChangesTable {
  id: Generated<number>;
  booking_id: number;
  old_status: string;
  new_status: string;
  admin_id: number | null;
  admin_email: string;
  changed_at: ColumnType<string, string | undefined, never>;
  /** Why (staff cancelling say why); empty otherwise. */
  reason: ColumnType<string, string | undefined, never>;
}

interface AdminSessionsTable {
  /** Random, unguessable; the session cookie holds it. */
  id: string;
  admin_id: number;
  created_at: ColumnType<string, string | undefined, never>;
  last_seen_at: ColumnType<string, string | undefined, string>;
}

/** rate-limiter-flexible's store (app/security/rate-limit.server.ts); only the library reads and writes it. */
interface RateLimitsTable {
  key: string;
  points: number;
  /** Milliseconds since 1970, or null for no end. */
  expire: number | null;
}

/** One staff action (app/models/audit.server.ts): rows are only added, never changed (triggers refuse it). */
interface AuditLogTable {
  id: Generated<number>;
  /** UTC ISO-8601, from the app's clock. */
  created_at: string;
  /** The admin as they were then; null for a failed sign-in. Kept as written (no foreign key). */
  admin_id: number | null;
  /** The admin's e-mail, or the one typed for a failed sign-in. */
  actor_email: string;
  action: string;
  detail: ColumnType<string, string | undefined, string>;
  booking_id: number | null;
  /** The trusted client address (app/security/client-address.server.ts), null when none is known. */
  client_address: string | null;
  /** Browser and system, from the User-Agent: "Chrome on Android". */
  device: ColumnType<string, string | undefined, string>;
  /** Free text the action must keep (a reason, a note's text), apart from the detail: an erasure of its booking blanks it. */
  note: ColumnType<string, string | undefined, string>;
}

interface TechniciansTable {
  id: Generated<number>;
  name: string;
  phone: string | null;
  /** His name as Kannada and Hindi write it ("On my way" names him so); empty when not given. */
  name_kn: ColumnType<string, string | undefined, string>;
  name_hi: ColumnType<string, string | undefined, string>;
  /** The owner's rule: 1 when he may complete a job with money still due (migration 0032). */
  may_complete_unpaid: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
}

interface BookingNotesTable {
  id: Generated<number>;
  booking_id: number;
  admin_id: number | null;
  /** As written then, so the log still reads right after that admin is removed. */
  admin_email: string;
  body: string;
  created_at: ColumnType<string, string | undefined, never>;
  /** The form's submission id, when it sent one: the same id again is the same note (migration 0034). */
  submission_id: ColumnType<string | null, string | null | undefined, never>;
}

/** An admin device that turned push alerts on: its PushManager subscription. */
interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  p256dh: string;
  auth: string;
  admin_id: number | null;
  label: string;
  created_at: string;
}

/** The VAPID key pair generated on the first start when none is configured (one row, id 1). */
interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

/** "assigned" and "unassigned": a visit given to or taken from one technician (technician_id), told on his devices. */
export type AlertKind = "booking" | "test" | "cancelled" | "rescheduled" | "assigned" | "unassigned" | "rating";
export type AlertChannel = "email" | "webhook" | "push";
export type DeliveryState = "pending" | "sent" | "failed";

/** Something staff must be told of: a new booking, or a test from Settings → Notifications. */
interface AlertsTable {
  id: Generated<number>;
  /** Null for a test alert. */
  booking_id: number | null;
  kind: AlertKind;
  /** UTC ISO-8601, from the app's clock. */
  created_at: string;
  /** The technician an "assigned" or "unassigned" alert is for; null for the shop's alerts. */
  technician_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One alert on one channel (one device for push): the outbox row the worker sends and retries. */
interface AlertDeliveriesTable {
  id: Generated<number>;
  alert_id: number;
  channel: AlertChannel;
  push_subscription_id: number | null;
  /** Where it goes, as the log shows it (recipients, the webhook's host, the device); never a secret. */
  target: string;
  state: ColumnType<DeliveryState, DeliveryState | undefined, DeliveryState>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When it is due; a claim moves it a lease ahead, so a crash mid-send retries when the lease ends. */
  next_attempt_at: string;
  /** Set by the claim that is sending it; only that claim records a failure. */
  lease_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

interface BillItemsTable {
  id: Generated<number>;
  booking_id: number;
  description: string;
  quantity: number;
  unit_paise: number;
  /** A service (the business's SAC) or a part (its HSN code, if staff know it). */
  kind: ColumnType<BillItemKind, BillItemKind | undefined, BillItemKind>;
  hsn: ColumnType<string, string | undefined, string>;
  /** Its note's code (a line. message of the outcome catalog) and values (JSON), said where the line is shown (migration 0041); null for none, and on lines added before. */
  note_code: ColumnType<string | null, string | null | undefined, string | null>;
  note_values: ColumnType<string | null, string | null | undefined, string | null>;
  /** The form's submission id, when it sent one: the same id again is the same line (migration 0042). */
  submission_id: ColumnType<string | null, string | null | undefined, never>;
  /** The invoice that issued the line; null: the bill's open part, issued by the next invoice (migration 0046). */
  invoice_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A WhatsApp template message to a booking's customer, in the outbox until sent, then its delivery status (migration 0037). */
interface CustomerMessagesTable {
  id: Generated<number>;
  booking_id: number;
  /** What it says: "booking-received", "confirmed" (app/messages/whatsapp.ts). */
  kind: string;
  template: string;
  language: string;
  /** JSON: the body's parameters, in order. */
  parameters: string;
  state: ColumnType<
    "queued" | "sent" | "delivered" | "read" | "failed" | "stopped",
    "queued" | undefined,
    "queued" | "sent" | "delivered" | "read" | "failed" | "stopped"
  >;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_token: string | null;
  last_error: string | null;
  wa_message_id: string | null;
  created_at: string;
  sent_at: string | null;
  status_at: string | null;
  /** What makes a second message of the kind another one: a move's new day and slot, a staff answer's submission (migration 0038). */
  occasion: ColumnType<string, string | undefined, string>;
  /** WhatsApp, or web push to the phones that turned it on for the booking (migration 0038). */
  channel: ColumnType<"whatsapp" | "push", "whatsapp" | "push" | undefined, "whatsapp" | "push">;
  /** A staff answer's words (free text, within WhatsApp's 24-hour window); null for a template. */
  body: string | null;
}

/** A phone that turned on "Notify me on this phone" for a booking: its web push subscription (migration 0038). */
interface CustomerPushSubscriptionsTable {
  id: Generated<number>;
  booking_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A maintenance plan the owner sells (migration 0039): withdrawn from sale, never deleted. */
interface PlansTable {
  id: Generated<number>;
  name: string;
  price_paise: number;
  months: number;
  visits: number;
  covers_labour: ColumnType<number, number | undefined, number>;
  /** The covered parts, one per line as the owner wrote them. */
  covered_parts: ColumnType<string, string | undefined, string>;
  parts_discount_percent: ColumnType<number, number | undefined, number>;
  terms_en: ColumnType<string, string | undefined, string>;
  terms_kn: ColumnType<string, string | undefined, string>;
  terms_hi: ColumnType<string, string | undefined, string>;
  on_sale: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export type CustomerPlanStatus = "awaiting-payment" | "active" | "cancelled";

/** A plan sold to a customer for a machine, with the terms as sold (migration 0039). */
interface CustomerPlansTable {
  id: Generated<number>;
  plan_id: number;
  token: string;
  booking_id: number;
  phone: string;
  brand: ColumnType<string, string | undefined, string>;
  machine_type: ColumnType<string, string | undefined, string>;
  serial: ColumnType<string, string | undefined, string>;
  sold_as: "bill" | "own";
  /** Sold at the door: its line on the booking's bill. */
  bill_item_id: number | null;
  status: ColumnType<CustomerPlanStatus, CustomerPlanStatus | undefined, CustomerPlanStatus>;
  name: string;
  price_paise: number;
  months: number;
  visits: number;
  covers_labour: number;
  covered_parts: string;
  parts_discount_percent: number;
  starts_on: string | null;
  ends_on: string | null;
  paid_at: string | null;
  payment_method: string | null;
  payment_reference: ColumnType<string, string | undefined, string>;
  renews_id: number | null;
  created_at: string;
  created_by: string;
}

/** A plan's preventive visit, due on its day (migration 0039). */
interface PlanVisitsTable {
  id: Generated<number>;
  customer_plan_id: number;
  seq: number;
  due_on: string;
  state: ColumnType<"due" | "booked" | "done" | "missed", "due" | undefined, "due" | "booked" | "done" | "missed">;
  booking_id: number | null;
  changed_at: string | null;
}

/** The owner's settings kept in the database, by key (migration 0038): app/models/business-settings.server.ts. */
interface BusinessSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A customer's WhatsApp message to the business, attached to their latest booking (migration 0037). */
interface CustomerRepliesTable {
  id: Generated<number>;
  booking_id: number | null;
  phone: string;
  text: string;
  wa_message_id: string;
  received_at: string;
}

/** A number that said STOP: nothing more is sent to it (migration 0037). */
interface MessageOptOutsTable {
  phone: string;
  opted_out_at: string;
}

/** A month whose GSTR-1 the owner has filed: its invoices are closed to cancellation (migration 0035). */
interface FiledMonthsTable {
  /** YYYY-MM, Bengaluru's calendar month. */
  month: string;
  filed_at: string;
  filed_by: string;
}

/** A credit note against an invoice, in its own gapless series per financial year, kept as issued (migration 0035). */
interface CreditNotesTable {
  id: Generated<number>;
  invoice_id: number;
  /** PREFIXCN/YY-YY. */
  series: string;
  serial: number;
  number: string;
  issued_at: string;
  issued_by: string;
  reason: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: Generated<number>;
  total_paise: number;
}

/** An issued bill, numbered in its financial year's series and kept as printed: only a cancellation is ever written to it. */
export interface InvoicesTable {
  id: Generated<number>;
  booking_id: number;
  /** PREFIX/YY-YY, the financial year's series. */
  series: string;
  serial: number;
  /** PREFIX/YY-YY/NNNN, unique, at most 16 characters. */
  number: string;
  issued_at: string;
  /** Null: a bill without GST (the business had no GSTIN). */
  gstin: string | null;
  gst_percent: number | null;
  prices_include_gst: 0 | 1;
  customer_name: string;
  customer_address: string;
  /** JSON of InvoiceLine[]: the lines as printed. */
  lines: string;
  subtotal_paise: number;
  discount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  /** A supply to another state's business: IGST instead of CGST and SGST (migration 0036). */
  igst_paise: Generated<number>;
  /** The business customer's GSTIN, for a B2B invoice (migration 0036). */
  customer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  /** The state code of the place of supply: Karnataka's, or the business customer's state. */
  place_of_supply: Generated<string>;
  round_off_paise: number;
  total_paise: number;
  cancelled_at: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_reason: ColumnType<string, string | undefined, string>;
  cancelled_by: ColumnType<string, string | undefined, string>;
  /** A plan paid on its own: this is its tax invoice (migration 0046); null for a booking's bill. */
  customer_plan_id: ColumnType<number | null, number | null | undefined, never>;
}

/** A payment staff recorded: never changed or removed from the site. */
interface PaymentsTable {
  id: Generated<number>;
  booking_id: number;
  method: PaymentMethod;
  amount_paise: number;
  /** The UPI transaction id, a card slip number, or nothing for cash. */
  reference: ColumnType<string, string | undefined, string>;
  /** UTC ISO-8601, from the app's clock. */
  recorded_at: string;
  admin_email: string;
  /** Set when staff voided a payment recorded by mistake: it then counts for nothing. */
  voided_at: ColumnType<string | null, string | null | undefined, string | null>;
  void_reason: ColumnType<string, string | undefined, string>;
  /** The technician who took it at the door (the cash he hands over); null when the office took it. */
  technician_id: ColumnType<number | null, number | null | undefined, never>;
  /** The form's submission id, when it sent one: the same id again is the same payment (migration 0033). */
  submission_id: ColumnType<string | null, string | null | undefined, never>;
  /** A UPI payment the gateway reported: its payment id (unique), and the payer's VPA (migration 0048). */
  gateway_payment_id: ColumnType<string | null, string | null | undefined, never>;
  payer_vpa: ColumnType<string, string | undefined, string>;
  /** Why a UPI payment was typed by hand while the gateway is on ("customer paid to another QR"): the office checks it. */
  check_reason: ColumnType<string, string | undefined, string>;
}

/** Cash a technician handed over at the office, as the office received it (migration 0031): never removed; undone only within its day (0045). */
interface CashHandoversTable {
  id: Generated<number>;
  /** Null once the technician was removed from the list. */
  technician_id: ColumnType<number | null, number, never>;
  amount_paise: ColumnType<number, number, never>;
  /** The e-mail of the staff account that received it. */
  received_by: ColumnType<string, string, never>;
  /** UTC ISO-8601, from the app's clock. */
  recorded_at: ColumnType<string, string, never>;
  /** The form's submission id: a post sent twice is one handover. */
  submission_id: ColumnType<string, string, never>;
  /** UTC ISO-8601 when the office undid it (within its day, migration 0045): it then counts for nothing. */
  undone_at: ColumnType<string | null, never, string>;
  /** The e-mail of the staff account that undid it. */
  undone_by: ColumnType<string | null, never, string>;
}

/** Money given back (payments beyond the invoice in force), recorded once by owner or office: never changed or removed. */
interface RefundsTable {
  id: Generated<number>;
  booking_id: number;
  method: RefundMethod;
  amount_paise: number;
  /** The UPI or bank transfer's reference; nothing for cash. */
  reference: ColumnType<string, string | undefined, string>;
  /** UTC ISO-8601, from the app's clock. */
  recorded_at: string;
  admin_id: number | null;
  admin_email: string;
  /** The refund form's one-time id: a double submit records one refund. */
  submission_id: string;
}

/** A technician's progress on a visit: each step once per visit day, with who and when. */
interface VisitProgressTable {
  id: Generated<number>;
  booking_id: number;
  visit_date: string;
  step: VisitEntry;
  admin_id: number | null;
  admin_email: string;
  /** UTC ISO-8601: when he tapped it (a tap kept offline arrives later), else the app's clock. */
  recorded_at: string;
  /** On my way's arrival estimate in minutes, when he gave one (migration 0042). */
  arrival_minutes: ColumnType<number | null, number | null | undefined, never>;
}

/** The customer's rating of a completed visit (migration 0049): one per booking. */
interface RatingsTable {
  booking_id: number;
  /** The technician the visit was his when it was rated; null when none was assigned. */
  technician_id: number | null;
  /** 1 to 5. */
  stars: number;
  /** The customer's words, for staff only; blanked when the booking is erased. */
  comment: ColumnType<string, string | undefined, string>;
  /** UTC ISO-8601, from the app's clock: the first rating (changeable for 7 days from then). */
  rated_at: string;
  changed_at: string;
  /** 1 when the office is to call back (1 or 2 stars, or a comment). */
  callback: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** What the office did (app/lib/ratings/rating.ts FOLLOWUPS), when and by whom (an e-mail); null until then. */
  followup: ColumnType<string | null, string | null | undefined, string | null>;
  followup_at: ColumnType<string | null, string | null | undefined, string | null>;
  followup_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One run of the daily retention job, with what it did. */
interface RetentionRunsTable {
  id: Generated<number>;
  ran_at: string;
  bookings_anonymised: number;
  rate_limits_deleted: number;
  audit_addresses_cleared: number;
  alert_logs_deleted: number;
}

/** A periodic job's last run (app/jobs/): one row per job, written over by its next run. */
/** A QR code made at the payment gateway for one amount due: a booking's bill or a plan's own payment (migration 0048). */
interface GatewayQrsTable {
  id: Generated<number>;
  qr_id: string;
  booking_id: number | null;
  customer_plan_id: number | null;
  amount_paise: number;
  /** The upi://pay link it encodes, when the gateway reports it; its image's address otherwise. */
  intent: ColumnType<string, string | undefined, string>;
  image_url: ColumnType<string, string | undefined, string>;
  created_at: string;
  close_by: string;
  /** Closed at the gateway (the amount changed, it was paid or expired): never shown again. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A signed webhook delivery, kept once by the gateway's event id until the job recorded it (migration 0048). */
interface GatewayEventsTable {
  id: Generated<number>;
  event_id: string;
  event: string;
  /** The raw JSON as delivered. */
  body: string;
  received_at: string;
  processed_at: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
}

/** What became of a gateway's payment: on the bill, started the plan, or flagged to the office. */
export type GatewayOutcome = "paid" | "other-amount" | "already-paid" | "unmatched" | "typed-before";

/** A payment the gateway reported, once by its id (migration 0048). */
interface GatewayPaymentsTable {
  id: Generated<number>;
  payment_id: string;
  qr_id: ColumnType<string, string | undefined, string>;
  amount_paise: number;
  rrn: ColumnType<string, string | undefined, string>;
  vpa: ColumnType<string, string | undefined, string>;
  /** The gateway's fee and the GST on it, in paise, when it reports them. */
  fee_paise: ColumnType<number | null, number | null | undefined, number | null>;
  tax_paise: ColumnType<number | null, number | null | undefined, number | null>;
  paid_at: string;
  recorded_at: string;
  booking_id: number | null;
  customer_plan_id: number | null;
  payment_row_id: number | null;
  outcome: GatewayOutcome;
  /** "webhook", or "reconciliation" when the hourly check found it. */
  source: "webhook" | "reconciliation";
  /** 1 when the reconciliation asked the gateway for the payments of its day and this one was not among them. */
  missing_at_gateway: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
}

interface JobRunsTable {
  /** The job's name in the registry (app/jobs/registry.server.ts). */
  job: string;
  /** UTC ISO-8601, from the app's clock. */
  started_at: string;
  finished_at: string;
  outcome: "ok" | "failed";
  /** Why it failed, short and without personal data; "" when it did not. */
  error: string;
  /** JSON of what it did, by count: {"sent":3,"failed":0}. */
  counts: string;
  /** The last run that counted something (a job every few seconds mostly finds nothing to do), and its counts. */
  worked_at: string | null;
  worked_counts: string | null;
}

/** A photo of a visit (before, after, the machine's label) or the customer's signature: an image in the photo store under its key (migration 0050). */
export type PhotoKind = "before" | "after" | "label" | "signature";
interface VisitPhotosTable {
  id: Generated<number>;
  booking_id: number;
  kind: PhotoKind;
  storage_key: string;
  width: number;
  height: number;
  bytes: number;
  /** A signature's signer as typed (the customer's name); "" for a photo. */
  signer_name: ColumnType<string, string | undefined, string>;
  /** The upload form's own id: sent twice (an answer lost), it is one photo. */
  submission_id: string | null;
  admin_id: number | null;
  admin_email: string;
  created_at: string;
}

/**
 * An image of the photo store still to delete (migration 0051): an upload's until its row is written
 * ("upload"), or one whose row went ("gone"). `since`: when, by the app's clock.
 */
interface PhotoCleanupTable {
  storage_key: string;
  reason: "upload" | "gone";
  since: string;
}

/** The form of a photo the owner deleted (migration 0052): sent again, it is not kept again. */
interface DeletedPhotoFormsTable {
  submission_id: string;
  booking_id: number;
}

/** The owner's checklist: an item a technician ticks on the job screen, for one service ("" for every visit). */
interface ChecklistItemsTable {
  id: Generated<number>;
  service: ColumnType<string, string | undefined, string>;
  label: string;
  label_kn: ColumnType<string, string | undefined, string>;
  label_hi: ColumnType<string, string | undefined, string>;
  /** 1: Work done waits for it. */
  required: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  created_at: string;
}

/** An item ticked on a visit, once, with who and when (its label as it read then). */
interface ChecklistTicksTable {
  id: Generated<number>;
  booking_id: number;
  item_id: number;
  label: string;
  admin_id: number | null;
  admin_email: string;
  ticked_at: string;
}

export interface Database {
  bookings: BookingsTable;
  admins: AdminsTable;
  form_localities: FormLocalitiesTable;
  time_slots: TimeSlotsTable;
  services: ServicesTable;
  price_items: PriceItemsTable;
  cash_handovers: CashHandoversTable;
  booking_status_changes: BookingStatusChangesTable;
  admin_sessions: AdminSessionsTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  technicians: TechniciansTable;
  blocked_phones: BlockedPhonesTable;
  booking_notes: BookingNotesTable;
  push_subscriptions: PushSubscriptionsTable;
  vapid_keys: VapidKeysTable;
  alerts: AlertsTable;
  alert_deliveries: AlertDeliveriesTable;
  bill_items: BillItemsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  visit_progress: VisitProgressTable;
  invoices: InvoicesTable;
  filed_months: FiledMonthsTable;
  customer_messages: CustomerMessagesTable;
  customer_replies: CustomerRepliesTable;
  message_opt_outs: MessageOptOutsTable;
  customer_push_subscriptions: CustomerPushSubscriptionsTable;
  business_settings: BusinessSettingsTable;
  plans: PlansTable;
  customer_plans: CustomerPlansTable;
  plan_visits: PlanVisitsTable;
  credit_notes: CreditNotesTable;
  retention_runs: RetentionRunsTable;
  job_runs: JobRunsTable;
  visit_photos: VisitPhotosTable;
  photo_cleanup: PhotoCleanupTable;
  deleted_photo_forms: DeletedPhotoFormsTable;
  checklist_items: ChecklistItemsTable;
  checklist_ticks: ChecklistTicksTable;
  ratings: RatingsTable;
  gateway_qrs: GatewayQrsTable;
  gateway_events: GatewayEventsTable;
  gateway_payments: GatewayPaymentsTable;
}

export type Booking = Selectable<BookingsTable>;
export type BookingStatusChange = Selectable<BookingStatusChangesTable>;
export type BookingNote = Selectable<BookingNotesTable>;
export type AlertDelivery = Selectable<AlertDeliveriesTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
