export const DEFAULT_SERVICE = "General Repair";
export const DEFAULT_BRAND = "Not specified";
/** The service of an emergency (the area pages' 'Book Emergency Service'): an urgent booking. */
export const EMERGENCY_SERVICE = "Emergency Repair";
/** The home page's brand cards ('Book Repair') and the warranty checker's repair form. */
export const REPAIR_SERVICE = "Repair Service";

/** The service a machine card's Book Now presets (SPEC.md: '{type} Repair'). */
export function machineRepairService(machine: { title: string }): string {
  return `${machine.title} Repair`;
}

/** What a visitor reads when the booking could not be stored or sent (SPEC.md section 8). */
export const BOOKING_FAILED_MESSAGE = "Error submitting booking. Please try again.";
