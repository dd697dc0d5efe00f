// One way to open the booking: a link to /book that, once the page is hydrated,
// dispatches the 'openBooking' window event the booking dialog listens for.
export const OPEN_BOOKING_EVENT = "openBooking";

export type BookingPreset = { service?: string; brand?: string };

export function bookingHref({ service, brand }: BookingPreset = {}): string {
  const params = new URLSearchParams();
  if (service) params.set("service", service);
  if (brand) params.set("brand", brand);
  const query = params.toString();
  return query ? `/book?${query}` : "/book";
}

/** Asks the booking dialog to open; false when no dialog is listening yet (it cancels the event). */
export function openBooking(detail: BookingPreset = {}): boolean {
  return !window.dispatchEvent(new CustomEvent<BookingPreset>(OPEN_BOOKING_EVENT, { detail, cancelable: true }));
}

/** A fresh id for one rendering of the booking form (works outside secure contexts too). */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
