// What an erased booking holds in place of the customer's personal details (DPDP Act erasure,
// and the retention job's anonymising): a marker every page shows as it is.
export const ERASED_NAME = "Erased";
/** In place of the phone number: no number at all, so no link dials or messages anything. */
export const ERASED_PHONE = "erased";
export const ERASED_TEXT = "[erased]";

export function isErasedPhone(phone: string): boolean {
  return phone === ERASED_PHONE;
}
