import { createHmac, timingSafeEqual } from "node:crypto";

import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

import { env } from "~/env.server";
import { e164Phone } from "~/messages/whatsapp";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import type { Actor } from "~/models/audit.server";
import { addBookingNote, setBookingStatus } from "~/models/booking-triage.server";
import { getBooking } from "~/models/bookings.server";
import { applyMessageStatus } from "~/models/customer-messages.server";
import { recordInboundMessage } from "~/models/customer-replies.server";
import { resourceResponse } from "~/security/headers.server";

// The WhatsApp Cloud API's webhook (issue 42). GET: the verification handshake, the challenge
// echoed only with our verify token. POST: delivery statuses and the customers' messages, each
// body's X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret) checked before
// anything is read; a bad or missing one is refused and records nothing. Statuses move a message
// only forward; a reply is kept once by its id; STOP opts the number out.

const plain = (text: string, status = 200) => resourceResponse(text, { type: "text/plain", status });
/** The largest body read: the API batches, but never near this. */
const MAX_BODY_BYTES = 1_000_000;

export async function loader({ request }: LoaderFunctionArgs) {
  const configured = whatsappConfig(env());
  if (!configured.on) return plain("Not found", 404);
  const params = new URL(request.url).searchParams;
  const token = params.get("hub.verify_token") ?? "";
  if (params.get("hub.mode") !== "subscribe" || !sameSecret(token, configured.config.verifyToken)) return plain("Forbidden", 403);
  return plain(params.get("hub.challenge") ?? "");
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Change = {
  value?: {
    statuses?: { id?: string; status?: string; timestamp?: string; errors?: { title?: string; message?: string }[] }[];
    messages?: {
      id?: string;
      from?: string;
      timestamp?: string;
      type?: string;
      text?: { body?: string };
      button?: { text?: string };
      /** The message of ours this one answers (a reply, or a tap on a template's button). */
      context?: { id?: string };
    }[];
  };
};

/** Who the booking's history and the audit trail say acted, for an answer on WhatsApp. */
const CUSTOMER_ON_WHATSAPP: Actor = { adminId: null, email: "Customer (WhatsApp)", address: null, device: "WhatsApp" };

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
  const raw = Buffer.from(await request.arrayBuffer());
  if (raw.length > MAX_BODY_BYTES) return plain("Too large", 413);
  const signature = request.headers.get("X-Hub-Signature-256") ?? "";
  const expected = `sha256=${createHmac("sha256", configured.config.appSecret).update(raw).digest("hex")}`;
  if (!sameSecret(signature, expected)) {
    console.warn("Refused a WhatsApp webhook with a bad or missing signature");
    return plain("Bad signature", 401);
  }
  let body: { entry?: { changes?: Change[] }[] };
  try {
    body = JSON.parse(raw.toString("utf8")) as typeof body;
  } catch {
    return plain("Not JSON", 400);
  }
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const status of change.value?.statuses ?? []) {
        if (!status.id || !status.status) continue;
        const at = status.timestamp ? new Date(Number(status.timestamp) * 1000) : new Date();
        await applyMessageStatus(
          status.id,
          status.status,
          Number.isNaN(at.getTime()) ? new Date() : at,
          status.errors?.[0]?.message ?? status.errors?.[0]?.title ?? "",
        );
      }
      for (const message of change.value?.messages ?? []) {
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
