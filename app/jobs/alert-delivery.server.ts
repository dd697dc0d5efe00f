// The alert-delivery job: sends the booking alerts that are due (app/alerts/delivery.server.ts),
// pass after pass while a pass finds a full batch, and is woken at once when a booking commits.
import { BATCH_SIZE, deliverDueAlerts } from "~/alerts/delivery.server";
import { onAlertQueued } from "~/alerts/queued.server";
import { ensureVapidKeys } from "~/models/alerts.server";

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
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const pass = await deliverDueAlerts();
    total.sent += pass.sent;
    total.failed += pass.failed;
    // A full batch means more may be due: go on at once.
    if (pass.claimed < BATCH_SIZE) return total;
  }
}

/** A committed booking's alert wakes the job (a module of its own, so the models never import a job). */
export function onBookingAlert(wake: () => void): () => void {
  onAlertQueued(wake);
  return () => onAlertQueued(null);
}
