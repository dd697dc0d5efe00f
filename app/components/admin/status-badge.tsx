import { Badge, type BadgeTone } from "~/components/ui/badge";
import { type BookingStatus, isBookingStatus } from "~/lib/booking/status";
import { useT } from "~/lib/i18n/i18n";

const STATUS_TONES: Record<BookingStatus, BadgeTone> = { pending: "warning", confirmed: "info", completed: "success", cancelled: "neutral" };

/** Any status the dashboard does not know gets a neutral badge. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return isBookingStatus(status) ? <Badge tone={STATUS_TONES[status]}>{t(`desk.badge.${status}`)}</Badge> : <Badge tone="neutral">{status}</Badge>;
}
