// The WhatsApp channel, a sender of the outbox (app/outbox/sender.ts): one message with the WhatsApp Cloud API: POST {base}/{version}/{phone id}/messages
// with the access token as a bearer, the documented body (messaging_product, to, type "template",
// template: name, language.code, a body component's text parameters; or type "text" with
// text.body for a staff answer), and the message id from the answer's messages[0].id. Written with fetch rather than whatsapp-api-js: the site uses one call
// and one webhook, and the library would add its own client and types for those two shapes.
// `biz_opaque_callback_data` carries our idempotency key (the outbox row), which the API echoes
// in its status webhooks.
import { env } from "~/env.server";
import { apiPhone } from "~/messages/whatsapp";
import { type WhatsappConfig, whatsappConfig } from "~/messages/whatsapp-config.server";
import type { Sender, SendResult } from "~/outbox/sender";

const SEND_TIMEOUT_MS = 10_000;

/** A template with its parameters, or (`body`) a staff answer's own words; `key` is the same every attempt (the outbox row). */
export type WhatsappMessage = { phone: string; template: string; language: string; parameters: readonly string[]; body: string | null; key: string };

export const sendWhatsapp: Sender<WhatsappMessage> = async (message) => {
  const configured = whatsappConfig(env());
  if (!configured.on) return { ok: false, error: "WhatsApp is not set up any more", final: true };
  const to = apiPhone(message.phone);
  return message.body === null
    ? sendTemplate(configured.config, { ...message, to })
    : sendText(configured.config, { to, text: message.body, key: message.key });
};

function sendTemplate(
  config: WhatsappConfig,
  message: { to: string; template: string; language: string; parameters: readonly string[]; key: string },
): Promise<SendResult> {
  return post(config, {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    biz_opaque_callback_data: message.key,
    template: {
      name: message.template,
      language: { code: message.language },
      components: [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }],
    },
  });
}

/** A free-form text message: only within 24 hours of the customer's last message (the API refuses it after). */
function sendText(config: WhatsappConfig, message: { to: string; text: string; key: string }): Promise<SendResult> {
  return post(config, {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "text",
    biz_opaque_callback_data: message.key,
    text: { preview_url: false, body: message.text },
  });
}

async function post(config: WhatsappConfig, body: object): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${config.apiVersion}/${config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, error: `WhatsApp could not be reached: ${(error as Error).message}`, final: false };
  }
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } } | null;
  const id = answer?.messages?.[0]?.id;
  if (response.ok && id) return { ok: true, providerId: id };
  const reason = answer?.error?.message ?? `HTTP ${response.status}`;
  // Throttled or the API's own trouble: again later. Anything else (a wrong number, a template not approved) will not get better.
  const final = response.ok || !(response.status === 429 || response.status >= 500);
  return { ok: false, error: `WhatsApp refused the message: ${reason}`, final };
}
