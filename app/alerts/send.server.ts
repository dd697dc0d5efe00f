// The staff alert's channels, each a sender of the outbox (app/outbox/sender.ts): e-mail and the
// webhook (app/outbox/channels/), and push to one staff device (the device looked up by its
// subscription, forgotten when its push service says it is gone).
import type { AlertContent } from "~/alerts/content.server";
import { getPushSubscription, removePushSubscriptionById } from "~/models/alerts.server";
import { sendEmail } from "~/outbox/channels/email.server";
import { pushToDevices } from "~/outbox/channels/push.server";
import { sendWebhook } from "~/outbox/channels/webhook.server";
import type { Sender } from "~/outbox/sender";
import type { AlertChannel } from "~db/schema";

/** One alert on one channel (one device for push). */
export type AlertMessage = { content: AlertContent; pushSubscriptionId: number | null };

const staffPush: Sender<AlertMessage> = async ({ content, pushSubscriptionId }) => {
  const device = pushSubscriptionId === null ? undefined : await getPushSubscription(pushSubscriptionId);
  if (!device) return { ok: false, error: "This device turned push off", final: true };
  return pushToDevices([device], JSON.stringify(content.push), (id) => removePushSubscriptionById(id));
};

export const ALERT_SENDERS: Record<AlertChannel, Sender<AlertMessage>> = {
  email: ({ content }) => sendEmail({ subject: content.subject, text: content.text, html: content.html, messageId: content.messageId }),
  webhook: ({ content }) => sendWebhook({ body: content.webhook, idempotencyKey: `alert-${String(content.webhook.alertId)}` }),
  push: staffPush,
};
