import { afterEach, describe, expect, it } from "vitest";

import { now, setClock } from "~/lib/time/clock.server";

describe("clock", () => {
  afterEach(() => setClock(null));

  it("tells the real time by default", () => {
    const before = Date.now();
    const told = now().getTime();
    expect(told).toBeGreaterThanOrEqual(before);
    expect(told).toBeLessThanOrEqual(Date.now());
  });

  it("can be set to an instant, and a caller cannot move it by changing the Date it got", () => {
    setClock(new Date("2026-11-22T04:30:00.000Z"));
    now().setUTCFullYear(1999);
    expect(now().toISOString()).toBe("2026-11-22T04:30:00.000Z");
  });

  it("can be set to a function, and back to the real clock", () => {
    let t = Date.parse("2026-01-01T00:00:00.000Z");
    setClock(() => new Date((t += 1000)));
    expect(now().toISOString()).toBe("2026-01-01T00:00:01.000Z");
    expect(now().toISOString()).toBe("2026-01-01T00:00:02.000Z");
    setClock(null);
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
