// The staff alerts' pass over the outbox (app/outbox/): claims the deliveries due now and sends each
// on its channel (app/alerts/send.server.ts), each alert's content built once, read from the
// booking when it is sent. Run by the alert-delivery job (app/jobs/), every few seconds and at once
// when a booking commits (alertQueued); a restarted server sends what is due as it starts.
import { type AlertContent, alertContent } from "~/alerts/content.server";
import { ALERT_SENDERS } from "~/alerts/send.server";
import * as clock from "~/lib/time/clock.server";
import { bringForwardSameDestination, claimDueDeliveries, getAlertSubject } from "~/models/alerts.server";
import { ALERT_DELIVERIES } from "~/outbox/queues";
import { type Pass, sendPass } from "~/outbox/run.server";

/** A claimed delivery is left alone this long: longer than any channel's time limit. */
export const LEASE_MS = ALERT_DELIVERIES.leaseMs;

/**
 * One pass: claims the deliveries due now and sends them. Unit tests call it directly; the
 * alert-delivery job runs it until a pass finds less than a full batch.
 */
export async function deliverDueAlerts(): Promise<Pass> {
  const claimed = await claimDueDeliveries(clock.now(), LEASE_MS, ALERT_DELIVERIES.batchSize);
  const contents = new Map<number, Promise<AlertContent | null>>();
  const contentOf = (alertId: number) => {
    if (!contents.has(alertId))
      contents.set(
        alertId,
        getAlertSubject(alertId).then((subject) => (subject ? alertContent(subject) : null)),
      );
    return contents.get(alertId)!;
  };
  return sendPass(
    ALERT_DELIVERIES,
    claimed.map((delivery) => ({ ...delivery, lease: delivery.lease_token!, createdAt: delivery.created_at })),
    {
      attempt: async (delivery) => {
        const content = await contentOf(delivery.alert_id);
        if (!content) return { ok: false, error: "The booking no longer exists", final: true };
        return ALERT_SENDERS[delivery.channel]({ content, pushSubscriptionId: delivery.push_subscription_id });
      },
      afterSent: bringForwardSameDestination,
    },
  );
}
