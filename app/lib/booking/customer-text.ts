// What a customer reads about their booking in their language: its visit, and the confirmation staff send.
import { business } from "~/content/business";
import type { Translate } from "~/lib/i18n/i18n";
import { LANGUAGES } from "~/lib/i18n/locales";
import { formatVisitDay } from "~/lib/time/ist";

/** A visit as the customer reads it: 'ಮಂಗಳ, 24 ನವೆಂ · ಬೆಳಿಗ್ಗೆ (9 - 12 ಗಂಟೆ)'; 'Any time' in their words without a slot. */
export function visitText(t: Translate, day: string | null, slotLabel: string | null | undefined): string {
  const slot = slotLabel ? t.text(slotLabel) : t("form.anyTime");
  return day ? `${formatVisitDay(day, LANGUAGES[t.locale].tag)} · ${slot}` : slot;
}

/**
 * What staff send a customer on WhatsApp from the admin, in one tap, to confirm a booking: in the
 * language the customer booked in (`t`), with their booking's own page when given.
 */
export function customerConfirmationText(
  t: Translate,
  { name, service, when, reference, link }: { name: string; service: string; when?: string; reference?: string; link?: string },
): string {
  const text = t("staff.confirmation", {
    name,
    business: business.name,
    booking: reference ? t("staff.yourBookingReference", { reference }) : t("staff.yourBooking"),
    service: t.text(service),
    when: when ? ` (${when})` : "",
  });
  return link ? `${text} ${t("staff.bookingPage", { link })}` : text;
}

/** A person's first name, as a technician signs his messages and the customer's page names him. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
