// Schemas use zod/mini: the same zod, with a functional API that lets the browser bundle keep
// only what a form uses (classic zod adds about 90 KB gzipped to every page that validates).
import * as z from "zod/mini";
import { normaliseIndianPhone } from "~/lib/contact/phone";

// Control characters have no place in a name or a locality; a multi-line text keeps
// its line breaks and tabs only.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const SPECIAL_CHARACTERS_MESSAGE = "Remove the special characters";

/** A required text: trimmed, not blank, at most `max` characters; `multiline` keeps line breaks. */
export function requiredText(message: string, max: number, label = "This field", { multiline = false } = {}) {
  const pattern = multiline ? CONTROL_CHARS_EXCEPT_LINES : CONTROL_CHARS;
  return z.string({ error: message }).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine((v) => !pattern.test(v), SPECIAL_CHARACTERS_MESSAGE),
  );
}

/** An optional text: trimmed, at most `max` characters; `multiline` keeps line breaks. */
export function optionalText(max: number, label = "This field", { multiline = false } = {}) {
  const pattern = multiline ? CONTROL_CHARS_EXCEPT_LINES : CONTROL_CHARS;
  return z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine((v) => !pattern.test(v), SPECIAL_CHARACTERS_MESSAGE),
    ),
  );
}

/** An optional e-mail address: checked for its format only when given. */
export const optionalEmail = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(254, "E-mail address is too long"),
    z.email("Enter a valid e-mail address"),
  ),
);

/** A form's one-time id: a double click or a resubmitted POST stores one row, not two. */
export const submissionIdField = z.uuid("This form has expired. Please reload the page and try again.");

/** An Indian phone number, stored as E.164 (+91XXXXXXXXXX). */
export const phoneField = z.pipe(
  z.string({ error: "Enter your phone number" }).check(
    z.trim(),
    z.minLength(1, "Enter your phone number"),
    z.maxLength(20, "Enter a valid Indian phone number"),
  ),
  z.transform((value, ctx) => {
    const phone = normaliseIndianPhone(value);
    if (phone) return phone;
    ctx.issues.push({ code: "custom", message: "Enter a valid Indian phone number", input: value });
    return z.NEVER;
  }),
);
