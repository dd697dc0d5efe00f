// The admin's form-settings forms (admin pages may import zod directly: they carry no JS budget).
import * as z from "zod/mini";
import { requiredText } from "~/lib/schemas/fields";

export const localityFormSchema = z.object({
  name: requiredText("Enter a location name", 80, "Name"),
  popular: z.optional(z.literal("on")),
});

export const timeSlotFormSchema = z.object({
  label: requiredText("Enter a label", 80, "Label"),
  value: requiredText("Enter a value", 40, "Value"),
});

export const serviceFormSchema = z.object({
  name: requiredText("Enter a service name", 80, "Name"),
  description: requiredText("Enter a description", 300, "Description"),
});

export const technicianFormSchema = z.object({
  name: requiredText("Enter the technician's name", 80, "Name"),
});

/** Each list's schema, by the list's name: an add form loads its own from here. */
export const formSettingsSchemas = {
  locality: localityFormSchema,
  timeSlot: timeSlotFormSchema,
  service: serviceFormSchema,
  technician: technicianFormSchema,
};

/** The row a delete or toggle button names. */
export const settingIdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
