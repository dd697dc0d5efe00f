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

/** The status in the customer's words, on the booking's own page. */
export const CUSTOMER_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Received",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** What staff can move a booking to, with the button that does it. */
export const STATUS_ACTIONS = [
  { status: "confirmed", label: "Confirm", variant: "outline" },
  { status: "completed", label: "Complete", variant: "success" },
] as const satisfies readonly { status: BookingStatus; label: string; variant: string }[];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === "string" && (BOOKING_STATUSES as readonly string[]).includes(value);
}
