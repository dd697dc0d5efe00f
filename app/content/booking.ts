export const DEFAULT_SERVICE = "General Repair";
export const DEFAULT_BRAND = "Not specified";
/** The service of an emergency (the area pages' 'Book Emergency Service'): an urgent booking. */
export const EMERGENCY_SERVICE = "Emergency Repair";

/** What a visitor reads when the booking could not be stored or sent (SPEC.md section 8). */
export const BOOKING_FAILED_MESSAGE = "Error submitting booking. Please try again.";
