import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

import { env } from "~/env.server";
import { readSignedWebhook, sameSecret } from "~/integrations/signed-webhook.server";
import { whatsappWebhookSchema } from "~/integrations/whatsapp-webhook";
import { CUSTOMER_WHATSAPP_ACTOR } from "~/lib/audit/actions";
import { BODY_LIMITS } from "~/lib/http/body-limits";
import * as clock from "~/lib/time/clock.server";
import { e164Phone } from "~/messages/whatsapp";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import type { Actor } from "~/models/audit.server";
import { addBookingNote, setBookingStatus } from "~/models/booking-triage.server";
import { getBooking } from "~/models/bookings.server";
import { applyMessageStatus } from "~/models/customer-messages.server";
import { recordInboundMessage } from "~/models/customer-replies.server";
import { resourceResponse } from "~/security/headers.server";

// The WhatsApp Cloud API's webhook. GET: the verification handshake, the challenge
// echoed only with our verify token. POST: delivery statuses and the customers' messages, each
// body read up to the webhook's limit and its X-Hub-Signature-256 (HMAC-SHA256 of the raw body
// with the app secret) checked before anything is parsed; a bad or missing one is refused, and a
// body not of the documented shape is a 400 (app/integrations/): both record nothing. Statuses
// move a message only forward; a reply is kept once by its id, on the booking of the message it
// answers (docs/decisions/0018-identity-by-proof.md); STOP opts the number out, START from it in.

const plain = (text: string, status = 200) => resourceResponse(text, { type: "text/plain", status });

export async function loader({ request }: LoaderFunctionArgs) {
  const configured = whatsappConfig(env());
  if (!configured.on) return plain("Not found", 404);
  const params = new URL(request.url).searchParams;
  const token = params.get("hub.verify_token") ?? "";
  if (params.get("hub.mode") !== "subscribe" || !sameSecret(token, configured.config.verifyToken)) return plain("Forbidden", 403);
  return plain(params.get("hub.challenge") ?? "");
}

/** Who the booking's history and the audit trail say acted, for an answer on WhatsApp. */
const CUSTOMER_ON_WHATSAPP: Actor = { adminId: null, email: CUSTOMER_WHATSAPP_ACTOR, address: null, device: "WhatsApp" };

/** The reminder's answers: "1" confirms a pending booking (not a held or blocked one: staff call those); "2" asks staff, in a note, to call back about moving it. */
async function answerReminder(bookingId: number, text: string) {
  if (text === "1") {
    const booking = await getBooking(bookingId);
    if (booking?.status === "pending" && !booking.held && !booking.blocked) await setBookingStatus(bookingId, "confirmed", CUSTOMER_ON_WHATSAPP);
  }
  if (text === "2") await addBookingNote(bookingId, "The customer replied 2 on WhatsApp: they want to move the visit. Call them back.", CUSTOMER_ON_WHATSAPP);
}

export async function action({ request }: ActionFunctionArgs) {
  const configured = whatsappConfig(env());
  if (!configured.on) return plain("Not found", 404);
  const read = await readSignedWebhook(request, {
    secret: configured.config.appSecret,
    signatureHeader: "X-Hub-Signature-256",
    signaturePrefix: "sha256=",
    limit: BODY_LIMITS.webhook,
    schema: whatsappWebhookSchema,
  });
  if (!read.ok) {
    console.warn(`Refused a WhatsApp webhook: ${read.reason}`);
    return plain(read.reason, read.status);
  }
  for (const entry of read.body.entry) {
    for (const change of entry.changes) {
      for (const status of change.value.statuses ?? []) {
        if (!status.id || !status.status) continue;
        const at = status.timestamp ? new Date(Number(status.timestamp) * 1000) : clock.now();
        await applyMessageStatus(
          status.id,
          status.status,
          Number.isNaN(at.getTime()) ? clock.now() : at,
          status.errors?.[0]?.message ?? status.errors?.[0]?.title ?? "",
        );
      }
      for (const message of change.value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text ?? "";
        if (!message.id || !message.from || !/^\d{8,15}$/.test(message.from)) continue;
        const inbound = await recordInboundMessage(e164Phone(message.from), message.id, text || `(${message.type ?? "message"})`, {
          contextId: message.context?.id,
        });
        if (inbound.kind === "reply" && inbound.bookingId !== null) await answerReminder(inbound.bookingId, text.trim());
      }
    }
  }
  // The API wants a 200 quickly, or it delivers again.
  return plain("OK");
}
