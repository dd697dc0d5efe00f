// A booking's statuses, the one list the database constraint, the admin's filter, badges and
// buttons, and the status-change action are built from.
import type { DoneCode, RefusalCode } from "~/lib/outcome";

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

/** A status staff can move a booking to, and what the toast says once done (its done code; the buttons' words are the desk catalog's: desk.action.*). */
export type StaffStatusAction = { status: BookingStatus; done: DoneCode };

/** What staff can move a booking to, in the buttons' order; each shows only where STATUS_TRANSITIONS allows it. */
export const STATUS_ACTIONS: readonly StaffStatusAction[] = [
  { status: "confirmed", done: "bookingConfirmed" },
  { status: "completed", done: "bookingCompleted" },
  { status: "cancelled", done: "bookingCancelled" },
];

/** A contact message's one action. */
export const MESSAGE_ACTIONS: readonly StaffStatusAction[] = [{ status: "completed", done: "messageAnswered" }];

/** The statuses staff can move a booking (or a message) in `status` to, in the buttons' order: what the screens offer. */
export function staffMovesFor(status: BookingStatus, kind: RowKind = "booking"): BookingStatus[] {
  return (kind === "message" ? ["completed" as const] : (["confirmed", "completed", "cancelled"] as const)).filter((to) => canChangeStatus(status, to, kind));
}

/** The staff actions a booking (or a message) in `status` offers. */
export function staffActionsFor(status: BookingStatus, kind: RowKind = "booking"): readonly StaffStatusAction[] {
  return (kind === "message" ? MESSAGE_ACTIONS : STATUS_ACTIONS).filter((action) => canChangeStatus(status, action.status, kind));
}

const ALREADY = { pending: "alreadyPending", confirmed: "alreadyConfirmed", completed: "alreadyCompleted", cancelled: "alreadyCancelled" } as const;

/** A final status's refusals, by the status asked for. */
const FINAL: Record<"completed" | "cancelled", Record<BookingStatus, RefusalCode>> = {
  completed: { pending: "completedNotPending", confirmed: "completedNotConfirmed", completed: "alreadyCompleted", cancelled: "completedNotCancelled" },
  cancelled: { pending: "cancelledNotPending", confirmed: "cancelledNotConfirmed", completed: "cancelledNotCompleted", cancelled: "alreadyCancelled" },
};

/** Why a status change is refused, by its code: a final status cannot move; a pending booking is confirmed before it is completed. */
export function refusedChangeCode(from: BookingStatus, to: BookingStatus, kind: RowKind = "booking"): RefusalCode {
  if (kind === "message") return from === "completed" ? "messageAnswered" : "messageOnlyAnswered";
  if (from === to) return ALREADY[from];
  return from === "completed" || from === "cancelled" ? FINAL[from][to] : "confirmFirst";
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}
