// Maintenance plans (issue 43): the plans the owner defines (Form Settings → Plans), a plan sold
// on a booking (at the door as a line of its bill, started when the bill is paid; or bought on the
// customer's page and paid on its own by UPI, started when staff record the payment), its visits
// spread evenly over the term (app/lib/plans/plan.ts), the visits due for the board, the renewal,
// and the owner's figures. Which booking a plan covers, by proof: app/models/plan-cover.server.ts. Every change by staff is audited in its transaction.
import type { ExpressionBuilder, Kysely } from "kysely";
import { sql } from "kysely";

import { env } from "~/env.server";
import { rupees } from "~/lib/billing/bill";
import { newBookingToken } from "~/lib/booking/reference.server";
import { LANGUAGES, type Locale, localePath } from "~/lib/i18n/locales";
import {
  coveredPartsList,
  DEFAULT_MISSED_AFTER_DAYS,
  planEnd,
  RENEWAL_REMINDER_DAYS,
  renewalReminderDays,
  renewalStart,
  VISIT_DUE_WINDOW_DAYS,
  visitDays,
} from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatIstDate, istDateString } from "~/lib/time/ist";
import { type Actor, recordAudit } from "~/models/audit.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { planOfBooking } from "~/models/plan-cover.server";
import type { AddResult } from "~/models/settings.server";
import { utrHolder, utrPaidPlan, utrTakenMessage } from "~/models/upi-references.server";
import { db, transaction } from "~db/db.server";
import type { CustomerPlanStatus, Database } from "~db/schema";

// ---- The plans the owner defines ----

export type Plan = {
  id: number;
  name: string;
  price_paise: number;
  months: number;
  visits: number;
  covers_labour: number;
  covered_parts: string;
  parts_discount_percent: number;
  terms_en: string;
  terms_kn: string;
  terms_hi: string;
  on_sale: number;
};

const PLAN_COLUMNS = [
  "id",
  "name",
  "price_paise",
  "months",
  "visits",
  "covers_labour",
  "covered_parts",
  "parts_discount_percent",
  "terms_en",
  "terms_kn",
  "terms_hi",
  "on_sale",
] as const;

/** Every plan, on sale first, then by name. */
export async function listPlans(): Promise<Plan[]> {
  return db.selectFrom("plans").select(PLAN_COLUMNS).orderBy("on_sale", "desc").orderBy("name").execute();
}

export async function plansOnSale(trx: Kysely<Database> = db): Promise<Plan[]> {
  return trx.selectFrom("plans").select(PLAN_COLUMNS).where("on_sale", "=", 1).orderBy("price_paise").execute();
}

export type NewPlan = Omit<Plan, "id" | "on_sale">;

export async function addPlan(plan: NewPlan, trx: Kysely<Database> = db, now: Date = clock.now()): Promise<AddResult> {
  const taken = await trx.selectFrom("plans").select("id").where("name", "=", plan.name).executeTakeFirst();
  if (taken) return { ok: false, duplicate: true };
  const row = await trx
    .insertInto("plans")
    .values({ ...plan, created_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.id };
}

/** Off sale (or back on): plans already sold keep their terms. Answers the plan's name, null when there is none. */
export async function setPlanOnSale(id: number, onSale: boolean, trx: Kysely<Database> = db): Promise<string | null> {
  const row = await trx
    .updateTable("plans")
    .set({ on_sale: onSale ? 1 : 0 })
    .where("id", "=", id)
    .returning("name")
    .executeTakeFirst();
  return row?.name ?? null;
}

// ---- A plan sold ----

export type CustomerPlan = {
  id: number;
  token: string;
  bookingId: number;
  name: string;
  pricePaise: number;
  months: number;
  visits: number;
  coversLabour: boolean;
  coveredParts: string[];
  partsDiscountPercent: number;
  status: CustomerPlanStatus;
  soldAs: "bill" | "own";
  brand: string;
  machineType: string;
  serial: string;
  startsOn: string | null;
  endsOn: string | null;
  paidAt: string | null;
  renewsId: number | null;
  visitList: { seq: number; dueOn: string; state: "due" | "booked" | "done" | "missed" }[];
};

type CustomerPlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>["execute"]>>[number];

async function withVisits(rows: CustomerPlanRow[], trx: Kysely<Database> = db): Promise<CustomerPlan[]> {
  if (!rows.length) return [];
  const visits = await trx
    .selectFrom("plan_visits")
    .select(["customer_plan_id", "seq", "due_on", "state"])
    .where(
      "customer_plan_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("seq")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    token: row.token,
    bookingId: row.booking_id,
    name: row.name,
    pricePaise: row.price_paise,
    months: row.months,
    visits: row.visits,
    coversLabour: row.covers_labour === 1,
    coveredParts: coveredPartsList(row.covered_parts),
    partsDiscountPercent: row.parts_discount_percent,
    status: row.status,
    soldAs: row.sold_as,
    brand: row.brand,
    machineType: row.machine_type,
    serial: row.serial,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    paidAt: row.paid_at,
    renewsId: row.renews_id,
    visitList: visits.filter((visit) => visit.customer_plan_id === row.id).map((visit) => ({ seq: visit.seq, dueOn: visit.due_on, state: visit.state })),
  }));
}

