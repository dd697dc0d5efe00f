import * as z from "zod/mini";

import { ROLES } from "~/lib/auth/roles";
import { LOCALES } from "~/lib/i18n/locales";
import { emailField, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from "~/lib/schemas/login";

/** For creating an admin or setting a new password: a password worth having. */
export const adminCredentialsSchema = z.object({
  email: emailField,
  password: z.string({ error: "Enter a password" }).check(z.minLength(10, "Use at least 10 characters"), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .check(z.minLength(1, "Enter your current password"), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)),
    newPassword: adminCredentialsSchema.shape.password,
    confirmPassword: z.string({ error: "Repeat the new password" }),
  })
  .check(
    z.refine((form) => form.newPassword === form.confirmPassword, {
      message: "The two new passwords differ",
      path: ["confirmPassword"],
    }),
  );

/** A new staff account: its e-mail, a first password, its role, and for a technician his entry. */
export const addAdminSchema = z
  .object({
    ...adminCredentialsSchema.shape,
    role: z.enum(ROLES, "Choose what this account may do"),
    technicianId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  })
  .check(
    z.refine((form) => form.role !== "technician" || form.technicianId !== undefined, {
      message: "Choose which technician this account is",
      path: ["technicianId"],
    }),
  );

/** The language an account's field screens (a technician's day, payment at the door) speak. */
export const adminLanguageSchema = z.object({ language: z.enum(LOCALES, { error: "Choose a language" }) });
