// A maintenance plan's visits due (the office's board), the ones missed, the customer's reminders
// of a visit and of the renewal, and the owner's figures.
import type { ExpressionBuilder } from "kysely";
import { sql } from "kysely";

import { env } from "~/env.server";
import { LANGUAGES, type Locale, localePath } from "~/lib/i18n/locales";
import { DEFAULT_MISSED_AFTER_DAYS, RENEWAL_REMINDER_DAYS, renewalReminderDays, VISIT_DUE_WINDOW_DAYS } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatIstDate, istDateString } from "~/lib/time/ist";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

/** "Not specified" and the like: a machine not said, left out where the plan's machine is shown. */
const UNSAID = new Set(["", "not specified", "not said", "other"]);

/** A plan with no renewal asked for or paid (a cancelled one does not count). */
function notRenewed(eb: ExpressionBuilder<Database, "customer_plans">) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom("customer_plans as renewal")
        .select("renewal.id")
        .whereRef("renewal.renews_id", "=", "customer_plans.id")
        .where("renewal.status", "!=", "cancelled"),
    ),
  );
}

// ---- Visits due, missed, and the owner's figures ----

export type DuePlanVisit = {
  visitId: number;
  dueOn: string;
  seq: number;
  planName: string;
  bookingId: number;
  customer: string;
  machine: string;
};

/** The plan visits falling due within the next 14 days (or overdue, not yet missed), for the office's board. */
export async function duePlanVisits(now: Date = clock.now()): Promise<DuePlanVisit[]> {
  const today = istDateString(now);
  const rows = await db
    .selectFrom("plan_visits")
    .innerJoin("customer_plans", "customer_plans.id", "plan_visits.customer_plan_id")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select([
      "plan_visits.id",
      "plan_visits.due_on",
      "plan_visits.seq",
      "customer_plans.name as planName",
      "customer_plans.brand",
      "customer_plans.machine_type",
      "bookings.id as bookingId",
      "bookings.name as customer",
    ])
    .where("plan_visits.state", "=", "due")
    .where("customer_plans.status", "=", "active")
    .where("plan_visits.due_on", "<=", addDays(today, VISIT_DUE_WINDOW_DAYS))
    .where("bookings.erased_at", "is", null)
    .orderBy("plan_visits.due_on")
    .execute();
  return rows.map((row) => ({
    visitId: row.id,
    dueOn: row.due_on,
    seq: row.seq,
    planName: row.planName,
    bookingId: row.bookingId,
    customer: row.customer,
    machine: [row.brand, row.machine_type].filter((part) => part && !UNSAID.has(part.toLowerCase())).join(" "),
  }));
}

/**
 * The plans job's day: a due visit not taken up within the owner's rule (DEFAULT_MISSED_AFTER_DAYS
 * after its day) is marked missed, not lost. Answers how many.
 */
export async function markMissedVisits(now: Date = clock.now(), afterDays = DEFAULT_MISSED_AFTER_DAYS): Promise<number> {
  const result = await db
    .updateTable("plan_visits")
    .set({ state: "missed", changed_at: now.toISOString() })
    .where("state", "=", "due")
    .where("due_on", "<", addDays(istDateString(now), -afterDays))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type PlanFigures = {
  inForce: number;
  dueForRenewal: number;
  months: { month: string; sold: number; renewed: number; revenuePaise: number }[];
};

/** The owner's figures: plans in force today, due for renewal within 30 days, and by month the plans sold, renewed and their revenue. */
export async function planFigures(range: { from: string; to: string }, now: Date = clock.now()): Promise<PlanFigures> {
  const today = istDateString(now);
  const [inForceRow, renewalRow, months] = await Promise.all([
    db
      .selectFrom("customer_plans")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "active")
      .where("starts_on", "<=", today)
      .where("ends_on", ">=", today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("customer_plans")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "active")
      .where("ends_on", ">=", today)
      .where("ends_on", "<=", addDays(today, 30))
      .where(notRenewed)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("customer_plans")
      .select([
        sql<string>`strftime('%Y-%m', paid_at, '+330 minutes')`.as("month"),
        sql<number>`sum(case when renews_id is null then 1 else 0 end)`.as("sold"),
        sql<number>`sum(case when renews_id is null then 0 else 1 end)`.as("renewed"),
        sql<number>`sum(price_paise)`.as("revenue"),
      ])
      .where("paid_at", "is not", null)
      .where("status", "!=", "cancelled")
      .where(sql<string>`date(paid_at, '+330 minutes')`, ">=", range.from)
      .where(sql<string>`date(paid_at, '+330 minutes')`, "<=", range.to)
      .groupBy("month")
      .orderBy("month")
      .execute(),
  ]);
  return {
    inForce: Number(inForceRow.n),
    dueForRenewal: Number(renewalRow.n),
    months: months.map((row) => ({ month: row.month, sold: Number(row.sold), renewed: Number(row.renewed), revenuePaise: Number(row.revenue) })),
  };
}

/**
 * The plans job's messages (through the customer's channel, once each): a visit entering its 14
 * days ("pick a day and time", with the plan's page), and the renewal 30 and 7 days before the end
 * (for a plan not renewed yet). Answers how many were queued.
 */
export async function queuePlanMessages(now: Date = clock.now()): Promise<number> {
  const today = istDateString(now);
  return transaction(async (trx) => {
    let queued = 0;
    const dayIn = (day: string) => (locale: Locale) => formatIstDate(`${day}T06:30:00Z`, LANGUAGES[locale].tag);
    const planLink = (token: string) => (locale: Locale) => `${env().SITE_URL}${localePath(locale, `/plan/${token}`)}`;
    const visits = await trx
      .selectFrom("plan_visits")
      .innerJoin("customer_plans", "customer_plans.id", "plan_visits.customer_plan_id")
      .select(["plan_visits.id", "plan_visits.due_on", "customer_plans.booking_id", "customer_plans.name", "customer_plans.token"])
      .where("plan_visits.state", "=", "due")
      .where("customer_plans.status", "=", "active")
      .where("plan_visits.due_on", ">=", today)
      .where("plan_visits.due_on", "<=", addDays(today, VISIT_DUE_WINDOW_DAYS))
      .execute();
    for (const visit of visits) {
      const sent = await queueCustomerMessage(trx, visit.booking_id, "plan-visit-due", {
        now,
        occasion: `visit-${visit.id}`,
        extra: (locale) => ({ plan: visit.name, date: dayIn(visit.due_on)(locale), planLink: planLink(visit.token)(locale) }),
      });
      if (sent) queued += 1;
    }
    const ending = await trx
      .selectFrom("customer_plans")
      .select(["id", "booking_id", "name", "token", "ends_on"])
      .where("status", "=", "active")
      .where("ends_on", ">=", today)
      .where("ends_on", "<=", addDays(today, Math.max(...RENEWAL_REMINDER_DAYS)))
      .where(notRenewed)
      .execute();
    for (const plan of ending) {
      // The nearer reminder due (30 days, then 7): each once.
      const due = renewalReminderDays(plan.ends_on!).filter((reminder) => reminder.on <= today);
      const reminder = due.at(-1);
      if (!reminder) continue;
      const sent = await queueCustomerMessage(trx, plan.booking_id, "plan-renewal", {
        now,
        occasion: `renewal-${plan.id}-${reminder.daysBefore}`,
        extra: (locale) => ({ plan: plan.name, date: dayIn(plan.ends_on!)(locale), planLink: planLink(plan.token)(locale) }),
      });
      if (sent) queued += 1;
    }
    return queued;
  });
}
