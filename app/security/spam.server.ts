// Spam defence for the public forms (booking, contact, warranty repair), all without JavaScript:
// a honeypot field, and per-client limits on what gets stored. The per-phone cap and the
// blocklist are the booking's own rules (createBooking).
import { env } from "~/env.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { limitAddress } from "~/security/client-address.server";
import { createRateLimit } from "~/security/rate-limit.server";

/** A post a bot filled in: the field no person sees has a value. It is answered as a success and stored nowhere. */
export function caughtByHoneypot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}

// Indian mobile networks put many households behind one address (carrier-grade NAT), and the
// whole business takes a few dozen bookings a day: a neighbourhood never books five times in ten
// minutes through one address, a script does at once.
const limits = [
  createRateLimit({ name: "posts-10m", points: env().BOOKING_LIMIT_PER_10_MINUTES, windowSeconds: 10 * 60 }),
  createRateLimit({ name: "posts-day", points: env().BOOKING_LIMIT_PER_DAY, windowSeconds: 24 * 60 * 60 }),
];

/** A client's place for one stored booking or message, given back when nothing was stored after all. */
export type PostingPlace = { giveBack(): Promise<void> };

/**
 * Takes one of the client's places under both limits, or answers null when either is used up.
 * The client is its trusted address (limitAddress: Fly-Client-IP on Fly); without a proxy that
 * says it, every request counts as one client. Only what is stored counts: a refused attempt,
 * and a post that stored nothing, give their places back.
 */
export async function takePostingPlace(request: Request): Promise<PostingPlace | null> {
  const key = limitAddress(request);
  const taken: typeof limits = [];
  const giveBack = () => Promise.all(taken.map((limit) => limit.reward(key))).then(() => undefined);
  for (const limit of limits) {
    const answer = await limit.consume(key);
    if (!answer.allowed) {
      // The refused attempt was counted: uncount it, and what this post took before.
      await limit.reward(key);
      await giveBack();
      return null;
    }
    taken.push(limit);
  }
  return { giveBack };
}
