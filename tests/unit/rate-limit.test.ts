// The rate-limit module over rate-limiter-flexible's SQLite store. The library reads Date.now():
// vitest's fake Date moves it (only Date is faked, so promises and timers run as usual).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { createRateLimit } from "~/security/rate-limit.server";
import { db, transaction, withRawConnection } from "~db/db.server";

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});
afterAll(() => vi.useRealTimers());

describe("a rate limit", () => {
  it("allows `points` per window, refuses the next until the window ends, and counts again after", async () => {
    const limit = createRateLimit({ name: "test-window", points: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) expect(await limit.consume("k")).toEqual({ allowed: true });
    expect(await limit.consume("k")).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(await limit.consume("other")).toEqual({ allowed: true });
    vi.advanceTimersByTime(59_000);
    expect(await limit.consume("k")).toEqual({ allowed: false, retryAfterMs: 1_000 });
    vi.advanceTimersByTime(1_001);
    expect(await limit.consume("k")).toEqual({ allowed: true });
  });

  it("blocks for its block time once over, however the window runs", async () => {
    const limit = createRateLimit({ name: "test-block", points: 1, windowSeconds: 10, blockSeconds: 600 });
    await limit.consume("k");
    expect(await limit.consume("k")).toEqual({ allowed: false, retryAfterMs: 600_000 });
    vi.advanceTimersByTime(300_000);
    expect(await limit.consume("k")).toMatchObject({ allowed: false, retryAfterMs: 300_000 });
    vi.advanceTimersByTime(300_001);
    expect(await limit.consume("k")).toEqual({ allowed: true });
  });

  it("gives points back (reward) and forgets a key (reset)", async () => {
    const limit = createRateLimit({ name: "test-reward", points: 2, windowSeconds: 60 });
    await limit.consume("k");
    await limit.consume("k");
    await limit.reward("k");
    expect(await limit.consume("k")).toEqual({ allowed: true });
    expect((await limit.consume("k")).allowed).toBe(false);
    await limit.reset("k");
    expect(await limit.consume("k")).toEqual({ allowed: true });
  });

  it("keeps its counts in the database: a limit made again (a restarted server) sees them", async () => {
    const before = createRateLimit({ name: "test-restart", points: 1, windowSeconds: 60 });
    await before.consume("k");
    const after = createRateLimit({ name: "test-restart", points: 1, windowSeconds: 60 });
    expect((await after.consume("k")).allowed).toBe(false);
    expect(await db.selectFrom("rate_limits").select(["key", "points"]).where("key", "=", "test-restart:k").execute()).toEqual([
      { key: "test-restart:k", points: 2 },
    ]);
  });

  it("never writes into another request's open transaction", async () => {
    const limit = createRateLimit({ name: "test-tx", points: 5, windowSeconds: 60 });
    let consumed: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("technicians").values({ name: "Rolled Back" }).execute();
        consumed = limit.consume("k");
        // Let the limit's call run if it could: it must wait for this transaction instead.
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await consumed;
    expect(await db.selectFrom("rate_limits").select("points").where("key", "=", "test-tx:k").execute()).toEqual([{ points: 1 }]);
  });

  it("writes its counts without an fsync, and leaves the connection committing with one (FULL) for everything else", async () => {
    const limit = createRateLimit({ name: "test-sync", points: 1, windowSeconds: 60 });
    const synchronous = () => withRawConnection(async (connection) => connection.pragma("synchronous", { simple: true }) as number);
    // Notes the setting each time the limit changes it (NORMAL is 1, FULL 2).
    const seen: number[] = [];
    const original = await withRawConnection(async (connection) => connection.pragma);
    await withRawConnection(async (connection) => {
      connection.pragma = ((source: string, options?: { simple?: boolean }) => {
        const answer = original.call(connection, source, options);
        if (source.startsWith("synchronous =")) seen.push(original.call(connection, "synchronous", { simple: true }) as number);
        return answer;
      }) as typeof original;
    });
    try {
      expect(await synchronous()).toBe(2);
      await limit.consume("k");
      expect((await limit.consume("k")).allowed).toBe(false);
      expect(seen).toEqual([1, 2, 1, 2]);
      expect(await synchronous()).toBe(2);
    } finally {
      await withRawConnection(async (connection) => void (connection.pragma = original));
    }
  });
});

describe("the raw connection", () => {
  it("is refused inside a transaction, where a limit would wait for the transaction itself", async () => {
    const limit = createRateLimit({ name: "inside-transaction", points: 5, windowSeconds: 60 });
    await expect(transaction(() => limit.consume("a"))).rejects.toThrow("cannot be used inside a transaction");
    expect(await limit.consume("a")).toEqual({ allowed: true });
  });
});
