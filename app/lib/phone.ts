import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * Indian mobile and landline numbers (a Bengaluru landline may be typed as 080 XXXX XXXX),
 * typed with or without +91, spaces or dashes. Returns the one stored form, E.164
 * (+91XXXXXXXXXX), or null when it is not a valid Indian number.
 */
export function normaliseIndianPhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "IN");
  if (!parsed || parsed.country !== "IN" || !parsed.isValid()) return null;
  return parsed.number;
}

/** +919876543210 -> +91 98765 43210 (for people to read). */
export function formatIndianPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, "IN")?.formatInternational() ?? e164;
}
