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

/** A status staff can move a booking to, and what the toast says once done (the buttons' words are the desk catalog's: desk.action.*). */
export type StaffStatusAction = { status: BookingStatus; done: string };

/** What staff can move a booking to, in the buttons' order; each shows only where STATUS_TRANSITIONS allows it. */
export const STATUS_ACTIONS: readonly StaffStatusAction[] = [
  { status: "confirmed", done: "Booking Confirmed" },
  { status: "completed", done: "Booking Completed" },
  { status: "cancelled", done: "Booking Cancelled" },
];

/** A contact message's one action. */
export const MESSAGE_ACTIONS: readonly StaffStatusAction[] = [{ status: "completed", done: "Message Answered" }];

/** The statuses staff can move a booking (or a message) in `status` to, in the buttons' order: what the screens offer. */
export function staffMovesFor(status: BookingStatus, kind: RowKind = "booking"): BookingStatus[] {
  return (kind === "message" ? ["completed" as const] : (["confirmed", "completed", "cancelled"] as const)).filter((to) => canChangeStatus(status, to, kind));
}

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
