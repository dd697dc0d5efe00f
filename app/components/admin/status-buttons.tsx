import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";

/** Confirm and Complete: plain form posts, so they work without JavaScript. */
export function StatusButtons({ bookingId }: { bookingId: number }) {
  return (
    <div className="flex gap-2">
      <Form method="post" action={`/admin/bookings/${bookingId}/status`}>
        <input type="hidden" name="status" value="confirmed" />
        <Button type="submit" size="sm" variant="outline" aria-label={`Confirm booking ${bookingId}`}>
          Confirm
        </Button>
      </Form>
      <Form method="post" action={`/admin/bookings/${bookingId}/status`}>
        <input type="hidden" name="status" value="completed" />
        <Button type="submit" size="sm" variant="success" aria-label={`Complete booking ${bookingId}`}>
          Complete
        </Button>
      </Form>
    </div>
  );
}
