export const DEFAULT_SERVICE = "General Repair";
export const DEFAULT_BRAND = "Not specified";
/** The service of an emergency (the area pages' 'Book Emergency Service'): an urgent booking. */
export const EMERGENCY_SERVICE = "Emergency Repair";

export type TimeSlot = { label: string; value: string };

export const TIME_SLOTS: readonly TimeSlot[] = [
  { label: "Morning (9 AM - 12 PM)", value: "morning" },
  { label: "Afternoon (12 PM - 4 PM)", value: "afternoon" },
  { label: "Evening (4 PM - 8 PM)", value: "evening" },
  { label: "Flexible", value: "flexible" },
];
