import { business } from "~/content/business";

export const DEFAULT_SERVICE = "General Repair";
export const DEFAULT_BRAND = "Not specified";
/** The service of an emergency (the area pages' 'Book Emergency Service'): an urgent booking. */
export const EMERGENCY_SERVICE = "Emergency Repair";
/** The home page's brand cards ('Book Repair') and the warranty checker's repair form. */
export const REPAIR_SERVICE = "Repair Service";

/** The service a machine card's Book Now presets ('{type} Repair'). */
export function machineRepairService(machine: { title: string }): string {
  return `${machine.title} Repair`;
}

/** What a visitor reads when the booking could not be stored or sent. */
export const BOOKING_FAILED_MESSAGE = "Error submitting booking. Please try again." as const;

/** When the connection dropped on the way: what happened, and that nothing typed is lost. */
export const BOOKING_OFFLINE_MESSAGE = `${BOOKING_FAILED_MESSAGE} Your connection dropped; all you typed is still here.` as const;

/** A change on the customer's page of a booking or of a plan when the connection dropped on the way: nothing changed. */
export const CHANGE_OFFLINE_MESSAGE = "Your connection dropped: nothing was changed. Try again when you are back online." as const;

/** When a client's address has made more bookings than a household would (app/security/spam.server.ts). */
export const TOO_MANY_BOOKINGS_MESSAGE =
  `We have received several bookings from your connection in a short time. Please call us on ${business.phoneDisplay} or message us on WhatsApp, and we will book you in.` as const;
