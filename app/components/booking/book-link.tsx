// A booking starts here: a Book button (BookLink) anywhere on the site opens the booking dialog
// (booking-dialog.tsx, booking-window.tsx), which loads its form from the /book loader and posts
// it to the /book action.
import type { MouseEvent, ReactNode } from "react";

import { buttonClass, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { business } from "~/content/business";
import { useT } from "~/lib/i18n/i18n";

/** The window event the booking dialog listens for: any script may open it. */
export const OPEN_BOOKING_EVENT = "openBooking";

/** A Book button's preset: the service, the brand, the machine type (a slug of content/machines.ts) and the locality. */
export type BookingPreset = { service?: string; brand?: string; machine?: string; locality?: string };

/** An opening of the booking dialog: each one a new count, with the preset it carries. */
export type BookingRequest = { count: number; preset: BookingPreset };

/**
 * Where the page's boot script (components/layout/scripts.tsx) keeps the last 'openBooking' sent
 * before the booking dialog listens: before the page's scripts ran, or while they load. The dialog
 * takes it as it starts listening (`taken`), and from then on the boot script keeps nothing.
 */
export const KEPT_BOOKING = "__keptBooking";
declare global {
  interface Window {
    [KEPT_BOOKING]?: { taken?: boolean; last?: { detail: unknown } };
  }
}

/** The preset an 'openBooking' event's detail carries (any script may send one: only its texts are taken). */
export function presetOf(detail: unknown): BookingPreset {
  const { service, brand, machine, locality } = (detail ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return { service: text(service), brand: text(brand), machine: text(machine), locality: text(locality) };
}

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
 * Opens the booking dialog with the preset (the 'openBooking' window event; the dialog, or until
 * it listens the page's boot script, cancels the event it takes). Without JavaScript it is a plain
 * link to the booking page.
 */
export function BookLink({ service, brand, machine, locality, children, variant = "premium", size, className }: BookLinkProps) {
  const preset = { service, brand, machine, locality };
  const t = useT();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const taken = !window.dispatchEvent(new CustomEvent<BookingPreset>(OPEN_BOOKING_EVENT, { detail: preset, cancelable: true }));
    if (taken) event.preventDefault();
  }
  return (
    // A plain link marked as Remix marks its <Link>s (data-discover), so Remix learns the /book
    // route as the page loads and the dialog fetches its form at once. Not a <Link>: with a dozen
    // Book buttons a page hydrates 0.4 s later on a slow phone (decision 0006).
    <a href={t.path(bookingHref(preset))} onClick={handleClick} data-discover="true" className={buttonClass({ variant, size, className })}>
      {children}
    </a>
  );
}

/** The booking form's data could not be fetched (offline): the way to book that needs no form. */
export function BookingUnavailable({ onRetry }: { onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="space-y-3 text-slate-700">
      <p>{t("common.formUnavailable", { phone: business.phoneDisplay })}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="font-semibold text-brand-700 underline">
          {t("common.tryAgain")}
        </button>
      ) : null}
    </div>
  );
}
