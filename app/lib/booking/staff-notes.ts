import type { Translate } from "~/lib/i18n/i18n";

// The notes the app itself writes on a booking (models/booking-triage.server.ts: who was assigned,
// a place corrected) are stored in English for the office; a technician reads them in his language.
const ASSIGNED = "Assigned to ";
const UNASSIGNED = "Technician unassigned";
const PLACE = "Place corrected: ";
const PART = "Waiting for a part: ";

/** The note of a visit waiting for a part (models/visit-schedule.server.ts): the part named. */
export const partNote = (part: string) => `${PART}${part}`;

/** The note of a technician assigned (by name), or of none. */
export const assignedNote = (technician: string | null) => (technician ? `${ASSIGNED}${technician}` : UNASSIGNED);

/** The note of a place corrected: the new address, landmark, locality and PIN. */
export const placeNote = (parts: readonly string[]) => `${PLACE}${parts.filter(Boolean).join(", ")}`;

/** A booking note as the reader's language says it: the app's own notes translated, staff's as written. */
export function noteInWords(body: string, t: Translate): string {
  if (body.startsWith(ASSIGNED)) return t("field.noteAssigned", { name: body.slice(ASSIGNED.length) });
  if (body === UNASSIGNED) return t("field.noteUnassigned");
  if (body.startsWith(PLACE)) return t("field.notePlace", { place: body.slice(PLACE.length) });
  if (body.startsWith(PART)) return t("field.notePart", { part: body.slice(PART.length) });
  return body;
}
