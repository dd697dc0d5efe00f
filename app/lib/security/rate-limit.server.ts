import { RateLimiterSQLite } from "rate-limiter-flexible";
import { sqlite } from "~/db.server";

/**
 * A limit of `points` per `durationSeconds` per key, kept in SQLite (the rate_limits table of
 * migration 0010), so it survives a restart: rate-limiter-flexible's SQLite store over the app's
 * own connection. Its windows run on Date.now(), which unit tests set with vi.setSystemTime.
 */
export function sqliteRateLimiter({ keyPrefix, points, durationSeconds }: { keyPrefix: string; points: number; durationSeconds: number }) {
  return new RateLimiterSQLite({
    storeClient: sqlite,
    storeType: "better-sqlite3",
    tableName: "rate_limits",
    tableCreated: true,
    keyPrefix,
    points,
    duration: durationSeconds,
  });
}

/** A positive whole number from the environment, else `fallback`. */
export function limitFromEnv(name: string, fallback: number, env: Record<string, string | undefined> = process.env): number {
  const value = Number(env[name]);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
