// When a technician's tap counts as made. A tap kept on his phone with no signal (a basement) is
// sent when the signal returns, carrying the instant he tapped it (lib/field/tap-queue.ts): the
// step, payment or line is recorded at that instant, not when it arrived. The phone's clock is
// trusted only within reason: an instant to come, one older than TAP_MAX_AGE_MS, or anything that
// is not an instant, counts as now (the server's clock).

/** How far back a tap's own instant is believed: a phone kept offline longer than a working day is recorded when it arrives. */
export const TAP_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** The instant a tap is recorded at: `tapped` (an ISO-8601 instant sent with it) when in the past and not older than TAP_MAX_AGE_MS, else `now`. */
export function tappedAt(tapped: string | null | undefined, now: Date): Date {
  // An instant as the phone's toISOString() writes it (UTC), nothing looser: Date.parse reads many forms.
  if (!tapped || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(tapped)) return now;
  const at = Date.parse(tapped);
  if (Number.isNaN(at) || at > now.getTime() || now.getTime() - at > TAP_MAX_AGE_MS) return now;
  return new Date(at);
}
