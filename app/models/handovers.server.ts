// The cash technicians take at the door and hand over at the office. What a technician
// holds is the cash he took (payments.technician_id, not voided) less what he handed over; the
// office records each handover (how much, from whom, who received it, when) once, audited, and
// never changes it.
import { type Kysely, sql } from "kysely";

import { rupees } from "~/lib/billing/bill";
import { done, money, type Outcome, refused, type Said, said } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { type Actor, recordAudit } from "~/models/audit.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

export type CashHeld = {
  technicianId: number;
  technician: string;
  /** Cash he took at the door, all time, not voided. */
  taken: number;
  handedOver: number;
  /** What he still holds: taken less handed over, never below 0. */
  held: number;
  /**
   * What he handed over beyond the cash he took (a cash payment voided after he had handed it over):
   * not a negative holding but a sum to settle between him and the office; later cash he takes nets against it.
   */
  over: number;
  /** His latest handover (not undone): how much, when (UTC ISO-8601), who received it, and whether it may still be undone (it is of today). */
  last: { id: number; amount: number; at: string; receivedBy: string; undoable: boolean } | null;
  /** The visits whose cash he still holds (coveredVisits): what his next handover covers. */
  visits: CashVisit[];
};

/** A visit's cash a technician still holds: the booking, when he took it, and how much of it is still with him. */
export type CashVisit = { bookingId: number; reference: string; at: string; amount: number };

/**
 * The visits whose cash he still holds, oldest first: his handovers settle his cash payments in
 * the order he took them, so what he handed over covers the oldest; a payment partly covered
 * shows what is left of it.
 */
export function coveredVisits(payments: readonly CashVisit[], handedOver: number): CashVisit[] {
  let covered = handedOver;
  const held: CashVisit[] = [];
  for (const payment of payments) {
    const settled = Math.min(covered, payment.amount);
    covered -= settled;
    if (payment.amount > settled) held.push({ ...payment, amount: payment.amount - settled });
  }
  return held;
}

/** Each listed technician who ever took cash, with what he holds now, most held first. */
export async function cashHeld(now: Date = clock.now()): Promise<CashHeld[]> {
  const rows = await db
    .selectFrom("technicians")
    .select(["technicians.id", "technicians.name"])
    .select((eb) => [
      eb
        .selectFrom("payments")
        .select(sql<number>`coalesce(sum(amount_paise), 0)`.as("sum"))
        .whereRef("payments.technician_id", "=", "technicians.id")
        .where("payments.method", "=", "cash")
        .where("payments.voided_at", "is", null)
        .as("taken"),
      eb
        .selectFrom("cash_handovers")
        .select(sql<number>`coalesce(sum(amount_paise), 0)`.as("sum"))
        .whereRef("cash_handovers.technician_id", "=", "technicians.id")
        .where("cash_handovers.undone_at", "is", null)
        .as("handedOver"),
    ])
    .execute();
  const last = await db
    .selectFrom("cash_handovers")
    .select(["id", "technician_id", "amount_paise", "recorded_at", "received_by"])
    .where(
      "id",
      "in",
      db
        .selectFrom("cash_handovers")
        .select((eb) => eb.fn.max("id").as("id"))
        .where("undone_at", "is", null)
        .groupBy("technician_id"),
    )
    .execute();
  const today = istDateString(now);
  const payments = await db
    .selectFrom("payments")
    .innerJoin("bookings", "bookings.id", "payments.booking_id")
    .select([
      "payments.technician_id",
      "payments.booking_id as bookingId",
      "bookings.reference",
      "payments.recorded_at as at",
      "payments.amount_paise as amount",
    ])
    .where("payments.technician_id", "is not", null)
    .where("payments.method", "=", "cash")
    .where("payments.voided_at", "is", null)
    .orderBy("payments.recorded_at")
    .orderBy("payments.id")
    .execute();
  return rows
    .map((row) => {
      const taken = Number(row.taken ?? 0);
      const handedOver = Number(row.handedOver ?? 0);
      const latest = last.find((handover) => handover.technician_id === row.id);
      const his = payments.filter((payment) => payment.technician_id === row.id).map(({ technician_id: _technician, ...payment }) => payment);
      return {
        visits: coveredVisits(his, handedOver),
        technicianId: row.id,
        technician: row.name,
        taken,
        handedOver,
        ...cashBalance(taken - handedOver),
        last: latest
          ? {
              id: latest.id,
              amount: latest.amount_paise,
              at: latest.recorded_at,
              receivedBy: latest.received_by,
              undoable: istDateString(new Date(latest.recorded_at)) === today,
            }
          : null,
      };
    })
    .filter((row) => row.taken > 0 || row.handedOver > 0)
    .sort((a, b) => b.held - a.held || b.over - a.over || a.technician.localeCompare(b.technician));
}

