// The customer-messages job: sends the customers' WhatsApp messages that are due (the outbox in
// app/models/customer-messages.server.ts), woken at once when a booking commits one. A message to
// a number that said STOP is not sent; a throttled or failing API is tried again with the alerts'
// backoff, and given up after a day; the booking, the tap or the payment never waits on it.
import { onCustomerMessageQueued } from "~/alerts/queued.server";
import { nextAttemptAt } from "~/alerts/schedule";
import { env } from "~/env.server";
import * as clock from "~/lib/time/clock.server";
import { SEND_TIMEOUT_MS, sendTemplate } from "~/messages/send.server";
import { apiPhone } from "~/messages/whatsapp";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import { claimDueMessages, isOptedOut, recordMessageOutcome } from "~/models/customer-messages.server";

const BATCH_SIZE = 20;
const FIRST_RETRY_MS = 5_000;

export async function sendCustomerMessages(): Promise<{ sent: number; failed: number }> {
  const configured = whatsappConfig(env());
  const total = { sent: 0, failed: 0 };
  if (!configured.on) return total;
  for (;;) {
    const claimed = await claimDueMessages(clock.now(), 3 * SEND_TIMEOUT_MS, BATCH_SIZE);
    for (const message of claimed) {
      if (await isOptedOut(message.phone)) {
        await recordMessageOutcome(message, { state: "stopped", error: "The customer asked for no more messages (STOP)" });
        continue;
      }
      const result = await sendTemplate(configured.config, { ...message, to: apiPhone(message.phone), key: `customer-message-${message.id}` });
      const now = clock.now();
      if (result.ok) {
        await recordMessageOutcome(message, { state: "sent", waMessageId: result.waMessageId }, now);
        total.sent += 1;
        continue;
      }
      total.failed += 1;
      // A first failure is tried again in seconds (a 500 is mostly a blip), then on the alerts' backoff.
      const retryAt = result.final
        ? null
        : message.attempts === 1
          ? new Date(now.getTime() + FIRST_RETRY_MS)
          : nextAttemptAt(new Date(message.createdAt), message.attempts, now);
      await recordMessageOutcome(message, retryAt ? { state: "queued", error: result.error, retryAt } : { state: "failed", error: result.error }, now);
      console.warn(`Customer message ${message.id} failed, attempt ${message.attempts}: ${result.error}`);
    }
    if (claimed.length < BATCH_SIZE) return total;
  }
}

/** A committed booking's message wakes the job. */
export function onCustomerMessage(wake: () => void): () => void {
  onCustomerMessageQueued(wake);
  return () => onCustomerMessageQueued(null);
}
