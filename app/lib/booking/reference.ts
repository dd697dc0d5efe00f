/**
 * How staff and customers name a booking: in alert subjects, push notifications and webhooks.
 * The booking's id until issue 10 gives bookings a reference (WF-XXXXX): change it here only.
 */
export function bookingReference(booking: { id: number }): string {
  return `#${booking.id}`;
}
