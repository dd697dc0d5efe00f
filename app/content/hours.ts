// The office's hours as the pages write them, from OPENING_HOURS (in its own module: only the
// pages that show them load the formatting).
import { business, OPENING_HOURS } from "~/content/business";

/** "08:00" → "8:00 AM". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

export const officeHoursText = {
  weekdays: `Monday to Saturday: ${clockText(OPENING_HOURS.weekdays.opens)} - ${clockText(OPENING_HOURS.weekdays.closes)}`,
  sunday: `Sunday: ${clockText(OPENING_HOURS.sunday.opens)} - ${clockText(OPENING_HOURS.sunday.closes)}`,
  emergency: business.emergencyHours,
};
