// The booking page's staff forms: assigning a technician and writing a note.
import * as z from "zod/mini";

import { UTR_MESSAGE } from "~/lib/schemas/bill";
import { optionalText, requiredText, submissionIdField } from "~/lib/schemas/fields";
import { settingIdSchema } from "~/lib/schemas/form-settings";

const CHOOSE_TECHNICIAN = "Choose a technician from the list.";

export const assignTechnicianSchema = z.object({
  // Empty: nobody. A number from the technicians list otherwise; the model checks it exists.
  technicianId: z.optional(
    z.coerce
      .number({ error: CHOOSE_TECHNICIAN })
      .check(z.int(CHOOSE_TECHNICIAN), z.positive(CHOOSE_TECHNICIAN), z.maximum(Number.MAX_SAFE_INTEGER, CHOOSE_TECHNICIAN)),
  ),
});

export const bookingNoteSchema = z.object({
  note: requiredText("Write the note first", 1000, "Note", { multiline: true }),
});

/** Staff answering the customer's WhatsApp message in their own words (once per submission). */
export const customerAnswerSchema = z.object({
  text: requiredText("Write the answer first", 1000, "Answer", { multiline: true }),
  submissionId: submissionIdField,
});

const planIdField = z.coerce.number("Choose the plan").check(z.int("Choose the plan"), z.positive("Choose the plan"), z.maximum(Number.MAX_SAFE_INTEGER));

/** A maintenance plan's own payment, as staff record it. */
export const planPaymentSchema = z
  .object({
    planId: planIdField,
    method: z.enum(["upi", "cash", "card"], "Choose how the plan was paid"),
    reference: optionalText(40, "Reference"),
  })
  .check(z.refine((payment) => payment.method !== "upi" || /^\d{12}$/.test(payment.reference ?? ""), { message: UTR_MESSAGE, path: ["reference"] }));

/** The owner cancelling a plan says why (and any refund paid back). */
/** The desk puts a booking under the plan of the same phone, after a call. */
export const planLinkSchema = z.object({ planId: planIdField });

/** The desk attaches a waiting reply from the booking's number to it. */
export const replyAttachSchema = z.object({
  replyId: z.coerce.number("Choose the reply").check(z.int("Choose the reply"), z.positive("Choose the reply"), z.maximum(Number.MAX_SAFE_INTEGER)),
});

export const planCancelSchema = z.object({
  planId: planIdField,
  reason: requiredText("Say why the plan is cancelled", 200, "Reason"),
});

/** An owner erasing a customer's personal data on their request by phone or e-mail says how they asked. */
export const eraseBookingSchema = z.object({
  reason: requiredText("Say how the customer asked", 200, "Reason"),
});

/** One photo of a visit deleted at the customer's request (one that shows a person), with how they asked. */
export const deletePhotoSchema = z.object({ ...eraseBookingSchema.shape, photo: settingIdSchema });
