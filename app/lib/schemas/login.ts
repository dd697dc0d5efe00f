import * as z from "zod/mini";

export const emailField = z.string({ error: "Enter your e-mail address" }).check(
  z.trim(),
  z.minLength(1, "Enter your e-mail address"),
  z.maxLength(254, "E-mail address is too long"),
  z.email("Enter a valid e-mail address"),
);

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Enter your password" })
    .check(z.minLength(1, "Enter your password"), z.maxLength(200, "Password is too long")),
});
