import { z } from "zod";
import { normaliseIndianPhone } from "~/lib/phone";

// Control characters have no place in a name or a locality; a multi-line text keeps
// its line breaks and tabs only.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function requiredText(message: string, max: number, label = "This field") {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !CONTROL_CHARS.test(v), "Remove the special characters");
}

export function optionalText(max: number, label = "This field", { multiline = false } = {}) {
  const pattern = multiline ? CONTROL_CHARS_EXCEPT_LINES : CONTROL_CHARS;
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !pattern.test(v), "Remove the special characters")
    .optional();
}

export const phoneField = z
  .string({ error: "Enter your phone number" })
  .trim()
  .min(1, "Enter your phone number")
  .max(20, "Enter a valid Indian phone number")
  .transform((value, ctx) => {
    const phone = normaliseIndianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "Enter a valid Indian phone number" });
      return z.NEVER;
    }
    return phone;
  });
