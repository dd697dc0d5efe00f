import * as z from "zod/mini";

const email = z.string({ error: "Enter your e-mail address" }).check(
  z.trim(),
  z.minLength(1, "Enter your e-mail address"),
  z.maxLength(254, "E-mail address is too long"),
  z.email("Enter a valid e-mail address"),
);

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "Enter your password" })
    .check(z.minLength(1, "Enter your password"), z.maxLength(200, "Password is too long")),
});

/** For creating an admin or setting a new password: a password worth having. */
export const adminCredentialsSchema = z.object({
  email,
  password: z
    .string({ error: "Enter a password" })
    .check(z.minLength(10, "Use at least 10 characters"), z.maxLength(200, "Password is too long")),
});
