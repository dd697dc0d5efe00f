import { z } from "zod";

export const loginSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .trim()
    .max(254, "E-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address")),
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(200, "Password is too long"),
});

/** For creating an admin or setting a new password: a password worth having. */
export const adminCredentialsSchema = loginSchema.extend({
  password: z
    .string({ error: "Enter a password" })
    .min(10, "Use at least 10 characters")
    .max(200, "Password is too long"),
});
