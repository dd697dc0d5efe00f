// Sending the outbox's due deliveries: a pass claims what is due with a lease, sends each delivery
// on its own (one channel failing never holds up another), records a success once and schedules
// the next attempt of a failure from the clock. The alert-delivery job (app/jobs/alert-delivery.server.ts)
// runs passes every few seconds and at once when a booking commits (alertQueued); a restarted
// server sends what is due as it starts. Nothing it does can fail a booking or crash the server.
//
// At least once, not exactly once: if the process dies after a mail server accepted an e-mail
// and before the success was written, the lease runs out and the e-mail is sent again. Its
// Message-ID is the same each time (content.server.ts), so mail clients fold the two; the
// webhook carries the same Idempotency-Key, and push the same notification tag.
import { type AlertContent, alertContent } from "~/alerts/content.server";
import { nextAttemptAt } from "~/alerts/schedule";
import { SEND_TIMEOUT_MS, sendAlert, type SendOutcome } from "~/alerts/send.server";
import * as clock from "~/lib/time/clock.server";
import { claimDueDeliveries, getAlertSubject, recordDeliveryFailure, recordDeliverySent } from "~/models/alerts.server";
import type { AlertDelivery } from "~db/schema";

/** A claimed delivery is left alone this long: longer than any channel's time limit. */
export const LEASE_MS = 3 * SEND_TIMEOUT_MS;
/** At most this many deliveries a pass: a full batch means more may be due. */
export const BATCH_SIZE = 20;

/** What a pass did: deliveries claimed, sent, and failed (to be tried again, or given up). */
export type DeliveryPass = { claimed: number; sent: number; failed: number };

async function deliver(delivery: AlertDelivery, content: Promise<AlertContent | null>): Promise<"sent" | "failed"> {
  const message = await content;
  const outcome: SendOutcome = message
    ? await sendAlert({ channel: delivery.channel, pushSubscriptionId: delivery.push_subscription_id }, message)
    : { ok: false, error: "The booking no longer exists", final: true };
  const now = clock.now();
  if (outcome.ok) {
    await recordDeliverySent(delivery, now);
    return "sent";
  }
  const retryAt = outcome.final ? null : nextAttemptAt(new Date(delivery.created_at), delivery.attempts, now);
  const error = retryAt || outcome.final ? outcome.error : `${outcome.error} (gave up after ${delivery.attempts} attempts)`;
  await recordDeliveryFailure(delivery, error, retryAt);
  console.warn(`Alert delivery ${delivery.id} (${delivery.channel}) failed, attempt ${delivery.attempts}: ${error}`);
  return "failed";
}

/**
 * One pass: claims the deliveries due now and sends them, each alert's content built once.
 * Unit tests call it directly; the alert-delivery job runs it.
 */
export async function deliverDueAlerts(): Promise<DeliveryPass> {
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
  let sent = 0;
  for (const result of results) {
    if (result.status === "fulfilled") sent += result.value === "sent" ? 1 : 0;
    // Only the database can fail here; the delivery's lease runs out and it is tried again.
    else console.error("Recording an alert delivery failed", result.reason);
  }
  return { claimed: claimed.length, sent, failed: claimed.length - sent };
}
