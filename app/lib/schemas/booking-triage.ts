// The booking page's staff forms: assigning a technician and writing a note.
import * as z from "zod/mini";

import { requiredText } from "~/lib/schemas/fields";

export const assignTechnicianSchema = z.object({
  // Empty: nobody. A number from the technicians list otherwise; the model checks it exists.
  technicianId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))),
});

export const bookingNoteSchema = z.object({
  note: requiredText("Write the note first", 1000, "Note", { multiline: true }),
});

/** An owner erasing a customer's personal data on their request by phone or e-mail says how they asked. */
export const eraseBookingSchema = z.object({
  reason: requiredText("Say how the customer asked", 200, "Reason"),
});
