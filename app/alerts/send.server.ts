// Sends one alert delivery on its channel: e-mail with nodemailer, the webhook with fetch, push
// with web-push. Each answers with what happened instead of throwing, and each has a time
// limit well inside the worker's lease, so a hung server never holds a delivery for long.
import crypto from "node:crypto";

import nodemailer, { type Transporter } from "nodemailer";
import webpush from "web-push";

import { type EmailConfig, emailConfig, isPushService, redact, secretsOf, webhookConfig } from "~/alerts/config.server";
import type { AlertContent } from "~/alerts/content.server";
import { env } from "~/env.server";
import * as clock from "~/lib/time/clock.server";
import { getPushSubscription, removePushSubscriptionById, vapidKeys } from "~/models/alerts.server";
import type { AlertChannel } from "~db/schema";

/** Every channel gives up on one attempt after this long; the worker's lease is longer. */
export const SEND_TIMEOUT_MS = 20_000;

export type SendOutcome =
  | { ok: true }
  /** `final`: trying again cannot help (the channel was switched off, the device is gone). */
  | { ok: false; error: string; final?: boolean };

export type DeliveryTarget = { channel: AlertChannel; pushSubscriptionId: number | null };

/**
 * The X-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the
 * webhook secret. The time is signed with the body, so a receiver that refuses a signature older
 * than 5 minutes (docs/alerts.md) cannot be fed a captured request again later.
 */
function webhookSignature(body: string, secret: string, now: Date = clock.now()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${crypto.createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch says "fetch failed" and puts the reason (ECONNREFUSED, a timeout) in its cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

// One transport per SMTP_URL for the life of the process (the URL only changes with a restart).
let transport: { url: string; transporter: Transporter } | null = null;

function transporterFor(config: EmailConfig): Transporter {
  if (transport?.url !== config.smtpUrl) {
    transport = {
      url: config.smtpUrl,
      transporter: nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: SEND_TIMEOUT_MS / 2,
        greetingTimeout: SEND_TIMEOUT_MS / 2,
        socketTimeout: SEND_TIMEOUT_MS,
      }),
    };
  }
  return transport.transporter;
}

async function sendEmail(content: AlertContent): Promise<SendOutcome> {
  const email = emailConfig(env());
  if (!email.on) return { ok: false, error: `E-mail is off: ${email.reason}`, final: true };
  await transporterFor(email.config).sendMail({
    from: email.config.from,
    to: email.config.to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    messageId: content.messageId,
  });
  return { ok: true };
}

async function sendWebhook(content: AlertContent): Promise<SendOutcome> {
  const webhook = webhookConfig(env());
  if (!webhook.on) return { ok: false, error: `The webhook is off: ${webhook.reason}`, final: true };
  const body = JSON.stringify(content.webhook);
  const response = await fetch(webhook.config.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Signature": webhookSignature(body, webhook.config.secret),
      // The same for every attempt, so a receiver can drop a repeat.
      "Idempotency-Key": `alert-${String(content.webhook.alertId)}`,
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.ok ? { ok: true } : { ok: false, error: `The webhook answered HTTP ${response.status}` };
}

// web-push builds the request (the payload encrypted as aes128gcm for the device's keys, the
// VAPID Authorization header); it is sent with fetch rather than web-push's own https.request,
// so push has the same time limit and error handling as the webhook, and reaches the tests' own
// http push service (named in PUSH_SERVICE_ORIGINS). Staff alerts and the customers' own
// notifications (app/jobs/customer-messages.server.ts) both push through it.
export async function pushTo(
  device: { endpoint: string; p256dh: string; auth: string },
  payload: string,
): Promise<{ ok: true } | { ok: false; error: string; gone: boolean; final: boolean }> {
  // Checked again at sending: a subscription stored before the list, or the list changed since.
  if (!isPushService(device.endpoint, env().PUSH_SERVICE_ORIGINS))
    return { ok: false, error: "This device's push address is not a known push service", gone: false, final: true };
  const keys = await vapidKeys();
  if (!keys.on) return { ok: false, error: `Push is off: ${keys.reason}`, gone: false, final: true };
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
    vapidDetails: keys.config,
    TTL: 24 * 60 * 60,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  // fetch sets Content-Length from the body itself; Node 24's refuses one given beside it.
  const { "Content-Length": _length, ...headers } = request.headers as Record<string, string>;
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  // The answer's body is never read into the log: the status code says what the log needs.
  await response.body?.cancel();
  if (response.ok) return { ok: true };
  // The push service says this subscription is gone (the app was uninstalled, permission withdrawn).
  const gone = response.status === 404 || response.status === 410;
  return { ok: false, error: `The push service answered HTTP ${response.status}`, gone, final: gone };
}

async function sendPush(content: AlertContent, subscriptionId: number | null): Promise<SendOutcome> {
  const device = subscriptionId === null ? undefined : await getPushSubscription(subscriptionId);
  if (!device) return { ok: false, error: "This device turned push off", final: true };
  const pushed = await pushTo(device, JSON.stringify(content.push));
  if (pushed.ok || !pushed.gone) return pushed;
  await removePushSubscriptionById(device.id);
  return {
    ok: false,
    error: `The push service says this device is gone (${pushed.error.replace("The push service answered ", "")}); it was removed`,
    final: true,
  };
}

/** Sends `content` on the delivery's channel; never throws, and never reports a secret. */
export async function sendAlert(target: DeliveryTarget, content: AlertContent): Promise<SendOutcome> {
  try {
    const outcome =
      target.channel === "email"
        ? await sendEmail(content)
        : target.channel === "webhook"
          ? await sendWebhook(content)
          : await sendPush(content, target.pushSubscriptionId);
    return outcome.ok ? outcome : { ...outcome, error: redact(outcome.error, secretsOf(env())) };
  } catch (error) {
    return { ok: false, error: redact(errorText(error), secretsOf(env())) };
  }
}
