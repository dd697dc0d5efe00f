// A booking's statuses, the one list the database constraint, the admin's filter, badges and
// buttons, and the status-change action are built from.
export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * The booking's life, and the only moves it can make: pending → confirmed → completed; pending or
 * confirmed → cancelled (by the customer, or by staff with a reason); confirmed → pending when the
 * customer moves the visit (staff confirm the new time). Completed and cancelled are final.
 */
const STATUS_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled", "pending"],
  completed: [],
  cancelled: [],
};

/**
 * A contact message (stored as a row without a visit day) has a shorter life: new (pending), then
 * answered (completed). It is never confirmed nor cancelled.
 */
const MESSAGE_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["completed"],
  confirmed: ["completed"],
  completed: [],
  cancelled: [],
};

export type RowKind = "booking" | "message";

export function canChangeStatus(from: BookingStatus, to: BookingStatus, kind: RowKind = "booking"): boolean {
  return (kind === "message" ? MESSAGE_TRANSITIONS : STATUS_TRANSITIONS)[from].includes(to);
}

export type StaffStatusAction = {
  status: BookingStatus;
  label: string;
  /** What the toast says once done. */
  done: string;
  variant: "outline" | "success" | "destructive";
  /** Asked before it is done (a question, and the button that answers yes). */
  confirm?: { question: string; yes: string };
  /** Staff must say why. */
  needsReason?: boolean;
};

/** What staff can move a booking to, with the button that does it; each shows only where STATUS_TRANSITIONS allows it. */
export const STATUS_ACTIONS: readonly StaffStatusAction[] = [
  { status: "confirmed", label: "Confirm", done: "Booking Confirmed", variant: "outline" },
  {
    status: "completed",
    label: "Complete",
    done: "Booking Completed",
    variant: "success",
    confirm: { question: "Is the repair done?", yes: "Yes, mark completed" },
  },
  {
    status: "cancelled",
    label: "Cancel",
    done: "Booking Cancelled",
    variant: "destructive",
    confirm: { question: "Cancel this booking? The customer is not told by the site: call them.", yes: "Cancel booking" },
    needsReason: true,
  },
];

/** A contact message's one action. */
export const MESSAGE_ACTIONS: readonly StaffStatusAction[] = [{ status: "completed", label: "Mark answered", done: "Message Answered", variant: "outline" }];

/** The staff actions a booking (or a message) in `status` offers. */
export function staffActionsFor(status: BookingStatus, kind: RowKind = "booking"): readonly StaffStatusAction[] {
  return (kind === "message" ? MESSAGE_ACTIONS : STATUS_ACTIONS).filter((action) => canChangeStatus(status, action.status, kind));
}

/** Why a status change is refused, in staff's words. */
export function refusedChangeMessage(from: BookingStatus, to: BookingStatus, kind: RowKind = "booking"): string {
  if (kind === "message") return from === "completed" ? "This message is already answered." : "A contact message can only be marked answered.";
  const verb = { pending: "put back to pending", confirmed: "confirmed", completed: "completed", cancelled: "cancelled" }[to];
  if (from === to) return `This booking is already ${STATUS_LABELS[from].toLowerCase()}.`;
  if (to === "completed" && from === "pending") return "Confirm this booking before completing it.";
  return `This booking is ${STATUS_LABELS[from].toLowerCase()}, so it cannot be ${verb}.`;
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}
