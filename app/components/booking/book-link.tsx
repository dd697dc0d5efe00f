import type { MouseEvent, ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { bookingHref, openBooking, type BookingPreset } from "~/lib/booking-link";

type BookLinkProps = BookingPreset & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** Opens the booking dialog with the preset; without JavaScript it is a link to the booking page. */
export function BookLink({ service, brand, children, variant = "premium", size, className }: BookLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openBooking({ service, brand });
  }
  return (
    <a href={bookingHref({ service, brand })} onClick={handleClick} className={buttonClass({ variant, size, className })}>
      {children}
    </a>
  );
}
