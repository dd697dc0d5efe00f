import { Badge, type BadgeTone } from "~/components/ui/badge";
import { type BookingStatus, isBookingStatus } from "~/lib/booking/status";

const STATUS_TONES: Record<BookingStatus, BadgeTone> = { pending: "warning", confirmed: "info", completed: "success", cancelled: "neutral" };

/** Any status the dashboard does not know gets a neutral badge. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={isBookingStatus(status) ? STATUS_TONES[status] : "neutral"}>{status}</Badge>;
}

/** A booking stored held (its phone already had as many open bookings as one phone may): call the number to check who booked. */
export const HELD_BADGE = "Check by phone: this number has other open bookings";
