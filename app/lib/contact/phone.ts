import { type MetadataJson, parsePhoneNumberFromString } from "libphonenumber-js/core";

// India's entry of libphonenumber-js's "max" metadata (with the number-type patterns): the
// library's own rules for Indian numbers in 5 KB instead of 120 KB and more for every country.
// tests/unit/phone.test.ts checks it still equals the installed library's entry.
import metadataJson from "~/lib/contact/phone-metadata-in.json";

export const PHONE_METADATA_IN = metadataJson as unknown as MetadataJson;

// A number we can call back: not toll-free, premium-rate or shared-cost.
const CALLABLE_TYPES = new Set(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"]);

/**
 * Indian mobile and landline numbers (a Bengaluru landline may be typed as 080 XXXX XXXX),
 * typed with or without +91, spaces or dashes. Returns the one stored form, E.164
 * (+91XXXXXXXXXX), or null when it is not a valid Indian number.
 */
export function normaliseIndianPhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "IN", PHONE_METADATA_IN);
  if (!parsed || parsed.country !== "IN" || !parsed.isValid()) return null;
  if (!CALLABLE_TYPES.has(parsed.getType() ?? "")) return null;
  return parsed.number;
}

/** +919876543210 -> +91 98765 43210 (for people to read). */
export function formatIndianPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, "IN", PHONE_METADATA_IN)?.formatInternational() ?? e164;
}
