// The booking page's staff forms: assigning a technician and writing a note.
import * as z from "zod/mini";

import { requiredText } from "~/lib/schemas/fields";

const CHOOSE_TECHNICIAN = "Choose a technician from the list.";

export const assignTechnicianSchema = z.object({
  // Empty: nobody. A number from the technicians list otherwise; the model checks it exists.
  technicianId: z.optional(
    z.coerce
      .number({ error: CHOOSE_TECHNICIAN })
      .check(z.int(CHOOSE_TECHNICIAN), z.positive(CHOOSE_TECHNICIAN), z.maximum(Number.MAX_SAFE_INTEGER, CHOOSE_TECHNICIAN)),
  ),
});

export const bookingNoteSchema = z.object({
  note: requiredText("Write the note first", 1000, "Note", { multiline: true }),
});

/** An owner erasing a customer's personal data on their request by phone or e-mail says how they asked. */
export const eraseBookingSchema = z.object({
  reason: requiredText("Say how the customer asked", 200, "Reason"),
});
