import { z } from "zod";
import { DEFAULT_BRAND, DEFAULT_SERVICE } from "~/content/booking";
import { optionalText, phoneField, requiredText } from "./fields";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const BOOKING_FAILED_MESSAGE = "Error submitting booking. Please try again.";

const REQUIRED_FIELDS = ["name", "phone", "locality"] as const;

/** The booking form, shared by the browser (instant feedback) and the /book action. */
export function createBookingSchema(timeSlotValues: readonly string[]) {
  return z
    .object({
      submissionId: z.uuid("This form has expired. Please reload the page and try again."),
      name: requiredText("Enter your name", 100, "Name"),
      phone: phoneField,
      locality: requiredText("Choose your locality", 100, "Locality"),
      issue: optionalText(1000, "Issue", { multiline: true }),
      timeSlot: z
        .string()
        .refine((v) => timeSlotValues.includes(v), "Choose one of the time slots")
        .optional(),
      service: optionalText(100, "Service").transform((v) => v || DEFAULT_SERVICE),
      brand: optionalText(100, "Brand").transform((v) => v || DEFAULT_BRAND),
    })
    .refine(() => false, {
      message: REQUIRED_FIELDS_MESSAGE,
      path: [],
      // Runs only when a required field is missing or blank, beside that field's own message.
      when: ({ issues }) =>
        issues.some(
          (issue) =>
            REQUIRED_FIELDS.includes(issue.path?.[0] as (typeof REQUIRED_FIELDS)[number]) &&
            (issue.code === "invalid_type" || issue.code === "too_small"),
        ),
    });
}

export type BookingInput = z.output<ReturnType<typeof createBookingSchema>>;

/** The form's fields as typed (before validation). */
export type BookingFields = z.input<ReturnType<typeof createBookingSchema>>;
