import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod/mini";

import { DEFAULT_BRAND, DEFAULT_SERVICE } from "~/content/booking";
import { isMachineSlug } from "~/content/machines";
import { bookableDays } from "~/lib/booking/office-hours";
import { BOOKING_DAYS_AHEAD, slotHasStarted, type SlotStart } from "~/lib/booking/visit";
import { nameText, optionalText, phoneField, requiredText, submissionIdField } from "~/lib/schemas/fields";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const SLOT_STARTED_MESSAGE = "This time slot has already started today. Choose a later slot or another day.";

const REQUIRED_FIELDS: readonly PropertyKey[] = ["name", "phone", "locality"];

/** The day and slot of a visit, as the booking form and the booking page's reschedule form ask them. */
function visitFields({ slots, now }: BookingRules) {
  const days = bookableDays(now);
  return {
    visitDate: z
      .string({ error: "Choose the day of the visit" })
      .check(z.refine((day) => days.includes(day), `Choose a day from today to ${BOOKING_DAYS_AHEAD} days ahead`)),
    timeSlot: z.optional(z.string().check(z.refine((value) => slots.some((slot) => slot.value === value), "Choose one of the time slots"))),
  };
}

/** A slot that has started cannot be booked for today: a message on the slot. */
function slotNotStarted({ slots, now }: BookingRules) {
  return z.refine<{ visitDate: string; timeSlot?: string }>(
    ({ visitDate, timeSlot }) =>
      !slotHasStarted(
        slots.find((slot) => slot.value === timeSlot),
        visitDate,
        now,
      ),
    { message: SLOT_STARTED_MESSAGE, path: ["timeSlot"] },
  );
}

/**
 * The services and brands a booking may carry (models/booking-options.server.ts: bookingCatalog).
 * Only the server checks them: the browser's form offers nothing else.
 */
export type BookingCatalog = { services: ReadonlySet<string>; brands: ReadonlySet<string> };

/** What a booking is checked against: the admin's time slots, the moment of booking, and (on the server) the catalog. */
export type BookingRules = { slots: readonly SlotStart[]; now: Date; catalog?: BookingCatalog };

const PIN_MESSAGE = "Enter the 6-digit PIN code";

/** Where the technician rides to, each optional: the house or flat and street, a landmark, the PIN code. */
const addressFields = {
  address: optionalText(200, "Address"),
  landmark: optionalText(100, "Landmark"),
  pin: z.optional(z.string().check(z.trim(), z.regex(/^[1-9][0-9]{5}$/, PIN_MESSAGE))),
};

/** The customer's name and address, corrected on their booking page until the visit. */
export const customerDetailsSchema = z.object({ name: nameText("Enter your name", 100), ...addressFields });

/** What staff correct on a booking: the locality (required, as on the form) and the address. */
export const placeCorrectionSchema = z.object({ locality: requiredText("Enter the locality", 100, "Locality"), ...addressFields });

/** The booking form, shared by the browser (instant feedback) and the /book action. */
export function createBookingSchema(rules: BookingRules) {
  const { catalog } = rules;
  return z
    .object({
      submissionId: submissionIdField,
      name: nameText("Enter your name", 100),
      phone: phoneField,
      locality: requiredText("Choose your locality", 100, "Locality"),
      ...addressFields,
      issue: optionalText(1000, "Issue", { multiline: true }),
      ...visitFields(rules),
      service: z
        .pipe(
          optionalText(100, "Service"),
          z.transform((v) => v || DEFAULT_SERVICE),
        )
        .check(z.refine((v) => !catalog || catalog.services.has(v), "Choose one of the services")),
      brand: z
        .pipe(
          optionalText(100, "Brand"),
          z.transform((v) => v || DEFAULT_BRAND),
        )
        .check(z.refine((v) => !catalog || catalog.brands.has(v), "Choose one of the brands")),
      machineType: z.optional(z.string().check(z.refine(isMachineSlug, "Choose one of the machine types"))),
      /** A maintenance plan's link, from its page's "Book a plan visit": one that is not a plan in force books the visit without it. */
      plan: z.optional(z.string().check(z.maxLength(64))),
    })
    .check(slotNotStarted(rules))
    .check(
      z.refine(() => false, {
        message: REQUIRED_FIELDS_MESSAGE,
        path: [],
        // Runs only when a required field is missing or blank, beside that field's own message.
        when: ({ issues }) =>
          issues.some((issue) => REQUIRED_FIELDS.includes(issue.path?.[0] ?? "") && (issue.code === "invalid_type" || issue.code === "too_small")),
      }),
    );
}

export type BookingInput = z.output<ReturnType<typeof createBookingSchema>>;

/** A new day and slot for a booking, chosen by its customer on the booking's page. */
export function createRescheduleSchema(rules: BookingRules) {
  return z.object(visitFields(rules)).check(slotNotStarted(rules));
}

/** Validates a posted booking form: the action's check, and the browser's instant feedback. */
export function parseBookingForm(formData: FormData, rules: BookingRules) {
  return parseWithZod(formData, { schema: createBookingSchema(rules) });
}

const NO_RULES: BookingRules = { slots: [], now: new Date(0) };

/** The browser's required/optional hints, computed by loaders so a page needs no zod to render. */
export function bookingConstraint() {
  return getZodConstraint(createBookingSchema(NO_RULES));
}

export function rescheduleConstraint() {
  return getZodConstraint(createRescheduleSchema(NO_RULES));
}
