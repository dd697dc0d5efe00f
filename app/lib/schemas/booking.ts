import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod/mini";
import { DEFAULT_BRAND, DEFAULT_SERVICE } from "~/content/booking";
import { optionalText, phoneField, requiredText, submissionIdField } from "~/lib/schemas/fields";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

const REQUIRED_FIELDS: readonly PropertyKey[] = ["name", "phone", "locality"];

/**
 * The services and brands a booking may carry (models/booking-options.server.ts: bookingCatalog).
 * Only the server checks them: the browser's form offers nothing else.
 */
export type BookingCatalog = { services: ReadonlySet<string>; brands: ReadonlySet<string> };

/** The booking form, shared by the browser (instant feedback) and the /book action. */
export function createBookingSchema(timeSlotValues: readonly string[], catalog?: BookingCatalog) {
  return z
    .object({
      submissionId: submissionIdField,
      name: requiredText("Enter your name", 100, "Name"),
      phone: phoneField,
      locality: requiredText("Choose your locality", 100, "Locality"),
      issue: optionalText(1000, "Issue", { multiline: true }),
      timeSlot: z.optional(
        z.string().check(z.refine((v) => timeSlotValues.includes(v), "Choose one of the time slots")),
      ),
      service: z
        .pipe(optionalText(100, "Service"), z.transform((v) => v || DEFAULT_SERVICE))
        .check(z.refine((v) => !catalog || catalog.services.has(v), "Choose one of the services")),
      brand: z
        .pipe(optionalText(100, "Brand"), z.transform((v) => v || DEFAULT_BRAND))
        .check(z.refine((v) => !catalog || catalog.brands.has(v), "Choose one of the brands")),
    })
    .check(
      z.refine(() => false, {
        message: REQUIRED_FIELDS_MESSAGE,
        path: [],
        // Runs only when a required field is missing or blank, beside that field's own message.
        when: ({ issues }) =>
          issues.some(
            (issue) =>
              REQUIRED_FIELDS.includes(issue.path?.[0] ?? "") &&
              (issue.code === "invalid_type" || issue.code === "too_small"),
          ),
      }),
    );
}

export type BookingInput = z.output<ReturnType<typeof createBookingSchema>>;

/** The form's fields as typed (before validation). */
export type BookingFields = z.input<ReturnType<typeof createBookingSchema>>;

/** Validates a posted booking form: the action's check, and the browser's instant feedback. */
export function parseBookingForm(formData: FormData, timeSlotValues: readonly string[], catalog?: BookingCatalog) {
  return parseWithZod(formData, { schema: createBookingSchema(timeSlotValues, catalog) });
}

/** The browser's required/optional hints, computed by loaders so a page needs no zod to render. */
export function bookingConstraint() {
  return getZodConstraint(createBookingSchema([]));
}
