// The alert worker: inside the server process, it sends the outbox's due deliveries. It wakes
// every few seconds and at once when a booking commits (alertQueued), claims what is due with a
// lease, sends each delivery on its own (one channel failing never holds up another), records
// a success once and schedules the next attempt of a failure from the clock. A restarted server
// sends what is due as it starts. Nothing it does can fail a booking or crash the server.
//
// At least once, not exactly once: if the process dies after a mail server accepted an e-mail
// and before the success was written, the lease runs out and the e-mail is sent again. Its
// Message-ID is the same each time (content.server.ts), so mail clients fold the two; the
// webhook carries the same Idempotency-Key, and push the same notification tag.
import { type AlertContent, alertContent } from "~/alerts/content.server";
import { onAlertQueued } from "~/alerts/queued.server";
import { nextAttemptAt } from "~/alerts/schedule";
import { SEND_TIMEOUT_MS, sendAlert, type SendOutcome } from "~/alerts/send.server";
import * as clock from "~/lib/time/clock.server";
import { claimDueDeliveries, ensureVapidKeys, getAlertSubject, recordDeliveryFailure, recordDeliverySent } from "~/models/alerts.server";
import { recordBookingViews, runRetention } from "~/models/privacy.server";
import type { AlertDelivery } from "~db/schema";

/** A claimed delivery is left alone this long: longer than any channel's time limit. */
export const LEASE_MS = 3 * SEND_TIMEOUT_MS;
/** How often the worker looks for due deliveries without being nudged (retries come due this way). */
export const WAKE_EVERY_MS = 5_000;
const BATCH_SIZE = 20;

async function deliver(delivery: AlertDelivery, content: Promise<AlertContent | null>): Promise<void> {
  const message = await content;
  const outcome: SendOutcome = message
    ? await sendAlert({ channel: delivery.channel, pushSubscriptionId: delivery.push_subscription_id }, message)
    : { ok: false, error: "The booking no longer exists", final: true };
  const now = clock.now();
  if (outcome.ok) {
    await recordDeliverySent(delivery, now);
    return;
  }
  const retryAt = outcome.final ? null : nextAttemptAt(new Date(delivery.created_at), delivery.attempts, now);
  const error = retryAt || outcome.final ? outcome.error : `${outcome.error} (gave up after ${delivery.attempts} attempts)`;
  await recordDeliveryFailure(delivery, error, retryAt);
  console.warn(`Alert delivery ${delivery.id} (${delivery.channel}) failed, attempt ${delivery.attempts}: ${error}`);
}

/**
 * One pass: claims the deliveries due now and sends them, each alert's content built once.
 * Returns how many were claimed. Unit tests call it directly; the started worker loops on it.
 */
export async function deliverDueAlerts(): Promise<number> {
  const claimed = await claimDueDeliveries(clock.now(), LEASE_MS, BATCH_SIZE);
  const contents = new Map<number, Promise<AlertContent | null>>();
  const contentOf = (alertId: number) => {
    if (!contents.has(alertId))
      contents.set(
        alertId,
        getAlertSubject(alertId).then((subject) => (subject ? alertContent(subject) : null)),
      );
    return contents.get(alertId)!;
  };
  const results = await Promise.allSettled(claimed.map((delivery) => deliver(delivery, contentOf(delivery.alert_id))));
  for (const result of results) {
    // Only the database can fail here; the delivery's lease runs out and it is tried again.
    if (result.status === "rejected") console.error("Recording an alert delivery failed", result.reason);
  }
  return claimed.length;
}

const RETENTION_CHECK_MS = 60 * 60 * 1000;
let nextRetentionCheck = 0;

/**
 * The worker's other duties, on each pass: the staff views of bookings queued by pages (a GET
 * never writes), and, at most hourly, whether the daily retention job is due (it runs once a day).
 */
async function housekeeping(): Promise<void> {
  await recordBookingViews();
  if (Date.now() < nextRetentionCheck) return;
  nextRetentionCheck = Date.now() + RETENTION_CHECK_MS;
  const run = await runRetention();
  if (run)
    console.log(
      `Retention: ${run.bookingsAnonymised} bookings anonymised, ${run.rateLimitsDeleted} rate-limit rows, ${run.auditAddressesCleared} audit addresses, ${run.alertLogsDeleted} alert logs`,
    );
}

type Worker = { timer: NodeJS.Timeout; running: Promise<void> | null; again: boolean; stopped: boolean };

// On globalThis: `remix dev` imports the server build again on every change, and one process
// must have one worker.
const processGlobal = globalThis as typeof globalThis & { __alertWorker?: Worker };

function runSoon(worker: Worker): void {
  if (worker.stopped) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = (async () => {
    try {
      do {
        worker.again = false;
        // A full batch means more may be due: go on at once.
        while ((await deliverDueAlerts()) === BATCH_SIZE && !worker.stopped);
      } while (worker.again && !worker.stopped);
      await housekeeping();
    } catch (error) {
      console.error("The alert worker's pass failed; it tries again shortly", error);
    } finally {
      worker.running = null;
    }
  })();
}

/** Starts the one worker of this process (from the server entry); a second call does nothing. */
export function startAlertWorker(): void {
  if (processGlobal.__alertWorker) return;
  const worker: Worker = { timer: setInterval(() => runSoon(worker), WAKE_EVERY_MS), running: null, again: false, stopped: false };
  // The timer never keeps the process alive: on SIGTERM the server closes and the process ends
  // once the sends under way have finished and been recorded.
  worker.timer.unref();
  processGlobal.__alertWorker = worker;
  onAlertQueued(() => runSoon(worker));
  process.once("SIGTERM", () => stopAlertWorker());
  ensureVapidKeys()
    .catch((error) => console.error("Could not store the VAPID keys for push alerts", error))
    .finally(() => runSoon(worker));
}

/** Stops waking up; a pass under way finishes. Resolves when it has. */
export async function stopAlertWorker(): Promise<void> {
  const worker = processGlobal.__alertWorker;
  if (!worker) return;
  worker.stopped = true;
  clearInterval(worker.timer);
  onAlertQueued(null);
  processGlobal.__alertWorker = undefined;
  await worker.running;
}
