import { Link } from "react-router";

import { formatIstDateTime } from "~/lib/time/ist";
import type { UnalertedBooking } from "~/models/alerts.server";

/**
 * The dashboard's flag: pending bookings that no alert has reached for 10 minutes (every
 * channel failing or still retrying). Staff call these customers now and check Notifications.
 */
export function UnalertedBookings({ bookings }: { bookings: readonly UnalertedBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="unalerted-heading" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <h2 id="unalerted-heading" className="font-semibold">
        {bookings.length === 1 ? "1 booking has" : `${bookings.length} bookings have`} not reached staff: every alert failed for over 10 minutes
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Link to={`/admin/bookings/${booking.id}`} className="font-medium underline">
              #{booking.id} {booking.name}, {booking.locality}
            </Link>{" "}
            <span className="text-red-800">(booked {formatIstDateTime(booking.alerted_from)})</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Call them back now, then see why in{" "}
        <Link to="/admin/settings/notifications" className="font-medium underline">
          Settings → Notifications
        </Link>
        .
      </p>
    </section>
  );
}
