import { Form, useLocation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { STATUS_ACTIONS } from "~/lib/booking/status";

/**
 * Confirm and Complete: plain form posts, so they work without JavaScript. They carry the
 * page they were pressed on, so the admin lands back on the same filtered page.
 */
export function StatusButtons({
  bookingId,
  layout = "row",
}: {
  bookingId: number;
  /** "responsive" in the bookings table: side by side and full width on a phone, one above the other in a wide table's cell. */
  layout?: "row" | "responsive";
}) {
  const responsive = layout === "responsive";
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className={responsive ? "flex gap-2 sm:flex-col sm:gap-1.5" : "flex gap-2"}>
      {STATUS_ACTIONS.map(({ status, label, variant }) => (
        <Form key={status} method="post" action={`/admin/bookings/${bookingId}/status`} className={responsive ? "max-sm:flex-1" : undefined}>
          <input type="hidden" name="status" value={status} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button type="submit" size="sm" variant={variant} className={responsive ? "w-full max-sm:min-h-11" : ""} aria-label={`${label} booking ${bookingId}`}>
            {label}
          </Button>
        </Form>
      ))}
    </div>
  );
}
