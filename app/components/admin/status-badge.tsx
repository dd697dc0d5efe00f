import { Badge, type BadgeTone } from "~/components/ui/badge";
import { STATUS_LABELS, isBookingStatus, type BookingStatus } from "~/lib/booking/status";

const STATUS_TONES: Record<BookingStatus, BadgeTone> = { pending: "warning", confirmed: "info", completed: "success" };

/** Any status the dashboard does not know gets a neutral badge. */
export function StatusBadge({ status }: { status: string }) {
  if (!isBookingStatus(status)) return <Badge tone="neutral">{status}</Badge>;
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
