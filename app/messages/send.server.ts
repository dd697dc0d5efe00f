// Sending one message with the WhatsApp Cloud API: POST {base}/{version}/{phone id}/messages
// with the access token as a bearer, the documented body (messaging_product, to, type "template",
// template: name, language.code, a body component's text parameters; or type "text" with
// text.body for a staff answer), and the message id from the answer's messages[0].id. Written with fetch rather than whatsapp-api-js: the site uses one call
// and one webhook, and the library would add its own client and types for those two shapes.
// `biz_opaque_callback_data` carries our idempotency key (the outbox row), which the API echoes
// in its status webhooks.
import type { WhatsappConfig } from "~/messages/whatsapp-config.server";

export const SEND_TIMEOUT_MS = 10_000;

/** What came of a message: its WhatsApp id (null for a push: push services give none), or why not and whether trying again can help. */
export type SendResult = { ok: true; waMessageId: string | null } | { ok: false; error: string; final: boolean };

export function sendTemplate(
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
export function sendText(config: WhatsappConfig, message: { to: string; text: string; key: string }): Promise<SendResult> {
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
  if (response.ok && id) return { ok: true, waMessageId: id };
  const reason = answer?.error?.message ?? `HTTP ${response.status}`;
  // Throttled or the API's own trouble: again later. Anything else (a wrong number, a template not approved) will not get better.
  const final = response.ok || !(response.status === 429 || response.status >= 500);
  return { ok: false, error: `WhatsApp refused the message: ${reason}`, final };
}
