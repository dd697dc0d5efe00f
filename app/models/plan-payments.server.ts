// A maintenance plan's payment and life: started once its payment is in (on its bill, or on its
// own), stopped with its bill's line, cancelled by the owner, renewed from its page.
import type { Kysely } from "kysely";

import { rupees } from "~/lib/billing/bill";
import { done, type Outcome, refused } from "~/lib/outcome";
import { planEnd, RENEWAL_REMINDER_DAYS, renewalStart, visitDays } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { addDays, istDateString } from "~/lib/time/ist";
import { type Actor, recordAudit } from "~/models/audit.server";
import { issuePlanInvoice } from "~/models/plan-invoices.server";
import { newCustomerPlan, PLAN_COLUMNS, type SaleOutcome } from "~/models/plans.server";
import { utrHolder, utrPaidPlan, utrTaken } from "~/models/upi-references.server";
import { transaction } from "~db/db.server";
import type { Database } from "~db/schema";

/** Starts a plan once its payment is in: its term from today (a renewal: from the day the plan it renews ends) and its visits. */
export async function activate(trx: Kysely<Database>, customerPlanId: number, payment: { method: string; reference: string }, now: Date): Promise<boolean> {
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

/** A plan's own payment: started; no such plan waiting on the booking; or refused (already paid, a UTR taken). */
export type PlanPaymentOutcome = Outcome<undefined, "reference"> | { status: "not-found" };

/** Staff record a plan's own payment (UPI, cash or card, with its reference), once: the plan starts, with its own tax invoice. */
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
    if (!plan || plan.sold_as !== "own") return { status: "not-found" };
    if (plan.status !== "awaiting-payment") return refused("planAlreadyPaid");
    // One UPI payment pays one bill or one plan, once.
    const utr = payment.method === "upi" ? payment.reference : "";
    const holder = utr ? ((await utrHolder(utr, trx)) ?? (await utrPaidPlan(utr, trx))) : undefined;
    if (holder) return utrTaken(utr, holder);
    if (!(await activate(trx, plan.id, payment, now))) return refused("planAlreadyPaid");
    // Money received is invoiced: the plan's own tax invoice, in this transaction.
    const number = await issuePlanInvoice(trx, plan.id, now);
    await recordAudit(
      actor,
      {
        action: "plan-paid",
        detail: `Booking ${plan.reference}: ${plan.name}, ${rupees(plan.price_paise)} by ${payment.method}, invoice ${number}`,
        note: payment.reference,
        bookingId,
      },
      trx,
      now,
    );
    return done();
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
    if (!current || current.status !== "active" || !current.ends_on) return refused("planClosed");
    // From 30 days before the end, as the page offers it.
    if (istDateString(now) < addDays(current.ends_on, -Math.max(...RENEWAL_REMINDER_DAYS))) return refused("planClosed");
    const existing = await trx
      .selectFrom("customer_plans")
      .select("id")
      .where("renews_id", "=", current.id)
      .where("status", "!=", "cancelled")
      .executeTakeFirst();
    if (existing) return done(existing.id);
    const plan = await trx.selectFrom("plans").select(PLAN_COLUMNS).where("id", "=", current.plan_id).executeTakeFirst();
    if (!plan) return refused("planClosed");
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
    return done(id);
  });
}
