import { Form, useLocation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { STATUS_ACTIONS } from "~/lib/booking/status";

/**
 * Confirm and Complete: plain form posts, so they work without JavaScript. They carry the
 * page they were pressed on, so the admin lands back on the same filtered page.
 */
export function StatusButtons({ bookingId, stacked = false }: { bookingId: number; /** In a table cell: one above the other. */ stacked?: boolean }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className={stacked ? "flex flex-col gap-1.5" : "flex gap-2"}>
      {STATUS_ACTIONS.map(({ status, label, variant }) => (
        <Form key={status} method="post" action={`/admin/bookings/${bookingId}/status`}>
          <input type="hidden" name="status" value={status} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button type="submit" size="sm" variant={variant} className={stacked ? "w-full" : ""} aria-label={`${label} booking ${bookingId}`}>
            {label}
          </Button>
        </Form>
      ))}
    </div>
  );
}
