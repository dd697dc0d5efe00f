// The admin's form-settings forms (admin pages may import zod directly: they carry no JS budget).
import * as z from "zod/mini";

import { billItemSchema, rupeesField } from "~/lib/schemas/bill";
import { nameText, optionalText, phoneField, requiredText } from "~/lib/schemas/fields";

export const localityFormSchema = z.object({
  name: requiredText("Enter a location name", 80, "Name"),
  popular: z.optional(z.literal("on")),
});

export const timeSlotFormSchema = z.object({
  label: requiredText("Enter a label", 80, "Label"),
  value: requiredText("Enter a value", 40, "Value"),
  // When the slot starts (a time input's HH:MM), for the "already started" and 2-hour cancel rules.
  startsAt: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time like 09:00"))),
  // Bookings it takes per day; empty: no limit.
  capacity: z.optional(z.coerce.number().check(z.int("Enter a whole number"), z.minimum(1, "At least 1"), z.maximum(999, "At most 999"))),
});

export const serviceFormSchema = z.object({
  name: requiredText("Enter a service name", 80, "Name"),
  description: requiredText("Enter a description", 300, "Description"),
});

export const technicianFormSchema = z.object({
  name: nameText("Enter the technician's name", 80),
  /** His mobile number: the office calls him on it. */
  phone: z.optional(phoneField),
  /** His name as Kannada and Hindi write it: "On my way" names him so to a customer of that language. */
  nameKn: optionalText(80, "Name in Kannada"),
  nameHi: optionalText(80, "Name in Hindi"),
});

export const blockedPhoneFormSchema = z.object({ phone: phoneField });

/** A ready item of the owner's price list: its name in each language, a service or a part (with its HSN code), its price. */
export const priceItemFormSchema = z.object({
  name: requiredText("Enter the item's name", 80, "Name"),
  nameKn: optionalText(80, "Kannada name"),
  nameHi: optionalText(80, "Hindi name"),
  kind: billItemSchema.shape.kind,
  hsn: billItemSchema.shape.hsn,
  unitPrice: billItemSchema.shape.unitPrice,
});

/** A maintenance plan the owner sells: its name, price (GST included), length, visits, what it covers and its terms in each language. */
export const planFormSchema = z.object({
  name: requiredText("Enter the plan's name", 60, "Name"),
  price: rupeesField("Price", { positive: true }),
  months: z.enum(["12", "24"], "Choose 12 or 24 months"),
  visits: z.coerce
    .number("Enter the number of visits, 1 to 12")
    .check(z.int("Enter a whole number"), z.minimum(1, "At least 1 visit"), z.maximum(12, "At most 12 visits")),
  coversLabour: z.optional(z.literal("on")),
  coveredParts: optionalText(300, "Covered parts", { multiline: true }),
  partsDiscount: z.optional(
    z.coerce.number("Enter a discount from 0 to 100").check(z.int("Enter a whole number"), z.minimum(0, "At least 0"), z.maximum(100, "At most 100")),
  ),
  terms: requiredText("Write the plan's terms", 1000, "Terms", { multiline: true }),
  termsKn: optionalText(1000, "Terms in Kannada", { multiline: true }),
  termsHi: optionalText(1000, "Terms in Hindi", { multiline: true }),
});

/** An item of the owner's checklist: for one service ("" for every visit), in each language, required or not. */
export const checklistItemFormSchema = z.object({
  service: z.optional(z.string().check(z.maxLength(80))),
  label: requiredText("Enter what the technician checks", 80, "Item"),
  labelKn: optionalText(80, "Kannada"),
  labelHi: optionalText(80, "Hindi"),
  required: z.optional(z.literal("on")),
});

/** A slot's capacity as its row's form sends it: empty is no limit. */
const CAPACITY_MESSAGE = "Enter a capacity from 1 to 999, or leave it empty for no limit.";

export const capacitySchema = z.union(
  [z.literal(""), z.coerce.number(CAPACITY_MESSAGE).check(z.int(CAPACITY_MESSAGE), z.minimum(1, CAPACITY_MESSAGE), z.maximum(999, CAPACITY_MESSAGE))],
  { error: CAPACITY_MESSAGE },
);

/** Each list's schema, by the list's name: an add form loads its own from here. */
export const formSettingsSchemas = {
  blockedPhone: blockedPhoneFormSchema,
  locality: localityFormSchema,
  timeSlot: timeSlotFormSchema,
  service: serviceFormSchema,
  technician: technicianFormSchema,
  priceItem: priceItemFormSchema,
  plan: planFormSchema,
  checklistItem: checklistItemFormSchema,
};

/** The row a delete or toggle button names. */
export const settingIdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
