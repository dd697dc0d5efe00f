// Rate limits kept in the app's own SQLite database by rate-limiter-flexible (RateLimiterSQLite
// over the server's better-sqlite3 connection, table rate_limits of migration 0011): a count
// survives a restart and needs no other service. Used by the login (app/auth.server.ts) and the
// public forms (app/security/spam.server.ts).
//
// Time: the library reads Date.now(), not the app's clock. Unit tests move it with vitest's fake
// Date (`vi.useFakeTimers({ toFake: ["Date"] })` then `vi.setSystemTime(...)`), which leaves
// timers and promises alone; tests/unit/rate-limit.test.ts shows how.
import { RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";

import { withRawConnection } from "~db/db.server";

export type RateLimitOptions = {
  /** Names the limit's keys in rate_limits ("login-address:203.0.113.7"). */
  name: string;
  /** Points a key may use per window (one per attempt unless told otherwise). */
  points: number;
  windowSeconds: number;
  /** Once over the limit, the key is refused for this long; without it, until its window ends. */
  blockSeconds?: number;
};

type LimitAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

export type RateLimit = {
  /** Uses `points` of the key's allowance; refused (and not allowed) once it is spent. */
  consume(key: string, points?: number): Promise<LimitAnswer>;
  /** Gives back `points` (an attempt that turned out fine). */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
};

/**
 * A limit. Each call borrows the app's connection (withRawConnection): never in the middle of
 * another request's transaction, and refused inside one of its own.
 */
export function createRateLimit({ name, points, windowSeconds, blockSeconds = 0 }: RateLimitOptions): RateLimit {
  const options = {
    storeType: "better-sqlite3",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: true,
    keyPrefix: name,
    points,
    duration: windowSeconds,
    blockDuration: blockSeconds,
  };
  let limiter: RateLimiterSQLite | undefined;
  const held = <T>(run: (limiter: RateLimiterSQLite) => Promise<T>) =>
    withRawConnection(async (storeClient) => {
      // A count is not worth an fsync: the connection commits FULL (a booking survives a host
      // crash), but a count lost with the host gives a guesser a few attempts back at most, and
      // each fsync held the event loop (3 counts per login: 450 ms over 96 logins on the 2-CPU
      // development machine, 23 ms without). NORMAL in WAL mode still never corrupts the database.
      storeClient.pragma("synchronous = NORMAL");
      try {
        return await run((limiter ??= new RateLimiterSQLite({ ...options, storeClient })));
      } finally {
        storeClient.pragma("synchronous = FULL");
      }
    });
  return {
    async consume(key, used = 1) {
      try {
        await held((limiter) => limiter.consume(key, used));
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterMs: refusal.msBeforeNext };
        throw refusal;
      }
    },
    async reward(key, given = 1) {
      await held((limiter) => limiter.reward(key, given));
    },
    async reset(key) {
      await held((limiter) => limiter.delete(key));
    },
  };
}
