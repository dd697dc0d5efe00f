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
export const BOOKING_FAILED_MESSAGE = "Error submitting booking. Please try again.";

/** When the connection dropped on the way: what happened, and that nothing typed is lost. */
export const BOOKING_OFFLINE_MESSAGE = `${BOOKING_FAILED_MESSAGE} Your connection dropped; all you typed is still here.`;

/** What a customer booking a place we do not list reads on the thank-you. */
export function outsideAreaNote(locality: string): string {
  return `${locality} is not among the areas we list. Our technician will call to confirm we can come there before fixing the visit.`;
}

/** What a visit costs, said where people book. */
export const PRICE_GUIDE = `Free inspection. Repairs from ${business.repairsFrom}; price agreed before any work.`;

/** When a client's address has made more bookings than a household would (app/security/spam.server.ts). */
export const TOO_MANY_BOOKINGS_MESSAGE = `We have received several bookings from your connection in a short time. Please call us on ${business.phoneDisplay} or message us on WhatsApp, and we will book you in.`;

export function slotFullMessage(dayLabel: string): string {
  return `This time slot is full on ${dayLabel}. Choose another slot or day.`;
}

/** The per-phone cap's refusal: it tells whoever typed the number nothing about those bookings. */
export const TOO_MANY_OPEN_MESSAGE = `This phone number already has open bookings with us. To change one, open its page from the link you got when you booked it, or call or WhatsApp us on ${business.phoneDisplay}.`;
