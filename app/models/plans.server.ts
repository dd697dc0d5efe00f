// Maintenance plans: the plans the owner defines (Form Settings → Plans) and a plan sold on a
// booking (at the door as a line of its bill; or bought on the customer's page and paid on its own
// by UPI). Its payment, start, cancelling and renewal: plan-payments.server.ts; its visits due, the
// reminders and the owner's figures: plan-visits.server.ts. Which booking a plan covers, by proof:
// app/models/plan-cover.server.ts. Every change by staff is audited in its transaction.
import type { Kysely } from "kysely";

import { CUSTOMER_PAGE_ACTOR } from "~/lib/audit/actions";
import { rupees } from "~/lib/billing/bill";
import { noteColumns } from "~/lib/billing/line-note";
import { newBookingToken } from "~/lib/booking/reference.server";
import { done, type LineNote, type Outcome, refused } from "~/lib/outcome";
import { coveredPartsList } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { planOfBooking } from "~/models/plan-cover.server";
import type { AddResult } from "~/models/settings.server";
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

export const PLAN_COLUMNS = [
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
  if (taken) return refused("planTaken", { field: "name", values: { name: plan.name } });
  const row = await trx
    .insertInto("plans")
    .values({ ...plan, created_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return done(row.id);
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

export async function newCustomerPlan(
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

/** A plan sold or asked for: done, with the customer plan's id; or refused (planClosed: the page no longer offers it). */
export type SaleOutcome = Outcome<number>;

/** The customer asks for a plan on their completed booking's page: it waits for its payment (UPI), and starts when staff record it. */
export async function requestPlanOnline(
  bookingId: number,
  planId: number,
  { actor, now = clock.now() }: { actor?: Actor; now?: Date } = {},
): Promise<SaleOutcome> {
  return transaction(async (trx) => {
    const booking = await bookingForSale(trx, bookingId);
    const plan = (await plansOnSale(trx)).find((candidate) => candidate.id === planId);
    if (!booking || booking.erased_at || booking.status !== "completed" || !plan) return refused("planClosed");
    // Not a second plan over one in force for the machine (the page offers none then).
    if (await planOfBooking(booking.id, now, trx)) return refused("planClosed");
    const id = await newCustomerPlan(trx, plan, booking, "own", actor?.email ?? CUSTOMER_PAGE_ACTOR, now);
    if (actor)
      await recordAudit(
        actor,
        { action: "plan-requested", detail: `Booking ${booking.reference}: ${plan.name}, ${rupees(plan.price_paise)}`, bookingId },
        trx,
        now,
      );
    return done(id);
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
    if (!booking || booking.erased_at || !plan) return refused("planOffSale");
    if (booking.bill_issued_at) return refused("planBillIssued");
    const already = await trx
      .selectFrom("customer_plans")
      .select("id")
      .where("booking_id", "=", bookingId)
      .where("plan_id", "=", planId)
      .where("status", "=", "awaiting-payment")
      .executeTakeFirst();
    if (already) return refused("planOnBill");
    const id = await newCustomerPlan(trx, plan, booking, "bill", actor.email, now);
    const line = await trx
      .insertInto("bill_items")
      .values({
        booking_id: bookingId,
        description: plan.name,
        quantity: 1,
        unit_paise: plan.price_paise,
        kind: "service",
        hsn: "",
        ...noteColumns(planLine(plan)),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("customer_plans").set({ bill_item_id: line.id }).where("id", "=", id).execute();
    await recordAudit(
      actor,
      { action: "plan-sold", detail: `Booking ${booking.reference}: ${plan.name}, ${rupees(plan.price_paise)} on the bill`, bookingId },
      trx,
      now,
    );
    return done(id);
  });
}

/** A plan's line on a bill and its invoice: the plan's name, with its note ("Maintenance plan: … (12 months, 2 preventive visits)") said where it is shown. */
export function planLine(plan: Pick<Plan, "months" | "visits">): LineNote {
  return { code: plan.visits === 1 ? "planOneVisit" : "plan", values: { months: plan.months, visits: plan.visits } };
}
