import { listPopularLocalityNames, listServices, listTimeSlots } from "~/models/settings.server";

export type TimeSlot = { label: string; value: string };
export type ServiceOption = { name: string; description: string };

/**
 * What the booking form offers, as the admin's form settings say: the /book loader sends it
 * to the booking page and to the dialog, which fetches it as it opens, so a change in the admin
 * shows on the site at once.
 */
export async function getBookingOptions() {
  const [slots, popularLocalities, services] = await Promise.all([listTimeSlots(), listPopularLocalityNames(), listServices()]);
  return {
    timeSlots: slots.map(({ label, value }): TimeSlot => ({ label, value })),
    /** The locality picker's chips. */
    popularLocalities,
    services: services.map(({ name, description }): ServiceOption => ({ name, description })),
  };
}
