import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod/mini";

import { nameText, optionalEmail, optionalText, phoneField, requiredText, submissionIdField } from "~/lib/schemas/fields";

/** The contact form, shared by the browser (instant feedback) and the /contact action. */
export const contactSchema = z.object({
  submissionId: submissionIdField,
  name: nameText("Enter your name", 100),
  phone: phoneField,
  email: optionalEmail,
  subject: optionalText(100, "Subject"),
  message: requiredText("Enter your message", 2000, "Message", { multiline: true }),
});

export type ContactInput = z.output<typeof contactSchema>;

export function parseContactForm(formData: FormData) {
  return parseWithZod(formData, { schema: contactSchema });
}

export function contactConstraint() {
  return getZodConstraint(contactSchema);
}
