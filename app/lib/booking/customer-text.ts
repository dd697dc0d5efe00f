// What a customer reads about their booking in their language: its visit, and the confirmation staff send.
import { business } from "~/content/business";
import type { BookingStatus } from "~/lib/booking/status";
import type { Translate } from "~/lib/i18n/i18n";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
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

/**
 * The WhatsApp text a booking's status calls for, in the customer's language (`t`): the
 * confirmation with their booking's page while it is open, the repair done with the bill once
 * completed, the cancellation once cancelled.
 */
export function customerChatText(
  t: Translate,
  booking: { name: string; service: string; reference: string; visit_date: string | null; status: BookingStatus },
  slotLabel: string | undefined,
  link: string,
): string {
  const { name, reference } = booking;
  if (booking.status === "completed") return t("staff.completed", { name, business: business.name, reference, link });
  if (booking.status === "cancelled") return t("staff.cancelled", { name, business: business.name, reference });
  return customerConfirmationText(t, { name, service: booking.service, when: visitText(t, booking.visit_date, slotLabel), reference, link });
}

/** A person's first name, as a technician signs his messages and the customer's page names him. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A technician as a customer of `locale` reads him: his name as Settings writes it in that language, else his first name. */
export function technicianNameIn(technician: { name: string; name_kn: string; name_hi: string }, locale: Locale): string {
  return (locale === "kn" ? technician.name_kn : locale === "hi" ? technician.name_hi : "") || firstName(technician.name);
}
