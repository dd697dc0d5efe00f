// The customer-messages job: sends the customers' messages that are due (the outbox's
// customer_messages queue, app/outbox/), woken at once when a booking commits one: a WhatsApp
// template (or a staff answer, in its own words), or a push to the phones that turned it on for
// their booking. A message to a number that said STOP, or of a booking whose customer switched its
// messages off, is not sent; a throttled or failing service is tried again on the outbox's backoff
// (the first time after seconds), and given up after a day; the booking, the tap or the payment
// never waits on it.
import { storedRefusal } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { sendWhatsapp } from "~/messages/send.server";
import { customerPushDevices, removeCustomerPushDevice } from "~/models/customer-devices.server";
import { claimDueMessages, type ClaimedMessage, noLongerWanted } from "~/models/customer-messages.server";
import { silencedBecause } from "~/models/customer-replies.server";
import { pushToDevices } from "~/outbox/channels/push.server";
import { CUSTOMER_MESSAGES } from "~/outbox/queues";
import { type Attempt, drain, sendPass } from "~/outbox/run.server";
import type { Sender } from "~/outbox/sender";
import { onQueued } from "~/outbox/wake.server";

/** A push to every phone that turned it on for the booking: sent when one push service took it; a phone the service says is gone is forgotten. */
const customerPush: Sender<ClaimedMessage> = async (message) => {
  const devices = await customerPushDevices(message.bookingId);
  if (!devices.length) return { ok: false, error: storedRefusal("noPushDevice"), final: true };
  return pushToDevices(devices, message.body ?? "{}", removeCustomerPushDevice);
};

const CUSTOMER_SENDERS: Record<ClaimedMessage["channel"], Sender<ClaimedMessage>> = {
  whatsapp: (message) => sendWhatsapp({ ...message, key: `customer-message-${message.id}` }),
  push: customerPush,
};

/**
 * Whether the message is still to go (the customer may have said STOP, the owner turned its kind
 * off), then its channel's sender. Why not is kept by its code, said where the booking's page shows it.
 */
async function attempt(message: ClaimedMessage): Promise<Attempt> {
  const stopped = (await silencedBecause(message.bookingId)) ?? (await noLongerWanted(message));
  return stopped ? { stopped: storedRefusal(stopped) } : CUSTOMER_SENDERS[message.channel](message);
}

export function sendCustomerMessages(): Promise<{ sent: number; failed: number }> {
  return drain(CUSTOMER_MESSAGES, async () =>
    sendPass(CUSTOMER_MESSAGES, await claimDueMessages(clock.now(), CUSTOMER_MESSAGES.leaseMs, CUSTOMER_MESSAGES.batchSize), { attempt }),
  );
}

/** A committed booking's message wakes the job. */
export const onCustomerMessage = (wake: () => void) => onQueued(CUSTOMER_MESSAGES.name, wake);
