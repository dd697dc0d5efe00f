// A visit that cannot finish today: "waiting for a part" (the part named, its price on the bill),
// and the one way a visit moves to another day and slot: the return visit booked from the job
// screen and the office's move from the booking's page are both moveVisit. The same booking moves
// (its notes, bill, language and technician kept); the customer is told in the booking's language.
import { bookableDays } from "~/lib/booking/office-hours";
import { partNote } from "~/lib/booking/staff-notes";
import { slotHasStarted } from "~/lib/booking/visit";
import { done, type Outcome, refused } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { formatVisitDay } from "~/lib/time/ist";
import { type Actor, recordAudit } from "~/models/audit.server";
import { addBillItem } from "~/models/bills.server";
import { fullSlotsByDay, OPEN_STATUSES, slotIsFull } from "~/models/bookings.server";
import { notHomeChargeItem } from "~/models/business-settings.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { listTimeSlots } from "~/models/settings.server";
import { recordVisitStep } from "~/models/visits.server";
import { customerMessageQueued } from "~/outbox/wake.server";
import { db, transaction } from "~db/db.server";

export type MoveOutcome = Outcome<{ visitDate: string; timeSlot: string }, "visitDate" | "timeSlot">;

/**
 * Moves the booking's visit to `visitDate` and `timeSlot` ("" for any time): an open visit, to a
 * bookable day (today and the next 14), a slot that exists, has not started (today) and has a
 * place left. Nothing else of the booking changes. The customer is told once per move, the audit
 * trail says from and to, all in one transaction.
 */
export async function moveVisit(
  bookingId: number,
  visit: { visitDate: string; timeSlot: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<MoveOutcome> {
  const outcome = await transaction(async (trx): Promise<MoveOutcome> => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["reference", "status", "visit_date", "time_slot", "erased_at"])
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!booking?.visit_date || booking.erased_at !== null || !(OPEN_STATUSES as readonly string[]).includes(booking.status)) return refused("visitClosed");
    const days = bookableDays(now);
    if (!days.includes(visit.visitDate)) return refused("dayNotBookable", { field: "visitDate", values: { days: days.length - 1 } });
    const slot = visit.timeSlot
      ? await trx.selectFrom("time_slots").select(["value", "label", "starts_at as startsAt"]).where("value", "=", visit.timeSlot).executeTakeFirst()
      : { value: "", label: "Any time", startsAt: null };
    if (!slot) return refused("slotRemoved", { field: "timeSlot" });
    if (booking.visit_date === visit.visitDate && booking.time_slot === visit.timeSlot) return refused("visitUnchanged", { field: "visitDate" });
    if (slotHasStarted(slot, visit.visitDate, now)) return refused("slotStarted", { field: "timeSlot" });
    if (await slotIsFull(trx, visit.visitDate, visit.timeSlot ?? "", bookingId))
      return refused("slotFull", { field: "timeSlot", values: { day: { instant: `${visit.visitDate}T06:30:00.000Z` } } });
    const before = booking.time_slot
      ? ((await trx.selectFrom("time_slots").select("label").where("value", "=", booking.time_slot).executeTakeFirst())?.label ?? booking.time_slot)
      : "Any time";
    await trx.updateTable("bookings").set({ visit_date: visit.visitDate, time_slot: visit.timeSlot }).where("id", "=", bookingId).execute();
    // Each move is its own message (its new day, slot and instant), written now in the booking's language.
    await queueCustomerMessage(trx, bookingId, "moved", { now, occasion: `${visit.visitDate} ${visit.timeSlot} ${now.toISOString()}` });
    const from = `${formatVisitDay(booking.visit_date)}, ${before}`;
    const to = `${formatVisitDay(visit.visitDate)}, ${slot.label}`;
    await recordAudit(actor, { action: "visit-moved", detail: `Booking ${booking.reference}: moved from ${from} to ${to}`, bookingId }, trx, now);
    return done({ visitDate: visit.visitDate, timeSlot: visit.timeSlot });
  });
  if (outcome.status === "done") customerMessageQueued();
  return outcome;
}

export type WaitingOutcome = Outcome<"recorded", "part" | "price" | "hsn">;

/**
 * "Waiting for a part": the part named (kept in the booking's notes for the office), its price
 * when known as a bill line (the bill is not issued by it: the part can be added or priced later),
 * and the day's outcome recorded, once per visit day.
 */
export async function waitForPart(
  bookingId: number,
  part: { name: string; pricePaise?: number; hsn?: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<WaitingOutcome> {
  const booking = await db.selectFrom("bookings").select(["status", "visit_date", "erased_at"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking?.visit_date || booking.erased_at !== null || !(OPEN_STATUSES as readonly string[]).includes(booking.status)) return refused("visitClosed");
  const already = await db
    .selectFrom("visit_progress")
    .select("id")
    .where("booking_id", "=", bookingId)
    .where("visit_date", "=", booking.visit_date)
    .where("step", "=", "waiting_part")
    .executeTakeFirst();
  if (already) return refused("alreadyWaiting", { field: "part" });
  if (part.pricePaise !== undefined) {
    const line = await addBillItem(bookingId, { description: part.name, kind: "part", hsn: part.hsn, quantity: 1, unitPaise: part.pricePaise }, actor);
    if (line.status === "not-found") return refused("visitClosed");
    if (line.status === "refused") return { ...line, field: line.field === "hsn" ? "hsn" : "price" };
  }
  const step = await recordVisitStep(bookingId, "waiting_part", actor, { now });
  if (step.status === "refused") return refused(step.code);
  await db
    .insertInto("booking_notes")
    .values({ booking_id: bookingId, admin_id: actor.adminId, admin_email: actor.email, body: partNote(part.name), created_at: now.toISOString() })
    .execute();
  return done("recorded" as const);
}

/**
 * The customer was not at home: the step of the visit day (the customer told, visits.server.ts) and,
 * when the owner named one in the price list, its charge as a line of the bill, once a visit day
 * (by its own submission id: a tap kept offline and sent again adds it once).
 */
export async function customerNotHome(bookingId: number, actor: Actor, now: Date = clock.now()): Promise<Outcome<"recorded" | "already">> {
  const booking = await db.selectFrom("bookings").select("visit_date").where("id", "=", bookingId).executeTakeFirst();
  const step = await recordVisitStep(bookingId, "not_home", actor, { now });
  if (step.status === "refused" || !booking?.visit_date) return step;
  const charge = await notHomeChargeItem();
  if (charge) {
    const line = {
      description: charge.name,
      kind: charge.kind,
      hsn: charge.hsn,
      quantity: 1,
      unitPaise: charge.unit_paise,
      note: { code: "notHome" as const, values: {} },
    };
    // A bill already issued takes no line: the charge is then the office's to settle.
    await addBillItem(bookingId, line, actor, `not-home:${bookingId}:${booking.visit_date}`);
  }
  return step;
}

/**
 * What a move may choose: the bookable days, the slots (today's started ones marked), and which
 * are full on each day, so the form offers only slots with a place left (the server checks again).
 */
export async function visitChoices(now: Date = clock.now()) {
  const days = bookableDays(now);
  const [slots, full] = await Promise.all([listTimeSlots(), fullSlotsByDay(days)]);
  return {
    days,
    slots: slots.map((slot) => ({ value: slot.value, label: slot.label })),
    full,
    startedToday: slots.filter((slot) => slotHasStarted(slot, days[0]!, now)).map((slot) => slot.value),
  };
}
