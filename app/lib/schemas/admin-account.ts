import * as z from "zod/mini";

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

export const addAdminSchema = adminCredentialsSchema;
