import type { MouseEvent, ReactNode } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { bookingHref, openBooking, type BookingPreset } from "~/lib/booking/link";

type BookLinkProps = BookingPreset & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * Opens the booking dialog with the preset. Without JavaScript, or in the moment after
 * hydration before the dialog listens, it is a plain link to the booking page.
 */
export function BookLink({ service, brand, children, variant = "premium", size, className }: BookLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (openBooking({ service, brand })) event.preventDefault();
  }
  return (
    <a href={bookingHref({ service, brand })} onClick={handleClick} className={buttonClass({ variant, size, className })}>
      {children}
    </a>
  );
}
