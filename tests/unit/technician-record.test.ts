// A technician's record (app/lib/team/record.ts): the 30-day rules and the averages over random
// visits from a seeded generator, against a plain computation written here from the rules' words.
import { describe, expect, it } from "vitest";

import { averageText, callbackOf, type OtherBooking, type RecordVisit, technicianRecord } from "~/lib/team/record";

/** mulberry32: the same seed, the same visits on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse("2026-10-01T00:00:00.000Z");

function scenario(seed: number) {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const phones = ["+919845000001", "+919845000002", "+919845000003", "+919845000004"];
  const machines = ["LG|front-load", "LG|top-load", "Samsung|front-load"];
  const statuses = ["pending", "confirmed", "completed", "completed", "cancelled"];
  const visits: RecordVisit[] = [];
  const others: OtherBooking[] = [];
  const count = 1 + Math.floor(next() * 25);
  for (let id = 1; id <= count * 2; id += 1) {
    const phone = pick(phones);
    const machine = pick(machines);
    // Around the 30-day edge: 0 to 70 days, to the second, some exactly 30 days apart.
    const created = BASE + Math.floor(next() * 70) * DAY + (next() < 0.2 ? 0 : Math.floor(next() * DAY));
    const status = pick(statuses);
    others.push({ id, phone, machine, status, createdAt: new Date(created).toISOString() });
    if (id > count || status === "cancelled") continue;
    const completed = status === "completed" ? created + Math.floor(next() * 3 * DAY) : null;
    const slotEnds = created + Math.floor(next() * 2 * DAY);
    const arrived = next() < 0.7 ? slotEnds + Math.floor((next() - 0.6) * 4 * 60 * 60 * 1000) : null;
    visits.push({
      id,
      phone,
      machine,
      status,
      completedAt: completed === null ? null : new Date(completed).toISOString(),
      visitDays: Math.floor(next() * 3),
      notHome: next() < 0.2,
      arrivedAt: arrived === null ? null : new Date(arrived).toISOString(),
      slotEndsAt: next() < 0.9 ? new Date(slotEnds).toISOString() : null,
      stars: next() < 0.6 ? 1 + Math.floor(next() * 5) : null,
    });
  }
  // Sometimes a callback exactly on the 30th day after a completion, and one a moment after it.
  const done = visits.find((visit) => visit.completedAt);
  if (done && next() < 0.5) {
    const at = Date.parse(done.completedAt!) + 30 * DAY + (next() < 0.5 ? 0 : 1);
    others.push({ id: 1000 + seed, phone: done.phone, machine: done.machine, status: "pending", createdAt: new Date(at).toISOString() });
  }
  return { visits, others };
}

/** The rules in plain words: another booking, not cancelled, same phone and machine, made after completion and no later than 30 days after. */
function naiveHasCallback(visit: RecordVisit, others: readonly OtherBooking[]): boolean {
  if (visit.status !== "completed" || !visit.completedAt) return false;
  const done = new Date(visit.completedAt).getTime();
  for (const other of others) {
    if (other.id === visit.id || other.status === "cancelled") continue;
    if (other.phone !== visit.phone || other.machine !== visit.machine) continue;
    const days = (new Date(other.createdAt).getTime() - done) / DAY;
    if (days > 0 && days <= 30) return true;
  }
  return false;
}

describe("a technician's record", () => {
  it("agrees with a plain computation over 500 seeded random sets of visits", () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const { visits, others } = scenario(seed);
      const money = visits.filter((_, index) => index % 3 === 0).map((visit) => ({ bookingId: visit.id, paise: 1000 * visit.id }));
      const record = technicianRecord(visits, others, money, []);
      const rated = visits.filter((visit) => visit.stars !== null);
      const stars = rated.map((visit) => visit.stars!);
      const completed = visits.filter((visit) => visit.status === "completed");
      const callbacks = completed.filter((visit) => naiveHasCallback(visit, others));
      const firstTime = completed.filter((visit) => visit.visitDays <= 1 && !naiveHasCallback(visit, others));
      const timed = visits.filter((visit) => visit.arrivedAt && visit.slotEndsAt);
      const context = `seed ${seed}`;
      expect(record.visits, context).toBe(visits.length);
      expect(record.ratings.count, context).toBe(rated.length);
      if (stars.length) expect(record.ratings.average, context).toBeCloseTo(stars.reduce((a, b) => a + b, 0) / stars.length, 10);
      else expect(record.ratings.average, context).toBeNull();
      expect(record.ratings.distribution, context).toEqual([1, 2, 3, 4, 5].map((n) => stars.filter((s) => s === n).length));
      expect(record.completed, context).toBe(completed.length);
      expect(record.behind.callbacks, context).toEqual(callbacks.map((visit) => visit.id));
      expect(record.behind.firstTime, context).toEqual(firstTime.map((visit) => visit.id));
      expect(record.firstTime + record.callbacks, context).toBeLessThanOrEqual(record.completed);
      expect(record.notHome, context).toBe(visits.filter((visit) => visit.notHome).length);
      expect(record.onTime.whole, context).toBe(timed.length);
      expect(record.onTime.part, context).toBe(timed.filter((visit) => new Date(visit.arrivedAt!) < new Date(visit.slotEndsAt!)).length);
      expect(record.takenPaise, context).toBe(money.reduce((sum, row) => sum + row.paise, 0));
      expect(record.behind.visits, context).toEqual(visits.map((visit) => visit.id));
      expect(record.behind.ratings, context).toEqual(rated.map((visit) => visit.id));
    }
  });

  it("counts a booking made on the 30th day after completion as a callback, and none a moment later", () => {
    const visit: RecordVisit = {
      id: 1,
      phone: "+919845000001",
      machine: "LG|front-load",
      status: "completed",
      completedAt: "2026-11-01T10:00:00.000Z",
      visitDays: 1,
      notHome: false,
      arrivedAt: null,
      slotEndsAt: null,
      stars: 5,
    };
    const other = (id: number, createdAt: string, extra: Partial<OtherBooking> = {}): OtherBooking => ({
      id,
      phone: visit.phone,
      machine: visit.machine,
      status: "pending",
      createdAt,
      ...extra,
    });
    expect(callbackOf(visit, [other(2, "2026-12-01T10:00:00.000Z")])?.id).toBe(2);
    expect(callbackOf(visit, [other(2, "2026-12-01T10:00:00.001Z")])).toBeNull();
    // Another machine, another phone, a cancelled booking, one made before completion: none is a callback.
    expect(callbackOf(visit, [other(3, "2026-11-05T10:00:00.000Z", { machine: "LG|top-load" })])).toBeNull();
    expect(callbackOf(visit, [other(4, "2026-11-05T10:00:00.000Z", { phone: "+919845000002" })])).toBeNull();
    expect(callbackOf(visit, [other(5, "2026-11-05T10:00:00.000Z", { status: "cancelled" })])).toBeNull();
    expect(callbackOf(visit, [other(6, "2026-10-30T10:00:00.000Z")])).toBeNull();
    const record = technicianRecord([visit], [other(2, "2026-11-20T10:00:00.000Z")]);
    expect(record).toMatchObject({ completed: 1, callbacks: 1, firstTime: 0 });
  });

  it("writes an average with one decimal in the reader's language", () => {
    expect(averageText(13 / 3, "en-IN")).toBe("4.3");
    expect(averageText(4, "hi-IN")).toBe("4.0");
  });
});