/** A technician's cash balance (taken less handed over) as what he holds and what he handed over beyond it, each never below 0. */
export function cashBalance(balance: number): { held: number; over: number } {
  return { held: Math.max(0, balance), over: Math.max(0, -balance) };
}

/** One technician's cash balance now: taken less handed over (below 0 when a cash payment was voided after he handed it over; cashBalance says it). */
export async function cashHeldBy(technicianId: number, trx: Kysely<Database> = db): Promise<number> {
  const [taken, handed] = await Promise.all([
    trx
      .selectFrom("payments")
      .select(sql<number>`coalesce(sum(amount_paise), 0)`.as("sum"))
      .where("technician_id", "=", technicianId)
      .where("method", "=", "cash")
      .where("voided_at", "is", null)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom("cash_handovers")
      .select(sql<number>`coalesce(sum(amount_paise), 0)`.as("sum"))
      .where("technician_id", "=", technicianId)
      .where("undone_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(taken.sum) - Number(handed.sum);
}

/** A handover recorded: done, with what the toast says (the amount, from whom); or refused. */
export type HandoverOutcome = Outcome<Said, "technicianId" | "amount">;

/**
 * Records cash handed over by a technician, at most what he holds. The form's submission id makes
 * it once: the same post again records nothing more and answers as the first did.
 */
export function recordHandover(
  handover: { technicianId: number; amountPaise: number; submissionId: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<HandoverOutcome> {
  return transaction(async (trx) => {
    const received = (name: string) => done(said("cashReceivedFrom", { amount: money(handover.amountPaise), name }));
    const technician = await trx.selectFrom("technicians").select(["id", "name"]).where("id", "=", handover.technicianId).executeTakeFirst();
    if (!technician) return refused("technicianGone", { field: "technicianId" });
    const earlier = await trx.selectFrom("cash_handovers").select("technician_id").where("submission_id", "=", handover.submissionId).executeTakeFirst();
    if (earlier) {
      return earlier.technician_id === technician.id ? received(technician.name) : refused("expired");
    }
    const held = await cashHeldBy(technician.id, trx);
    if (held <= 0) return refused("holdsNoCash", { field: "amount", values: { name: technician.name } });
    if (handover.amountPaise > held) return refused("moreThanHeld", { field: "amount", values: { amount: money(held), name: technician.name } });
    const row = await trx
      .insertInto("cash_handovers")
      .values({
        technician_id: technician.id,
        amount_paise: handover.amountPaise,
        received_by: actor.email,
        recorded_at: now.toISOString(),
        submission_id: handover.submissionId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const detail = `Handover #${row.id}: ${rupees(handover.amountPaise)} cash from ${technician.name}, ${rupees(held - handover.amountPaise)} still with him`;
    await recordAudit(actor, { action: "cash-handed-over", detail }, trx, now);
    return received(technician.name);
  });
}

/**
 * Undoes a handover recorded by mistake, within its day (in Bengaluru): it stays on record, marked
 * undone with when and by whom, audited, and the cash is his to hand over again. Refused for one
 * of another day, one already undone, or none.
 */
export function undoHandover(handoverId: number, actor: Actor, now: Date = clock.now()): Promise<Outcome<Said>> {
  return transaction(async (trx) => {
    const handover = await trx
      .selectFrom("cash_handovers")
      .innerJoin("technicians", "technicians.id", "cash_handovers.technician_id")
      .select(["cash_handovers.amount_paise", "cash_handovers.recorded_at", "cash_handovers.undone_at", "technicians.name"])
      .where("cash_handovers.id", "=", handoverId)
      .executeTakeFirst();
    if (!handover || handover.undone_at !== null || istDateString(new Date(handover.recorded_at)) !== istDateString(now)) return refused("handoverNotUndoable");
    await trx.updateTable("cash_handovers").set({ undone_at: now.toISOString(), undone_by: actor.email }).where("id", "=", handoverId).execute();
    const detail = `Handover #${handoverId}: ${rupees(handover.amount_paise)} cash from ${handover.name} undone, with him again`;
    await recordAudit(actor, { action: "cash-handover-undone", detail }, trx, now);
    return done(said("handoverUndoneText", { amount: money(handover.amount_paise), name: handover.name }));
  });
}
