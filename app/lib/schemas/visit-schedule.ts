// The forms of a visit that cannot finish today: the part it waits for, and a visit's new day and slot.
import * as z from "zod/mini";

import { billItemSchema, rupeesField } from "~/lib/schemas/bill";
import { requiredText } from "~/lib/schemas/fields";

/** What the forms say when a field is missing (each page says it in its reader's language). */
export const PART_MISSING = "Name the part";
export const DAY_MISSING = "Choose a day";

export const waitingPartSchema = z.object({
  part: requiredText(PART_MISSING, 120, "Part"),
  price: z.optional(rupeesField("Price", { positive: true })),
  hsn: billItemSchema.shape.hsn,
});

export const moveVisitSchema = z.object({
  visitDate: z.string(DAY_MISSING).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MISSING)),
  timeSlot: z.optional(z.string().check(z.maxLength(100))),
});
