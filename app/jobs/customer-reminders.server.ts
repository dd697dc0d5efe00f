// The evening-before reminders: from the owner's hour on (Settings → Notifications, 6 pm in
// Bengaluru by default), each open booking visited tomorrow gets its reminder queued, once; the
// customer-messages job sends them. Run every few minutes, so a server restarted after the hour
// still reminds the same evening.
import { queueVisitReminders } from "~/models/customer-messages.server";
import { customerMessageQueued } from "~/outbox/wake.server";

export async function remindTomorrow(now: Date): Promise<{ queued: number }> {
  const queued = await queueVisitReminders(now);
  if (queued) customerMessageQueued();
  return { queued };
}
