export const DEFAULT_SERVICE = "General Repair";
export const DEFAULT_BRAND = "Not specified";
/** The service of an emergency (the area pages' 'Book Emergency Service'): an urgent booking. */
export const EMERGENCY_SERVICE = "Emergency Repair";
