import * as z from "zod/mini";
import { adminCredentialsSchema } from "./login";

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .check(z.minLength(1, "Enter your current password"), z.maxLength(200, "Password is too long")),
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
