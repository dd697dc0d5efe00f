// Sending one template message with the WhatsApp Cloud API: POST {base}/{version}/{phone id}/messages
// with the access token as a bearer, the documented body (messaging_product, to, type "template",
// template: name, language.code, a body component's text parameters), and the message id from the
// answer's messages[0].id. Written with fetch rather than whatsapp-api-js: the site uses one call
// and one webhook, and the library would add its own client and types for those two shapes.
// `biz_opaque_callback_data` carries our idempotency key (the outbox row), which the API echoes
// in its status webhooks.
import type { WhatsappConfig } from "~/messages/whatsapp-config.server";

export const SEND_TIMEOUT_MS = 10_000;

export type SendResult = { ok: true; waMessageId: string } | { ok: false; error: string; final: boolean };

export async function sendTemplate(
  config: WhatsappConfig,
  message: { to: string; template: string; language: string; parameters: readonly string[]; key: string },
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${config.apiVersion}/${config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
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
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, error: `WhatsApp could not be reached: ${(error as Error).message}`, final: false };
  }
  const body = (await response.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } } | null;
  const id = body?.messages?.[0]?.id;
  if (response.ok && id) return { ok: true, waMessageId: id };
  const reason = body?.error?.message ?? `HTTP ${response.status}`;
  // Throttled or the API's own trouble: again later. Anything else (a wrong number, a template not approved) will not get better.
  const final = response.ok || !(response.status === 429 || response.status >= 500);
  return { ok: false, error: `WhatsApp refused the message: ${reason}`, final };
}
