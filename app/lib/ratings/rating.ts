// The customer's rating of a visit, its rules in one place (pure: the customer's page, the model
// and the admin read them): one to five stars, an optional comment, changeable for a week from the
// first rating, and which ratings the office calls back about and what it may record it did.

/** The stars a rating may have, lowest first. */
export const STARS = [1, 2, 3, 4, 5] as const;

/** The longest comment kept. */
export const COMMENT_MAX = 1000;

/** A rating may be changed for this many days from the first one; then it is kept as it is. */
export const RATING_CHANGE_DAYS = 7;
const CHANGE_MS = RATING_CHANGE_DAYS * 24 * 60 * 60 * 1000;

/** What the office did about a rating it called back about. */
export const FOLLOWUPS = ["called", "return-visit", "refunded"] as const;
export type Followup = (typeof FOLLOWUPS)[number];

export const isFollowup = (value: string | null): value is Followup => (FOLLOWUPS as readonly string[]).includes(value ?? "");

/** One or two stars, or any comment: someone at the office calls the customer back. */
export function needsCallback(stars: number, comment: string): boolean {
  return stars <= 2 || comment.trim() !== "";
}

/** Whether a rating first made at `ratedAt` may still be changed at `now`. */
export function ratingChangeable(ratedAt: string, now: Date): boolean {
  return now.getTime() < Date.parse(ratedAt) + CHANGE_MS;
}
