// What WhatsApp's Cloud API posts to its webhook, as its documentation gives it:
// entry[].changes[].value with the delivery statuses of our messages and the customers' messages
// (a reply to one of ours carries `context`: the id of the message replied to and its sender).
// A field of the wrong type anywhere makes the whole body refused; a field the code needs and
// does not find (a status without its id) is passed over, as before.
import * as z from "zod/mini";

const text = z.optional(z.string());

const status = z.object({
  id: text,
  status: text,
  timestamp: text,
  errors: z.optional(z.array(z.object({ title: text, message: text }))),
});

const message = z.object({
  id: text,
  from: text,
  timestamp: text,
  type: text,
  text: z.optional(z.object({ body: text })),
  button: z.optional(z.object({ text: text })),
  /** Present when the customer replied to one of our messages: that message's id and who sent it. */
  context: z.optional(z.object({ id: text, from: text })),
});

export const whatsappWebhookSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(z.object({ value: z.object({ statuses: z.optional(z.array(status)), messages: z.optional(z.array(message)) }) })),
    }),
  ),
});
