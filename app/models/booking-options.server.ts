import { CATALOG_BRANDS, PRESET_SERVICES } from "~/content/booking-catalog.server";
import type { BookingCatalog } from "~/lib/schemas/booking";
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

/**
 * What a booking's service and brand may be (the /book action's schema checks it): every preset
 * of the site's Book buttons and every brand (content/booking-catalog.server.ts), and the
 * admin's services as they are now.
 */
export async function bookingCatalog(): Promise<BookingCatalog> {
  const services = await listServices();
  return { services: new Set([...PRESET_SERVICES, ...services.map((service) => service.name)]), brands: CATALOG_BRANDS };
}
