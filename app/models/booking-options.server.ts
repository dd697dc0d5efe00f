import type { TimeSlot } from "~/content/booking";
import { bookingConstraint, type FieldConstraints } from "~/lib/schemas/booking";
import { listPopularLocalityNames, listServices, listTimeSlots } from "~/models/settings.server";

export type ServiceOption = { name: string; description: string };

export type BookingOptions = {
  timeSlots: readonly TimeSlot[];
  /** The locality picker's popular chips. */
  popularLocalities: readonly string[];
  /** The services a visitor can choose in the booking form. */
  services: readonly ServiceOption[];
  /** Which booking fields are required, for the browser's required attributes. */
  constraint: FieldConstraints;
};

/**
 * What the booking form offers, as the admin's form settings say (app/models/settings.server.ts):
 * the public site reads it on every page through the root loader, and /book validates against
 * it, so a change in the admin shows on the site at once.
 */
export async function getBookingOptions(): Promise<BookingOptions> {
  const [slots, popularLocalities, services] = await Promise.all([
    listTimeSlots(),
    listPopularLocalityNames(),
    listServices(),
  ]);
  const timeSlots = slots.map(({ label, value }) => ({ label, value }));
  return {
    timeSlots,
    popularLocalities,
    services: services.map(({ name, description }) => ({ name, description })),
    constraint: bookingConstraint(timeSlots.map((slot) => slot.value)),
  };
}
