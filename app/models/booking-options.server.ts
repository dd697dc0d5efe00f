import * as clock from "~/lib/time/clock.server";
import { DEFAULT_SERVICE } from "~/content/booking";
import { bookingConstraint } from "~/lib/schemas/booking";
import { bookableDays } from "~/lib/booking/visit";
import { fullSlotsByDay } from "~/models/bookings.server";
import { listPopularLocalityNames, listServices, listTimeSlots } from "~/models/settings.server";

export type TimeSlot = { label: string; value: string; startsAt: string | null };
export type ServiceOption = { name: string; description: string };

/**
 * What the booking form offers, as the admin's form settings say, and which day's slots are
 * full: the /book loader sends it to the booking page and to the dialog, which fetches it as it
 * opens, so a change in the admin shows on the site at once.
 */
export async function getBookingOptions(now: Date = clock.now()) {
  const days = bookableDays(now);
  const [slots, popularLocalities, services, fullSlots] = await Promise.all([
    listTimeSlots(),
    listPopularLocalityNames(),
    listServices(),
    fullSlotsByDay(days),
  ]);
  return {
    timeSlots: slots.map(({ label, value, startsAt }): TimeSlot => ({ label, value, startsAt })),
    /** The days a visit can be booked for, today first (YYYY-MM-DD, Bengaluru). */
    days,
    /** The slots with no place left, by day. */
    fullSlots,
    /** The locality picker's chips. */
    popularLocalities,
    services: services.map(({ name, description }): ServiceOption => ({ name, description })),
  };
}

/** What a booking is checked against now: the slots' starts, and the moment. */
export async function bookingRules(now: Date = clock.now()) {
  const slots = await listTimeSlots();
  return { slots: slots.map(({ value, startsAt }) => ({ value, startsAt })), now };
}

/** What the booking form starts from: its preset (service, brand, locality), a submission id of its own, and the options. */
export async function bookingFormData(preset: { service?: string; brand?: string; locality?: string }) {
  return {
    preset: { service: preset.service || DEFAULT_SERVICE, brand: preset.brand ?? "", locality: preset.locality ?? "" },
    submissionId: crypto.randomUUID(),
    constraint: bookingConstraint(),
    ...(await getBookingOptions()),
  };
}
