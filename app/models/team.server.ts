// The owner's view of the team (the analytics page): per technician over a range of visit days,
// his customers' ratings, his visits, those completed first time and the callbacks (the record's
// 30-day rules, app/lib/team/record.ts), the not-at-home rate, the time from Arrived to Work
// done, the money he took and the plans sold on his visits; and every plan in force with its
// holder, next visit and end.
import { sql } from "kysely";

import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { bounds, type DayRange } from "~/models/analytics.server";
import { technicianRecords } from "~/models/technician-record.server";
import { db } from "~db/db.server";

export type TechnicianFigures = {
  technicianId: number;
  technician: string;
  /** His visits of the range (by visit day), cancelled ones left out. */
  visits: number;
  /** Completed on the only day it was visited, and no callback within 30 days (app/lib/team/record.ts). */
  firstTime: number;
  /** Completed visits followed by another booking for the same phone and machine within 30 days. */
  callbacks: number;
  /** His customers' ratings of the range's visits: their average (null with none) and count. */
  ratingAverage: number | null;
  ratingCount: number;
  /** Visits where he recorded "customer not at home". */
  notHome: number;
  /** The average minutes from Arrived to Work done on the same visit day; null when no visit has both. */
  arrivedToDoneMinutes: number | null;
  /** Payments he took (not voided), recorded within the range, in paise. */
  takenPaise: number;
  /** Plans paid for within the range on bookings of his (at the door or after). */
  plansSold: number;
};

/** One row per technician on the list, by name; a technician with nothing in the range has zeros. */
export async function teamFigures(range: DayRange): Promise<TechnicianFigures[]> {
  const { start, end } = bounds(range);
  const [technicians, visits, money, plans, records] = await Promise.all([
    db.selectFrom("technicians").select(["id", "name"]).orderBy("name").execute(),
    db
      .selectFrom("bookings")
      .select([
        "bookings.technician_id as technicianId",
        (eb) => eb.fn.countAll<number>().as("visits"),
        sql<number>`sum(case when exists (select 1 from visit_progress where visit_progress.booking_id = bookings.id and step = 'not_home') then 1 else 0 end)`.as(
          "notHome",
        ),
        sql<number | null>`avg((
          select (julianday(done.recorded_at) - julianday(arrived.recorded_at)) * 1440
          from visit_progress arrived join visit_progress done
            on done.booking_id = arrived.booking_id and done.visit_date = arrived.visit_date and done.step = 'work_done'
          where arrived.booking_id = bookings.id and arrived.step = 'arrived'
          order by arrived.visit_date desc limit 1))`.as("arrivedToDone"),
      ])
      .where("bookings.technician_id", "is not", null)
      .where("bookings.visit_date", ">=", range.from)
      .where("bookings.visit_date", "<=", range.to)
      .where("bookings.status", "!=", "cancelled")
      .groupBy("bookings.technician_id")
      .execute(),
    db
      .selectFrom("payments")
      .select(["technician_id as technicianId", (eb) => eb.fn.sum<number>("amount_paise").as("taken")])
      .where("technician_id", "is not", null)
      .where("voided_at", "is", null)
      .where("recorded_at", ">=", start)
      .where("recorded_at", "<", end)
      .groupBy("technician_id")
      .execute(),
    db
      .selectFrom("customer_plans")
      .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
      .select(["bookings.technician_id as technicianId", (eb) => eb.fn.countAll<number>().as("sold")])
      .where("bookings.technician_id", "is not", null)
      .where("customer_plans.status", "!=", "cancelled")
      .where("customer_plans.paid_at", ">=", start)
      .where("customer_plans.paid_at", "<", end)
      .groupBy("bookings.technician_id")
      .execute(),
    technicianRecords(range),
  ]);
  return technicians.map(({ id, name }) => {
    const visit = visits.find((row) => row.technicianId === id);
    const minutes = visit?.arrivedToDone;
    const record = records.get(id);
    return {
      technicianId: id,
      technician: name,
      visits: Number(visit?.visits ?? 0),
      firstTime: record?.firstTime ?? 0,
      callbacks: record?.callbacks ?? 0,
      ratingAverage: record?.ratings.average ?? null,
      ratingCount: record?.ratings.count ?? 0,
      notHome: Number(visit?.notHome ?? 0),
      arrivedToDoneMinutes: minutes === null || minutes === undefined ? null : Math.round(Number(minutes)),
      takenPaise: Number(money.find((row) => row.technicianId === id)?.taken ?? 0),
      plansSold: Number(plans.find((row) => row.technicianId === id)?.sold ?? 0),
    };
  });
}

export type PlanHolder = {
  id: number;
  bookingId: number;
  holder: string;
  plan: string;
  /** The first preventive visit not yet done or missed; null when none is left. */
  nextVisit: string | null;
  endsOn: string;
};

/** Every plan in force today (active, not ended), the soonest to end first. */
export async function planHolders(now: Date = clock.now()): Promise<PlanHolder[]> {
  const today = istDateString(now);
  const rows = await db
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select([
      "customer_plans.id",
      "customer_plans.booking_id as bookingId",
      "bookings.name as holder",
      "customer_plans.name as plan",
      "customer_plans.ends_on as endsOn",
      sql<string | null>`(select min(due_on) from plan_visits where customer_plan_id = customer_plans.id and state in ('due', 'booked'))`.as("nextVisit"),
    ])
    .where("customer_plans.status", "=", "active")
    .where("bookings.erased_at", "is", null)
    .where("customer_plans.starts_on", "<=", today)
    .where("customer_plans.ends_on", ">=", today)
    .orderBy("customer_plans.ends_on")
    .orderBy("customer_plans.id")
    .execute();
  return rows.map((row) => ({ ...row, endsOn: row.endsOn ?? today }));
}
