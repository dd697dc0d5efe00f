// Spam defence for the public forms (booking, contact, warranty repair), all without JavaScript:
// a honeypot field, and per-client limits on what gets stored. The per-phone cap and the
// blocklist are the booking's own rules (createBooking).
import { RateLimiterRes } from "rate-limiter-flexible";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { clientAddress } from "~/lib/security/client-address.server";
import { limitFromEnv, sqliteRateLimiter } from "~/lib/security/rate-limit.server";

/** A post a bot filled in: the field no person sees has a value. It is answered as a success and stored nowhere. */
export function caughtByHoneypot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}

// Indian mobile networks put many households behind one address (carrier-grade NAT), and the
// whole business takes a few dozen bookings a day: a neighbourhood never books five times in ten
// minutes through one address, a script does at once.
// Read at each post (a limiter over the shared table is cheap to make), so a change of the
// environment applies at once.
const limits = () => [
  sqliteRateLimiter({ keyPrefix: "posts-10m", points: limitFromEnv("BOOKING_LIMIT_PER_10_MINUTES", 5), durationSeconds: 10 * 60 }),
  sqliteRateLimiter({ keyPrefix: "posts-day", points: limitFromEnv("BOOKING_LIMIT_PER_DAY", 20), durationSeconds: 24 * 60 * 60 }),
];

/** A client's place for one stored booking or message, given back when nothing was stored after all. */
export type PostingPlace = { giveBack(): Promise<void> };

/**
 * Takes one of the client's places under both limits, or answers null when either is used up.
 * The client is its trusted address (Fly-Client-IP on Fly: app/lib/security/client-address.server.ts);
 * without a proxy that says it, every request reaches the app from the same place, and all of
 * them share one limit ("direct"). Only what is stored counts: a refused post gives its place back.
 */
export async function takePostingPlace(request: Request): Promise<PostingPlace | null> {
  const key = clientAddress(request) ?? "direct";
  const taken: ReturnType<typeof limits> = [];
  const giveBack = () => Promise.all(taken.map((limit) => limit.reward(key))).then(() => undefined);
  for (const limit of limits()) {
    try {
      await limit.consume(key);
      taken.push(limit);
    } catch (error) {
      // A refused attempt counts for nothing either.
      await limit.reward(key);
      await giveBack();
      if (error instanceof RateLimiterRes) return null;
      throw error;
    }
  }
  return { giveBack };
}
