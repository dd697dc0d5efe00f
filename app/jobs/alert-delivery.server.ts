// The alert-delivery job: sends the booking alerts that are due (app/alerts/delivery.server.ts over
// the outbox, app/outbox/), pass after pass while a pass finds a full batch, and is woken at once
// when a booking commits.
import { deliverDueAlerts } from "~/alerts/delivery.server";
import { ensureVapidKeys } from "~/outbox/channels/push.server";
import { ALERT_DELIVERIES } from "~/outbox/queues";
import { drain } from "~/outbox/run.server";
import { onQueued } from "~/outbox/wake.server";

let vapidKeysStored = false;

export async function deliverAlerts(): Promise<{ sent: number; failed: number }> {
  // Push needs its keys stored before the first send (generated once, unless the environment has them).
  if (!vapidKeysStored) {
    try {
      await ensureVapidKeys();
      vapidKeysStored = true;
    } catch (error) {
      console.error("Could not store the VAPID keys for push alerts", error);
    }
  }
  return drain(ALERT_DELIVERIES, deliverDueAlerts);
}

/** A committed booking's alert wakes the job (through the outbox's wake-up, so the models never import a job). */
export const onBookingAlert = (wake: () => void) => onQueued(ALERT_DELIVERIES.name, wake);
