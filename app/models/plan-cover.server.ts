// Which maintenance plan a booking is under, by proof (docs/decisions/0018-identity-by-proof.md):
// the plan sold on the booking, the plan whose own page it was booked from ("Book a plan visit"),
// or the plan staff linked it to after they called the holder. A booking that merely carries the
// plan holder's phone number is never under the plan: staff see "same phone as plan holder" and
// decide. A renewal carries the booking on: the plan in force is the newest of its chain.
import type { Kysely } from "kysely";

import { done, type Outcome, refused } from "~/lib/outcome";
import { coveredPartsList, inForce, type PlanCover } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { type Actor, recordAudit } from "~/models/audit.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

export type PlanInForce = PlanCover & { id: number; token: string; endsOn: string };

const COVER_COLUMNS = [
  "id",
  "token",
  "name",
  "status",
  "starts_on",
  "ends_on",
  "covers_labour",
  "covered_parts",
  "parts_discount_percent",
  "renews_id",
] as const;

/** The plans a booking is tied to by proof, with their renewals, newest ending first. */
async function plansTiedTo(trx: Kysely<Database>, bookingId: number) {
  const booking = await trx.selectFrom("bookings").select(["customer_plan_id", "erased_at"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking || booking.erased_at) return [];
  const rows = await trx
    .selectFrom("customer_plans")
    .select(COVER_COLUMNS)
    .where((eb) => eb.or([eb("booking_id", "=", bookingId), ...(booking.customer_plan_id ? [eb("id", "=", booking.customer_plan_id)] : [])]))
    .execute();
  // A renewal continues the plan without a gap: follow the chain (a few links at most).
  const seen = new Set(rows.map((row) => row.id));
  for (let next = [...seen]; next.length;) {
    const renewals = await trx.selectFrom("customer_plans").select(COVER_COLUMNS).where("renews_id", "in", next).execute();
    next = [];
    for (const row of renewals)
      if (!seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
        next.push(row.id);
      }
  }
  return rows.sort((a, b) => (b.ends_on ?? "").localeCompare(a.ends_on ?? ""));
}

function cover(row: {
  id: number;
  token: string;
  name: string;
  ends_on: string | null;
  covers_labour: number;
  covered_parts: string;
  parts_discount_percent: number;
}): PlanInForce {
  return {
    id: row.id,
    token: row.token,
    name: row.name,
    endsOn: row.ends_on!,
    coversLabour: row.covers_labour === 1,
    coveredParts: coveredPartsList(row.covered_parts),
    partsDiscountPercent: row.parts_discount_percent,
  };
}

/** The plan in force on the clock's today that this booking is under, by proof; none for a booking that only shares a phone. */
export async function planOfBooking(bookingId: number, now: Date = clock.now(), trx: Kysely<Database> = db): Promise<PlanInForce | null> {
  const today = istDateString(now);
  const found = (await plansTiedTo(trx, bookingId)).find((row) => inForce(row, today));
  return found ? cover(found) : null;
}

/** The warranty checker's question, by a booking's reference: the plan that booking is under (sold on it, booked from it, or linked by staff). */
export async function planOfReference(reference: string, now: Date = clock.now()): Promise<PlanInForce | null> {
  const booking = await db.selectFrom("bookings").select("id").where("reference", "=", reference).where("erased_at", "is", null).executeTakeFirst();
  return booking ? planOfBooking(booking.id, now) : null;
}

/** The plan in force behind a plan's own link (its page's "Book a plan visit"), if it is in force on `today`. */
async function planInForceByToken(trx: Kysely<Database>, token: string, today: string) {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  const row = await trx.selectFrom("customer_plans").select(COVER_COLUMNS).where("token", "=", token).executeTakeFirst();
  return row && inForce(row, today) ? row : null;
}

/** A new booking made from a plan's own page is under that plan and takes up its next due visit. Answers whether it was. */
export async function bookUnderPlan(trx: Kysely<Database>, bookingId: number, planToken: string, now: Date): Promise<boolean> {
  const plan = await planInForceByToken(trx, planToken, istDateString(now));
  if (!plan) return false;
  await trx.updateTable("bookings").set({ customer_plan_id: plan.id }).where("id", "=", bookingId).execute();
  await takeUpPlanVisit(trx, bookingId, plan, now);
  return true;
}

/** A booking takes up its plan's next due visit (booked; done when the booking is completed). */
async function takeUpPlanVisit(trx: Kysely<Database>, bookingId: number, plan: { id: number }, now: Date): Promise<void> {
  const next = await trx
    .selectFrom("plan_visits")
    .select("id")
    .where("customer_plan_id", "=", plan.id)
    .where("state", "=", "due")
    .orderBy("seq")
    .executeTakeFirst();
  if (next)
    await trx.updateTable("plan_visits").set({ state: "booked", booking_id: bookingId, changed_at: now.toISOString() }).where("id", "=", next.id).execute();
}

/** The booking that took up a plan visit is completed (the visit is done) or cancelled (the visit is due again). */
export async function settlePlanVisit(trx: Kysely<Database>, bookingId: number, status: "completed" | "cancelled", now: Date): Promise<void> {
  await trx
    .updateTable("plan_visits")
    .set(status === "completed" ? { state: "done", changed_at: now.toISOString() } : { state: "due", booking_id: null, changed_at: now.toISOString() })
    .where("booking_id", "=", bookingId)
    .where("state", "=", "booked")
    .execute();
}

export type PlanHolderMatch = { id: number; name: string; holder: string; reference: string; endsOn: string };

/**
 * Plans in force held by the same phone as this booking, which it is not under: what staff see
 * as "same phone as plan holder", to link after they have called. Nothing for a booking under a plan.
 */
export async function samePhonePlans(bookingId: number, now: Date = clock.now()): Promise<PlanHolderMatch[]> {
  const booking = await db.selectFrom("bookings").select(["phone", "erased_at"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking || booking.erased_at || (await planOfBooking(bookingId, now))) return [];
  const today = istDateString(now);
  const rows = await db
    .selectFrom("customer_plans")
    .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
    .select([
      "customer_plans.id",
      "customer_plans.name",
      "customer_plans.status",
      "customer_plans.starts_on",
      "customer_plans.ends_on",
      "bookings.name as holder",
      "bookings.reference",
    ])
    .where("customer_plans.phone", "=", booking.phone)
    .where("customer_plans.status", "=", "active")
    .where("customer_plans.booking_id", "!=", bookingId)
    .execute();
  return rows
    .filter((row) => inForce(row, today))
    .map((row) => ({ id: row.id, name: row.name, holder: row.holder, reference: row.reference, endsOn: row.ends_on! }));
}

/** Done: linked now, or already under it; refused: no plan in force of this booking's phone (or the booking was erased). */
export type LinkOutcome = Outcome<"linked" | "already">;

/**
 * Staff link a booking to a plan in force after they called its holder (audited): the booking is
 * then priced under it and, while open, takes up its next due visit. Only a plan of the same phone.
 */
export async function linkBookingToPlan(bookingId: number, customerPlanId: number, actor: Actor, now: Date = clock.now()): Promise<LinkOutcome> {
  return transaction(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["id", "reference", "phone", "status", "customer_plan_id", "erased_at"])
      .where("id", "=", bookingId)
      .executeTakeFirst();
    const plan = await trx
      .selectFrom("customer_plans")
      .select(COVER_COLUMNS)
      .select(["phone", "booking_id"])
      .where("id", "=", customerPlanId)
      .executeTakeFirst();
    if (!booking || booking.erased_at || !plan || plan.phone !== booking.phone || !inForce(plan, istDateString(now))) return refused("planNotInForce");
    if (booking.customer_plan_id === plan.id || plan.booking_id === booking.id) return done("already" as const);
    await trx.updateTable("bookings").set({ customer_plan_id: plan.id }).where("id", "=", bookingId).execute();
    if (booking.status === "pending" || booking.status === "confirmed") await takeUpPlanVisit(trx, bookingId, plan, now);
    await recordAudit(actor, { action: "plan-linked", detail: `Booking ${booking.reference}: under plan ${plan.name} after a call`, bookingId }, trx, now);
    return done("linked" as const);
  });
}