function selectPlans(trx: Kysely<Database> = db) {
  return trx
    .selectFrom("customer_plans")
    .select([
      "id",
      "token",
      "booking_id",
      "name",
      "price_paise",
      "months",
      "visits",
      "covers_labour",
      "covered_parts",
      "parts_discount_percent",
      "status",
      "sold_as",
      "brand",
      "machine_type",
      "serial",
      "starts_on",
      "ends_on",
      "paid_at",
      "renews_id",
      "phone",
    ]);
}

/** The plans sold (or asked for) on a booking, newest first. */
export async function plansOfBooking(bookingId: number, trx: Kysely<Database> = db): Promise<CustomerPlan[]> {
  return withVisits(await selectPlans(trx).where("booking_id", "=", bookingId).where("status", "!=", "cancelled").orderBy("id", "desc").execute(), trx);
}

/** A plan by its customer's link (/plan/<token>). */
export async function customerPlanByToken(
  token: string,
): Promise<(CustomerPlan & { renewal: CustomerPlan | null; terms: { terms_en: string; terms_kn: string; terms_hi: string } }) | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const [plan] = await withVisits(await selectPlans().where("token", "=", token).execute());
  if (!plan) return undefined;
  const [renewal] = await withVisits(await selectPlans().where("renews_id", "=", plan.id).where("status", "!=", "cancelled").execute());
  const terms = await db
    .selectFrom("customer_plans")
    .innerJoin("plans", "plans.id", "customer_plans.plan_id")
    .select(["plans.terms_en", "plans.terms_kn", "plans.terms_hi"])
    .where("customer_plans.id", "=", plan.id)
    .executeTakeFirstOrThrow();
  return { ...plan, renewal: renewal ?? null, terms };
}

