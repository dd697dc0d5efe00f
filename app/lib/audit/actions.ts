// What the audit trail records (app/models/audit.server.ts), and its English name. Settings → Audit
// log names it in the reader's language: "audit.action.<id>" in the staff catalog
// (app/content/messages/staff/settings/), which the type check requires for every action here.
const AUDIT_ACTIONS = {
  "signed-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "signed-out": "Signed out",
  "status-changed": "Status changed",
  "note-added": "Note added",
  "technician-assigned": "Technician assigned",
  "setting-added": "Setting added",
  "setting-changed": "Setting changed",
  "setting-removed": "Setting removed",
  "admin-added": "Admin added",
  "admin-removed": "Admin removed",
  "password-changed": "Password changed",
  "bookings-exported": "Bookings exported",
  "test-alert-sent": "Test alert sent",
  "push-turned-on": "Push turned on",
  "push-turned-off": "Push turned off",
  "push-device-removed": "Push device removed",
  "bill-item-added": "Bill item added",
  "bill-item-removed": "Bill item removed",
  "bill-discount-set": "Bill discount set",
  "bill-issued": "Bill issued",
  "payment-recorded": "Payment recorded",
  "payment-voided": "Payment voided",
  "refund-recorded": "Refund recorded",
  "cash-handed-over": "Cash handed over",
  "cash-handover-undone": "Cash handover undone",
  "visit-progress": "Visit progress",
  "invoice-cancelled": "Invoice cancelled",
  "credit-note-issued": "Credit note issued",
  "bill-customer-set": "Business customer set on a bill",
  "month-filed": "Month filed",
  "invoices-exported": "Invoices exported",
  "booking-erased": "Booking erased",
  "booking-viewed": "Booking viewed",
  "booking-corrected": "Booking corrected",
  "visit-moved": "Visit moved",
  "photo-added": "Photo added",
  "photo-removed": "Photo removed",
  "checklist-ticked": "Checklist ticked",
  "signature-taken": "Customer signed",
  "customer-answered": "Customer answered on WhatsApp",
  "plan-requested": "Maintenance plan asked for by the customer",
  "plan-sold": "Maintenance plan sold",
  "plan-paid": "Maintenance plan paid",
  "plan-cancelled": "Maintenance plan cancelled",
  "plan-linked": "Booking linked to a maintenance plan",
  "reply-attached": "WhatsApp reply attached to a booking",
  "plan-stopped": "Maintenance plan stopped: its bill no longer paid",
  "booking-link-shared": "Booking link shared",
  "customer-link-renewed": "Customer made a new link",
  "customer-link-reissued": "Customer link reissued",
  "visit-rated": "Visit rated by the customer",
  "rating-followed-up": "Rating followed up",
  "gateway-payment-flagged": "Gateway payment flagged to the office",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The catalog's message naming a recorded action, or null for an action no longer recorded (shown as stored). */
export function auditActionMessage(action: string): `audit.action.${AuditAction}` | null {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? `audit.action.${action as AuditAction}` : null;
}

/**
 * Who did it, when it was no staff account: the name the trail stores (as the actor's e-mail), and
 * its message, "audit.actor.<id>", so the audit log and a booking's history say it in the reader's language.
 */
const AUDIT_ACTORS = {
  customerPage: "Customer (booking page)",
  customerWhatsapp: "Customer (WhatsApp)",
  paymentGateway: "Payment gateway",
} as const;

export const CUSTOMER_PAGE_ACTOR = AUDIT_ACTORS.customerPage;
export const CUSTOMER_WHATSAPP_ACTOR = AUDIT_ACTORS.customerWhatsapp;
export const PAYMENT_GATEWAY_ACTOR = AUDIT_ACTORS.paymentGateway;

/** The catalog's message naming an actor that is no account, or null for an account's e-mail (shown as stored). */
export function auditActorMessage(stored: string): `audit.actor.${keyof typeof AUDIT_ACTORS}` | null {
  const found = (Object.keys(AUDIT_ACTORS) as (keyof typeof AUDIT_ACTORS)[]).find((id) => AUDIT_ACTORS[id] === stored);
  return found ? `audit.actor.${found}` : null;
}
