// The customer-messages job: sends the customers' messages that are due (the outbox in
// app/models/customer-messages.server.ts), woken at once when a booking commits one: a WhatsApp
// template (or a staff answer, in its own words), or a push to the phones that turned it on for
// their booking. A message to a number that said STOP, or of a booking whose customer switched its
// messages off, is not sent; a throttled or failing service
// is tried again with the alerts' backoff, and given up after a day; the booking, the tap or the
// payment never waits on it.
import { onCustomerMessageQueued } from "~/alerts/queued.server";
import { nextAttemptAt } from "~/alerts/schedule";
import { pushTo } from "~/alerts/send.server";
import { env } from "~/env.server";
import * as clock from "~/lib/time/clock.server";
import { SEND_TIMEOUT_MS, type SendResult, sendTemplate, sendText } from "~/messages/send.server";
import { apiPhone } from "~/messages/whatsapp";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import {
  claimDueMessages,
  type ClaimedMessage,
  customerPushDevices,
  noLongerWanted,
  recordMessageOutcome,
  removeCustomerPushDevice,
} from "~/models/customer-messages.server";
import { silencedBecause } from "~/models/customer-replies.server";

const BATCH_SIZE = 20;
const FIRST_RETRY_MS = 5_000;

export async function sendCustomerMessages(): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDueMessages(clock.now(), 3 * SEND_TIMEOUT_MS, BATCH_SIZE);
    for (const message of claimed) {
      const silenced = await silencedBecause(message.bookingId);
      if (silenced) {
        await recordMessageOutcome(message, { state: "stopped", error: silenced });
        continue;
      }
      const unwanted = await noLongerWanted(message);
      if (unwanted) {
        await recordMessageOutcome(message, { state: "stopped", error: unwanted });
        continue;
      }
      const result = await send(message);
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

/** One message on its channel; never throws. */
async function send(message: ClaimedMessage): Promise<SendResult> {
  if (message.channel === "push") return sendPush(message);
  const configured = whatsappConfig(env());
  if (!configured.on) return { ok: false, error: "WhatsApp is not set up any more", final: true };
  const to = apiPhone(message.phone);
  const key = `customer-message-${message.id}`;
  return message.body === null ? sendTemplate(configured.config, { ...message, to, key }) : sendText(configured.config, { to, text: message.body, key });
}

/** A push to every phone that turned it on for the booking: sent when one push service took it; a phone the service says is gone is forgotten. */
async function sendPush(message: ClaimedMessage): Promise<SendResult> {
  const devices = await customerPushDevices(message.bookingId);
  if (!devices.length) return { ok: false, error: "No phone has notifications on for this booking any more", final: true };
  const errors: string[] = [];
  let retry = false;
  for (const device of devices) {
    const pushed = await pushTo(device, message.body ?? "{}").catch((error: Error) => ({
      ok: false as const,
      error: error.message,
      gone: false,
      final: false,
    }));
    if (pushed.ok) continue;
    if (pushed.gone) await removeCustomerPushDevice(device.id);
    retry ||= !pushed.final;
    errors.push(pushed.error);
  }
  if (errors.length < devices.length) return { ok: true, waMessageId: null };
  return { ok: false, error: errors.join("; "), final: !retry };
}

/** A committed booking's message wakes the job. */
export function onCustomerMessage(wake: () => void): () => void {
  onCustomerMessageQueued(wake);
  return () => onCustomerMessageQueued(null);
}
