// When a failed alert delivery is tried again: soon at first (a mail server restarting, a
// webhook receiver deploying), then less often, and not past a day, by when the booking is
// long overdue for its 2-hour callback and staff have seen it flagged on the dashboard.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, ... failed attempt; after the last one listed, every 6 hours. */
const RETRY_DELAYS_MS: readonly number[] = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 1 * HOUR];
const LATER_RETRY_DELAY_MS = 6 * HOUR;
/** No attempt is made later than this after the alert was written: the delivery is marked failed. */
const GIVE_UP_AFTER_MS = 24 * HOUR;

/**
 * The next attempt after `attempts` failed ones (the last failing at `failedAt`), or null when
 * it would come more than a day after the alert was created: give up.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? LATER_RETRY_DELAY_MS;
  const next = new Date(failedAt.getTime() + delay);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
