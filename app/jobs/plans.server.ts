// The maintenance plans' day: a due visit not taken up within the owner's rule is
// marked missed after the owner's days (Form Settings → Plans), not lost; a visit entering its 14 days asks the customer to pick a day and time;
// a plan ending within 30 and then 7 days asks for its renewal (through the customer-messages
// outbox, where a channel reaches them). Run hourly, so a server restarted catches up the same day.
import { planMissedAfterDays } from "~/models/business-settings.server";
import { markMissedVisits, queuePlanMessages } from "~/models/plan-visits.server";
import { customerMessageQueued } from "~/outbox/wake.server";

export async function runPlans(now: Date): Promise<{ missed: number; queued: number }> {
  const missed = await markMissedVisits(now, await planMissedAfterDays());
  const queued = await queuePlanMessages(now);
  if (queued) customerMessageQueued();
  return { missed, queued };
}
