// The webhook channel: a signed JSON POST with fetch, within the outbox's time limit.
import crypto from "node:crypto";

import { env } from "~/env.server";
import * as clock from "~/lib/time/clock.server";
import { webhookConfig } from "~/outbox/config.server";
import { SEND_TIMEOUT_MS, type Sender, SENT } from "~/outbox/sender";

/** `idempotencyKey` is the same for every attempt, so a receiver can drop a repeat. */
export type WebhookMessage = { body: unknown; idempotencyKey: string };

/**
 * The X-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
 * webhook secret. The time is signed with the body, so a receiver that refuses a signature older
 * than 5 minutes (docs/alerts.md) cannot be fed a captured request again later.
 */
function webhookSignature(body: string, secret: string, now: Date = clock.now()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

export const sendWebhook: Sender<WebhookMessage> = async (message) => {
  const webhook = webhookConfig(env());
  if (!webhook.on) return { ok: false, error: `The webhook is off: ${webhook.reason}`, final: true };
  const body = JSON.stringify(message.body);
  const response = await fetch(webhook.config.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Signature": webhookSignature(body, webhook.config.secret), "Idempotency-Key": message.idempotencyKey },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.ok ? SENT : { ok: false, error: `The webhook answered HTTP ${response.status}`, final: false };
};