/** The customer writes their machine's serial number (from its label) on their plan's page. */
export async function setPlanSerial(token: string, serial: string): Promise<boolean> {
  const updated = await db.updateTable("customer_plans").set({ serial }).where("token", "=", token).where("status", "!=", "cancelled").executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** The machine a plan covers, from the booking it is sold on. */
async function bookingForSale(trx: Kysely<Database>, bookingId: number) {
  return trx
    .selectFrom("bookings")
    .select(["id", "reference", "phone", "brand", "machine_type", "status", "erased_at"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
}

async function newCustomerPlan(
  trx: Kysely<Database>,
  plan: Plan,
  booking: { id: number; phone: string; brand: string; machine_type: string },
  soldAs: "bill" | "own",
  by: string,
  now: Date,
  renews: number | null = null,
): Promise<number> {
  const existing = await trx
    .selectFrom("customer_plans")
    .select(["id", "sold_as", "renews_id"])
    .where("booking_id", "=", booking.id)
    .where("plan_id", "=", plan.id)
    .where("status", "=", "awaiting-payment")
    .executeTakeFirst();
  // Asked for again (a second tap): the same plan. Asked for another way (a renewal, a sale on the bill): the older request gives way.
  if (existing && existing.sold_as === soldAs && existing.renews_id === renews) return existing.id;
  if (existing) await trx.updateTable("customer_plans").set({ status: "cancelled", bill_item_id: null }).where("id", "=", existing.id).execute();
  const row = await trx
    .insertInto("customer_plans")
    .values({
      plan_id: plan.id,
      token: newBookingToken(),
      booking_id: booking.id,
      phone: booking.phone,
      brand: booking.brand,
      machine_type: booking.machine_type,
      sold_as: soldAs,
      name: plan.name,
      price_paise: plan.price_paise,
      months: plan.months,
      visits: plan.visits,
      covers_labour: plan.covers_labour,
      covered_parts: plan.covered_parts,
      parts_discount_percent: plan.parts_discount_percent,
      renews_id: renews,
      created_at: now.toISOString(),
      created_by: by,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export type SaleOutcome = { status: "done"; planId: number } | { status: "refused"; message: string };

/** The customer asks for a plan on their completed booking's page: it waits for its payment (UPI), and starts when staff record it. */
export async function requestPlanOnline(
  bookingId: number,
  planId: number,
  { actor, now = clock.now() }: { actor?: Actor; now?: Date } = {},
): Promise<SaleOutcome> {
  return transaction(async (trx) => {
    const booking = await bookingForSale(trx, bookingId);
    const plan = (await plansOnSale(trx)).find((candidate) => candidate.id === planId);
    if (!booking || booking.erased_at || booking.status !== "completed" || !plan) return { status: "refused", message: "closed" };
    // Not a second plan over one in force for the machine (the page offers none then).
    if (await planOfBooking(booking.id, now, trx)) return { status: "refused", message: "closed" };
    const id = await newCustomerPlan(trx, plan, booking, "own", actor?.email ?? "Customer (booking page)", now);
    if (actor)
      await recordAudit(
        actor,
        { action: "plan-requested", detail: `Booking ${booking.reference}: ${plan.name}, ${rupees(plan.price_paise)}`, bookingId },
        trx,
        now,
      );
    return { status: "done", planId: id };
  });
}

/**
 * Sold at the door: the plan is a line of the booking's bill (a service, under the business's SAC,
 * in the books like any other line) and starts when the bill is paid in full.
 */
export async function addPlanToBill(bookingId: number, planId: number, actor: Actor, now: Date = clock.now()): Promise<SaleOutcome> {
  return transaction(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["id", "reference", "phone", "brand", "machine_type", "status", "erased_at", "bill_issued_at"])
      .where("id", "=", bookingId)
      .executeTakeFirst();
    const plan = (await plansOnSale(trx)).find((candidate) => candidate.id === planId);
    if (!booking || booking.erased_at || !plan) return { status: "refused", message: "That plan is no longer on sale." };
    if (booking.bill_issued_at) return { status: "refused", message: "The bill is issued: sell the plan on its own, paid by UPI, from the booking's page." };
    const already = await trx
      .selectFrom("customer_plans")
      .select("id")
      .where("booking_id", "=", bookingId)
      .where("plan_id", "=", planId)
      .where("status", "=", "awaiting-payment")
      .executeTakeFirst();
    if (already) return { status: "refused", message: "This plan is already on the bill." };
    const id = await newCustomerPlan(trx, plan, booking, "bill", actor.email, now);
    const line = await trx
      .insertInto("bill_items")
      .values({ booking_id: bookingId, description: planLine(plan), quantity: 1, unit_paise: plan.price_paise, kind: "service", hsn: "" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("customer_plans").set({ bill_item_id: line.id }).where("id", "=", id).execute();
    await recordAudit(
      actor,
      { action: "plan-sold", detail: `Booking ${booking.reference}: ${plan.name}, ${rupees(plan.price_paise)} on the bill`, bookingId },
      trx,
      now,
    );
    return { status: "done", planId: id };
  });
}

/** A plan's line on a bill and its invoice. */
function planLine(plan: Pick<Plan, "name" | "months" | "visits">): string {
  return `Maintenance plan: ${plan.name} (${plan.months} months, ${plan.visits} preventive visit${plan.visits === 1 ? "" : "s"})`;
}

/** Starts a plan once its payment is in: its term from today (a renewal: from the day the plan it renews ends) and its visits. */
async function activate(trx: Kysely<Database>, customerPlanId: number, payment: { method: string; reference: string }, now: Date): Promise<boolean> {
  const plan = await trx
    .selectFrom("customer_plans")
    .select(["id", "months", "visits", "renews_id", "status"])
    .where("id", "=", customerPlanId)
    .executeTakeFirst();
  if (!plan || plan.status !== "awaiting-payment") return false;
  const renewed = plan.renews_id ? await trx.selectFrom("customer_plans").select("ends_on").where("id", "=", plan.renews_id).executeTakeFirst() : undefined;
  const today = istDateString(now);
  const start = renewed?.ends_on && renewed.ends_on > today ? renewalStart(renewed.ends_on) : today;
  const updated = await trx
    .updateTable("customer_plans")
    .set({
      status: "active",
      starts_on: start,
      ends_on: planEnd(start, plan.months),
      paid_at: now.toISOString(),
      payment_method: payment.method,
      payment_reference: payment.reference,
    })
    .where("id", "=", plan.id)
    .where("status", "=", "awaiting-payment")
    .executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) return false;
  const days = visitDays(start, plan.months, plan.visits);
  await trx
    .insertInto("plan_visits")
    .values(days.map((due_on, index) => ({ customer_plan_id: plan.id, seq: index + 1, due_on })))
    .execute();
  return true;
}

/** The booking's bill is paid in full: the plans sold on it at the door start (in the payment's transaction). */
export async function startPlansPaidOnBill(trx: Kysely<Database>, bookingId: number, now: Date): Promise<void> {
  const waiting = await trx
    .selectFrom("customer_plans")
    .select("id")
    .where("booking_id", "=", bookingId)
    .where("sold_as", "=", "bill")
    .where("status", "=", "awaiting-payment")
    // Only a plan whose line is still on the bill: it was paid with it.
    .where("bill_item_id", "is not", null)
    .execute();
  for (const { id } of waiting) await activate(trx, id, { method: "bill", reference: "" }, now);
}

/** The bill line of a plan sold at the door is removed before the bill is paid: the plan waiting for it is cancelled. */
export async function cancelPlanOfBillItem(trx: Kysely<Database>, billItemId: number): Promise<void> {
  await trx
    .updateTable("customer_plans")
    .set({ status: "cancelled", bill_item_id: null })
    .where("bill_item_id", "=", billItemId)
    .where("status", "=", "awaiting-payment")
    .execute();
}

export type PlanPaymentOutcome = "started" | "already" | "not-found" | { utrTaken: string };

/** Staff record a plan's own payment (UPI, cash or card, with its reference), once: the plan starts. */
export async function recordPlanPayment(
  customerPlanId: number,
  bookingId: number,
  payment: { method: "upi" | "cash" | "card"; reference: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<PlanPaymentOutcome> {
  return transaction(async (trx) => {
    const plan = await trx
      .selectFrom("customer_plans")
      .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
      .select([
        "customer_plans.id",
        "customer_plans.name",
        "customer_plans.price_paise",
        "customer_plans.sold_as",
        "customer_plans.status",
        "bookings.reference",
      ])
      .where("customer_plans.id", "=", customerPlanId)
      .where("customer_plans.booking_id", "=", bookingId)
      .executeTakeFirst();
    if (!plan || plan.sold_as !== "own") return "not-found";
    if (plan.status !== "awaiting-payment") return "already";
    // One UPI payment pays one bill or one plan, once.
    const utr = payment.method === "upi" ? payment.reference : "";
    const holder = utr ? ((await utrHolder(utr, trx)) ?? (await utrPaidPlan(utr, trx))) : undefined;
    if (holder) return { utrTaken: utrTakenMessage(utr, holder) };
    if (!(await activate(trx, plan.id, payment, now))) return "already";
    await recordAudit(
      actor,
      {
        action: "plan-paid",
        detail: `Booking ${plan.reference}: ${plan.name}, ${rupees(plan.price_paise)} by ${payment.method}`,
        note: payment.reference,
        bookingId,
      },
      trx,
      now,
    );
    return "started";
  });
}

/** The owner cancels a plan (a refund, if any, is recorded and paid back outside it): its visits still due go. */
export async function cancelPlan(customerPlanId: number, bookingId: number, reason: string, actor: Actor, now: Date = clock.now()): Promise<boolean> {
  return transaction(async (trx) => {
    const plan = await trx
      .updateTable("customer_plans")
      .set({ status: "cancelled" })
      .where("id", "=", customerPlanId)
      .where("booking_id", "=", bookingId)
      .where("status", "!=", "cancelled")
      .returning(["name"])
      .executeTakeFirst();
    if (!plan) return false;
    await trx.deleteFrom("plan_visits").where("customer_plan_id", "=", customerPlanId).where("state", "=", "due").execute();
    await recordAudit(actor, { action: "plan-cancelled", detail: plan.name, note: reason, bookingId }, trx, now);
    return true;
  });
}

/** Renewing from the customer's plan page: a new plan of the same terms, starting the day this one ends once paid. */
export async function requestRenewal(token: string, now: Date = clock.now()): Promise<SaleOutcome> {
  return transaction(async (trx) => {
    const current = await trx.selectFrom("customer_plans").selectAll().where("token", "=", token).executeTakeFirst();
    if (!current || current.status !== "active" || !current.ends_on) return { status: "refused", message: "closed" };
    // From 30 days before the end, as the page offers it.
    if (istDateString(now) < addDays(current.ends_on, -Math.max(...RENEWAL_REMINDER_DAYS))) return { status: "refused", message: "closed" };
    const existing = await trx
      .selectFrom("customer_plans")
      .select("id")
      .where("renews_id", "=", current.id)
      .where("status", "!=", "cancelled")
      .executeTakeFirst();
    if (existing) return { status: "done", planId: existing.id };
    const plan = await trx.selectFrom("plans").select(PLAN_COLUMNS).where("id", "=", current.plan_id).executeTakeFirst();
    if (!plan) return { status: "refused", message: "closed" };
    // The terms as they are now (the owner may have changed the price), for the same machine.
    const id = await newCustomerPlan(
      trx,
      { ...plan },
      { id: current.booking_id, phone: current.phone, brand: current.brand, machine_type: current.machine_type },
      "own",
      "Customer (plan page)",
      now,
      current.id,
    );
    return { status: "done", planId: id };
  });
}

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
