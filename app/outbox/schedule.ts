// When a failed attempt of the outbox is tried again: soon at first (a mail server restarting, a
// webhook receiver deploying, a throttled API), then less often, and not past a day after the row
// was due: by then a booking is long overdue for its 2-hour callback and staff have seen it flagged
// on the dashboard, and a customer's message is no longer news.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, ... failed attempt; after the last one listed, every 6 hours. */
const RETRY_DELAYS_MS: readonly number[] = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 1 * HOUR];
const LATER_RETRY_DELAY_MS = 6 * HOUR;
/** No attempt is made later than this after the row was due: it is marked failed. */
const GIVE_UP_AFTER_MS = 24 * HOUR;

/**
 * The next attempt after `attempts` failed ones (the last failing at `failedAt`), or null when
 * it would come more than a day after the row was created: give up. A queue may wait less after
 * the first failure (`firstRetryMs`: a WhatsApp 500 is mostly a blip).
 */
export function nextAttemptAt(createdAt: Date, attempts: number, failedAt: Date, firstRetryMs?: number): Date | null {
  const delay = (attempts <= 1 ? firstRetryMs : undefined) ?? RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? LATER_RETRY_DELAY_MS;
  const next = new Date(failedAt.getTime() + delay);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
