/**
 * A row id (a booking's, a technician's) from a URL segment, a query parameter or a form field:
 * a positive safe integer written in digits, else null. The one way ids are read from requests.
 */
export function parseRowId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
