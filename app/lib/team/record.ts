// A technician's record over a range of visit days, computed from his visits (pure: the model
// reads the rows, app/models/technician-record.server.ts; a property test checks the rules,
// tests/unit/technician-record.test.ts). The 30-day rules:
// - a callback: another booking (not cancelled) from the same phone for the same machine (brand
//   and kind), made after the visit was completed and within 30 days of it;
// - completed first time: completed, visited on one day only, and no callback.
// Each figure keeps the bookings behind it, so the page links every number to its visits.

const CALLBACK_DAYS = 30;
const CALLBACK_MS = CALLBACK_DAYS * 24 * 60 * 60 * 1000;

/** A visit of his in the range (cancelled ones left out by the model). */
export type RecordVisit = {
  id: number;
  phone: string;
  /** The machine as the booking names it: brand and kind ("LG|front-load"). */
  machine: string;
  status: string;
  /** UTC ISO-8601 when it was completed; null when not. */
  completedAt: string | null;
  /** The distinct days a step was recorded on it. */
  visitDays: number;
  notHome: boolean;
  /** His Arrived on the visit's day, and when the slot he was promised for ended (UTC ISO-8601); null when not recorded or no slot. */
  arrivedAt: string | null;
  slotEndsAt: string | null;
  /** The customer's rating of it, when given and his. */
  stars: number | null;
};

/** Another booking that could be a callback: any booking of the same phones, whoever's. */
export type OtherBooking = { id: number; phone: string; machine: string; status: string; createdAt: string };

/** Money he took (a payment, in paise) and plans sold on a booking of his, each on its booking. */
export type OnBooking = { bookingId: number; paise?: number };

const FIGURES = ["ratings", "visits", "firstTime", "callbacks", "notHome", "onTime", "money", "plans"] as const;
export type Figure = (typeof FIGURES)[number];

export const isFigure = (value: string | null): value is Figure => (FIGURES as readonly string[]).includes(value ?? "");

export type TechnicianRecord = {
  visits: number;
  ratings: { count: number; average: number | null; distribution: [number, number, number, number, number] };
  firstTime: number;
  /** The completed visits (the whole the first-time and callback shares are of). */
  completed: number;
  callbacks: number;
  notHome: number;
  /** Arrived before the slot's end, of the visits where Arrived was recorded within a slot. */
  onTime: { part: number; whole: number };
  takenPaise: number;
  plansSold: number;
  /** The bookings behind each figure. */
  behind: Record<Figure, number[]>;
};

/** The callback of a completed visit: the first other booking of the same phone and machine within 30 days after completion; null when none. */
export function callbackOf(visit: RecordVisit, others: readonly OtherBooking[]): OtherBooking | null {
  if (visit.status !== "completed" || visit.completedAt === null) return null;
  const done = Date.parse(visit.completedAt);
  const found = others
    .filter((other) => other.id !== visit.id && other.status !== "cancelled" && other.phone === visit.phone && other.machine === visit.machine)
    .filter((other) => {
      const at = Date.parse(other.createdAt);
      return at > done && at <= done + CALLBACK_MS;
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return found[0] ?? null;
}

export function technicianRecord(
  visits: readonly RecordVisit[],
  others: readonly OtherBooking[],
  money: readonly OnBooking[] = [],
  plans: readonly OnBooking[] = [],
): TechnicianRecord {
  const behind: Record<Figure, number[]> = { ratings: [], visits: [], firstTime: [], callbacks: [], notHome: [], onTime: [], money: [], plans: [] };
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let starsTotal = 0;
  let completed = 0;
  let arrivals = 0;
  for (const visit of visits) {
    behind.visits.push(visit.id);
    if (visit.stars !== null && visit.stars >= 1 && visit.stars <= 5) {
      behind.ratings.push(visit.id);
      distribution[visit.stars - 1] = (distribution[visit.stars - 1] ?? 0) + 1;
      starsTotal += visit.stars;
    }
    if (visit.notHome) behind.notHome.push(visit.id);
    if (visit.arrivedAt !== null && visit.slotEndsAt !== null) {
      arrivals += 1;
      if (Date.parse(visit.arrivedAt) < Date.parse(visit.slotEndsAt)) behind.onTime.push(visit.id);
    }
    if (visit.status !== "completed") continue;
    completed += 1;
    if (callbackOf(visit, others)) behind.callbacks.push(visit.id);
    else if (visit.visitDays <= 1) behind.firstTime.push(visit.id);
  }
  const count = behind.ratings.length;
  const unique = (rows: readonly OnBooking[]) => [...new Set(rows.map((row) => row.bookingId))];
  behind.money = unique(money);
  behind.plans = unique(plans);
  return {
    visits: visits.length,
    ratings: { count, average: count ? starsTotal / count : null, distribution },
    firstTime: behind.firstTime.length,
    completed,
    callbacks: behind.callbacks.length,
    notHome: behind.notHome.length,
    onTime: { part: behind.onTime.length, whole: arrivals },
    takenPaise: money.reduce((sum, row) => sum + (row.paise ?? 0), 0),
    plansSold: plans.length,
    behind,
  };
}

/** An average of stars as people read it: one decimal. */
export const averageText = (average: number, tag: string) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(average * 10) / 10);
