// Schemas use zod/mini: the same zod, with a functional API that lets the browser bundle keep
// only what a form uses (classic zod adds about 90 KB gzipped to every page that validates).
import * as z from "zod/mini";

import { normaliseIndianPhone } from "~/lib/contact/phone";

// What no person types, in two kinds. Refused with a message: C0 and C1 control characters
// (a multi-line text keeps its line breaks and tabs), DEL, and the bidirectional overrides and
// isolates (U+202A-U+202E, U+2066-U+2069) that make text read differently from what it holds
// ("Trojan Source"). Stripped silently, since a copy and paste can bring them along unseen and
// refusing what the person cannot see would only puzzle them: zero-width characters and joiners,
// the byte-order mark, direction marks (U+200E, U+200F, U+061C), invisible operators
// (U+2061-U+2064), the soft hyphen, the combining grapheme joiner, the Mongolian vowel separator
// and the Hangul fillers that draw as nothing (U+115F, U+1160, U+3164, U+FFA0).
/* eslint-disable no-control-regex, no-misleading-character-class -- control and invisible characters are what these match */
const REFUSED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const REFUSED_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/g;
/* eslint-enable no-control-regex, no-misleading-character-class */
const SPECIAL_CHARACTERS_MESSAGE = "Remove the special characters";
// A letter or a digit of any script: what a name must hold besides marks, spaces and punctuation.
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A typed text as it is kept: invisible characters removed, then trimmed; `check` refuses the rest. */
function cleanText(max: number, label: string, multiline: boolean) {
  const pattern = multiline ? REFUSED_EXCEPT_LINES : REFUSED;
  return [
    z.overwrite<string>((value) => value.replace(INVISIBLE, "").trim()),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine<string>((value) => !pattern.test(value), SPECIAL_CHARACTERS_MESSAGE),
  ] as const;
}

/** A required text: cleaned, not blank, at most `max` characters; `multiline` keeps line breaks. */
export function requiredText(message: string, max: number, label = "This field", { multiline = false } = {}) {
  const [clean, maxLength, refuse] = cleanText(max, label, multiline);
  return z.string({ error: message }).check(clean, z.minLength(1, message), maxLength, refuse);
}

/** A person's name: a required text with at least one letter or digit (not only dots or dashes). */
export function nameText(message: string, max: number, label = "Name") {
  return requiredText(message, max, label).check(z.refine((value) => value === "" || LETTER_OR_DIGIT.test(value), message));
}

/** An optional text: cleaned, at most `max` characters; `multiline` keeps line breaks. */
export function optionalText(max: number, label = "This field", { multiline = false } = {}) {
  return z.optional(z.string().check(...cleanText(max, label, multiline)));
}

/** An optional e-mail address: checked for its format only when given. */
export const optionalEmail = z.optional(z.string().check(z.trim(), z.maxLength(254, "E-mail address is too long"), z.email("Enter a valid e-mail address")));

/** A form's one-time id: a double click or a resubmitted POST stores one row, not two. */
/** A form whose submission id is missing, malformed or already used by another visitor's booking. */
export const FORM_EXPIRED_MESSAGE = "This form has expired. Please reload the page and try again.";
export const submissionIdField = z.uuid(FORM_EXPIRED_MESSAGE);

/** The instant a tap kept offline was made (its phone's clock, ISO-8601): lib/time/tapped-at.ts decides whether it is believed. */
export const tappedAtField = z.optional(z.string().check(z.maxLength(40)));

/** An Indian phone number, stored as E.164 (+91XXXXXXXXXX). */
export const phoneField = z.pipe(
  z
    .string({ error: "Enter your phone number" })
    .check(z.trim(), z.minLength(1, "Enter your phone number"), z.maxLength(20, "Enter a valid Indian phone number")),
  z.transform((value, ctx) => {
    const phone = normaliseIndianPhone(value);
    if (phone) return phone;
    ctx.issues.push({ code: "custom", message: "Enter a valid Indian phone number", input: value });
    return z.NEVER;
  }),
);
