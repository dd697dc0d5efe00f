import type { MouseEvent, ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "~/components/ui/button";

/** The window event the booking dialog listens for (SPEC.md section 2): any script may open it. */
export const OPEN_BOOKING_EVENT = "openBooking";

export type BookingPreset = { service?: string; brand?: string; locality?: string };

/** The booking page with the preset: where a Book button goes before the page is interactive. */
export function bookingHref(preset: BookingPreset = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(preset)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `/book?${query}` : "/book";
}

type BookLinkProps = BookingPreset & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * Opens the booking dialog with the preset (the 'openBooking' window event). Without
 * JavaScript, or in the moment after hydration before the dialog listens (it cancels the event
 * it takes), it is a plain link to the booking page.
 */
export function BookLink({ service, brand, locality, children, variant = "premium", size, className }: BookLinkProps) {
  const preset = { service, brand, locality };
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const taken = !window.dispatchEvent(new CustomEvent<BookingPreset>(OPEN_BOOKING_EVENT, { detail: preset, cancelable: true }));
    if (taken) event.preventDefault();
  }
  return (
    <a href={bookingHref(preset)} onClick={handleClick} className={buttonClass({ variant, size, className })}>
      {children}
    </a>
  );
}
