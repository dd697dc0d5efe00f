// What Razorpay posts to its webhook for a QR code paid (`qr_code.credited`), as its documentation
// gives it: the event's name, and in `payload` the payment (`payment.entity`: its id, amount in
// paise, status, method, the payer's VPA, the bank's RRN in `acquirer_data.rrn`, the fee and its
// tax when reported) and the QR code it paid (`qr_code.entity`: its id and our notes). Other
// events of the account come to the same address: they have the same envelope and are passed over.
import * as z from "zod/mini";

const text = z.optional(z.nullable(z.string()));
const paise = z.optional(z.nullable(z.number()));

/** A payment entity, as the webhook and the Payments API give it. */
export const razorpayPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: text,
  status: z.string(),
  method: text,
  vpa: text,
  fee: paise,
  tax: paise,
  created_at: z.optional(z.number()),
  acquirer_data: z.optional(z.nullable(z.object({ rrn: text }))),
  notes: z.optional(z.unknown()),
});

export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

export const razorpayWebhookSchema = z.object({
  entity: z.optional(z.string()),
  event: z.string(),
  created_at: z.optional(z.number()),
  payload: z.object({
    payment: z.optional(z.object({ entity: razorpayPaymentSchema })),
    qr_code: z.optional(z.object({ entity: z.object({ id: z.string(), notes: z.optional(z.unknown()) }) })),
  }),
});
