import * as z from "zod/mini";

export const emailField = z
  .string({ error: "Enter your e-mail address" })
  .check(z.trim(), z.minLength(1, "Enter your e-mail address"), z.maxLength(254, "E-mail address is too long"), z.email("Enter a valid e-mail address"));

/**
 * The longest password: argon2id (app/security/passwords.server.ts) uses every byte of it,
 * unlike the old bcrypt, which ignored all after the 72nd; the limit bounds the work one post asks for.
 */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters`;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Enter your password" }).check(z.minLength(1, "Enter your password"), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)),
});

export type LoginInput = z.output<typeof loginSchema>;
