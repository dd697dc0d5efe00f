// The team in the field: a technician's day (his visits today and tomorrow) and his progress on
// each visit (on the way, arrived, work done), each step once per visit day, kept with who and when.
import { OPENING_HOURS } from "~/content/business";
import { technicianNameIn } from "~/lib/booking/customer-text";
import { VISIT_STEP_LABELS, type VisitEntry } from "~/lib/booking/visit-steps";
import type { Locale } from "~/lib/i18n/locales";
import { done, type Outcome, refused } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { addDays, istDateString, istInstant } from "~/lib/time/ist";
import { jobsByTechnician, takingsByTechnicianAndDay } from "~/models/analytics.server";
import type { Actor } from "~/models/audit.server";
import { recordAudit } from "~/models/audit.server";
import { getBill } from "~/models/bills.server";
import { anyTimeCapacity } from "~/models/business-settings.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { cashBalance, cashHeldBy } from "~/models/handovers.server";
import { db, transaction } from "~db/db.server";

/** A step recorded, with On my way's arrival estimate in minutes (null: none given; the other steps have none). */
export type VisitProgress = { step: VisitEntry; visitDate: string; adminEmail: string; recordedAt: string; arrivalMinutes: number | null };

/** What recording a step came to: done (recorded now, or already: nothing changes), or refused: the visit is not open (completed, cancelled, a message). */
export type StepOutcome = Outcome<"recorded" | "already">;

/**
 * Records `step` of the booking's visit, once per visit day, at `now` (when he tapped it: a tap kept
 * offline arrives later, lib/time/tapped-at.ts), with On my way's estimate; the audit trail has it too.
 */
export function recordVisitStep(
  bookingId: number,
  step: VisitEntry,
  actor: Actor,
  { now = clock.now(), arrivalMinutes }: { now?: Date; arrivalMinutes?: number } = {},
): Promise<StepOutcome> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "status", "visit_date"]).where("id", "=", bookingId).executeTakeFirst();
    if (!booking?.visit_date || (booking.status !== "pending" && booking.status !== "confirmed")) return refused("visitClosed");
    const row = await trx
      .insertInto("visit_progress")
      .values({
        booking_id: bookingId,
        visit_date: booking.visit_date,
        step,
        admin_id: actor.adminId,
        admin_email: actor.email,
        recorded_at: now.toISOString(),
        arrival_minutes: step === "on_the_way" ? (arrivalMinutes ?? null) : null,
      })
      .onConflict((oc) => oc.columns(["booking_id", "visit_date", "step"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return done("already" as const);
    // The customer hears it (WhatsApp, when on): on the way, with who; work done, with what is due and their page to pay.
    if (step === "on_the_way") await queueCustomerMessage(trx, bookingId, "on-my-way", { now, arrivalMinutes });
    if (step === "work_done") await queueCustomerMessage(trx, bookingId, "work-done", { now, due: (await getBill(bookingId, trx))?.due ?? 0 });
    // Not at home: told that the technician came, the visit still open for another day (one message per visit day).
    if (step === "not_home") await queueCustomerMessage(trx, bookingId, "not-home", { now, occasion: booking.visit_date });
    await recordAudit(actor, { action: "visit-progress", detail: `Booking ${booking.reference}: ${VISIT_STEP_LABELS[step]}`, bookingId }, trx, now);
    return done("recorded" as const);
  });
}

/** Every step recorded for a booking, oldest first (visits moved to another day included). */
export async function listVisitProgress(bookingId: number): Promise<VisitProgress[]> {
  return db
    .selectFrom("visit_progress")
    .select(["step", "visit_date as visitDate", "admin_email as adminEmail", "recorded_at as recordedAt", "arrival_minutes as arrivalMinutes"])
    .where("booking_id", "=", bookingId)
    .orderBy("recorded_at")
    .orderBy("id")
    .execute();
}

/** The steps of the visit as it stands (its current day), by step. */
export function currentSteps(
  progress: readonly Pick<VisitProgress, "step" | "visitDate" | "recordedAt">[],
  visitDate: string | null,
): Partial<Record<VisitEntry, string>> {
  return Object.fromEntries(progress.filter((entry) => entry.visitDate === visitDate).map((entry) => [entry.step, entry.recordedAt]));
}

/**
 * A technician's day: his open visits today, then tomorrow, in slot order (slots by their place in
 * Form Settings, "Any time" last), each with its notes, its progress today and what is due.
 */
export async function technicianDay(technicianId: number, now: Date = clock.now()) {
  const technician = await db.selectFrom("technicians").select(["name", "name_kn", "name_hi"]).where("id", "=", technicianId).executeTakeFirst();
  if (!technician) return null;
  const today = istDateString(now);
  const tomorrow = addDays(today, 1);
  const bookings = await db
    .selectFrom("bookings")
    .leftJoin("time_slots", "time_slots.value", "bookings.time_slot")
    .select([
      "bookings.id",
      "bookings.reference",
      "bookings.name",
      "bookings.phone",
      "bookings.locality",
      "bookings.address",
      "bookings.landmark",
      "bookings.pin",
      "bookings.issue",
      "bookings.service",
      "bookings.brand",
      "bookings.machine_type",
      "bookings.visit_date",
      "bookings.time_slot",
      "bookings.status",
      "bookings.language",
      "bookings.urgent",
      "time_slots.label as slotLabel",
    ])
    .where("bookings.technician_id", "=", technicianId)
    .where("bookings.visit_date", "in", [today, tomorrow])
    .where("bookings.status", "in", ["pending", "confirmed"])
    .orderBy("bookings.visit_date")
    .orderBy((eb) => eb.fn.coalesce("time_slots.position", eb.val(1_000_000)))
    .orderBy("bookings.created_at")
    .execute();
  const ids = bookings.map((booking) => booking.id);
  const [notes, progress, bills] = await Promise.all([
    ids.length
      ? db.selectFrom("booking_notes").select(["booking_id", "body", "admin_email", "created_at"]).where("booking_id", "in", ids).orderBy("id").execute()
      : [],
    ids.length
      ? db
          .selectFrom("visit_progress")
          .select(["booking_id", "step", "visit_date as visitDate", "admin_email as adminEmail", "recorded_at as recordedAt"])
          .where("booking_id", "in", ids)
          .execute()
      : [],
    Promise.all(ids.map((id) => getBill(id))),
  ]);
  // Counted as the owner's analytics count them, so his day and their tables agree.
  const [takings, jobs, held] = await Promise.all([
    takingsByTechnicianAndDay({ from: today, to: today }),
    jobsByTechnician({ from: today, to: today }),
    cashHeldBy(technicianId),
  ]);
  const taken = takings.find((row) => row.taker === technician.name);
  return {
    technician: technician.name,
    /** His name as each language writes it, for a customer of that language: as written in Settings, else his first name. */
    technicianNames: {
      en: technicianNameIn(technician, "en"),
      kn: technicianNameIn(technician, "kn"),
      hi: technicianNameIn(technician, "hi"),
    } satisfies Record<Locale, string>,
    today,
    tomorrow,
    /**
     * His day so far: the jobs he completed today, the cash he holds (taken at the door, not yet
     * handed over at the office) or what he handed over beyond it, and the UPI he took today.
     */
    totals: {
      done: jobs.find((row) => row.technician === technician.name)?.jobs ?? 0,
      cashPaise: cashBalance(held).held,
      cashOverPaise: cashBalance(held).over,
      upiPaise: taken?.upi ?? 0,
    },
    visits: bookings.map((booking, index) => ({
      ...booking,
      notes: notes.filter((note) => note.booking_id === booking.id),
      steps: currentSteps(
        progress.filter((entry) => entry.booking_id === booking.id),
        booking.visit_date,
      ),
      due: bills[index]?.due ?? 0,
    })),
  };
}

/** Where a visit stands on its day: its latest step (with On my way's estimate), else assigned (when), else nothing yet. */
export type BoardProgress = { step: VisitEntry; at: string; minutes: number | null } | { step: "assigned"; at: string | null } | null;

/**
 * When a slot of `day` is over: when the next slot starts, and the last (and "Any time") when the
 * office closes that day (OPENING_HOURS).
 */
export function slotEnds(day: string, slots: readonly { value: string; starts_at: string | null }[], slot: string): Date {
  const closes = new Date(`${day}T12:00:00Z`).getUTCDay() === 0 ? OPENING_HOURS.sunday.closes : OPENING_HOURS.weekdays.closes;
  const start = slots.find((entry) => entry.value === slot)?.starts_at ?? null;
  const next =
    start === null
      ? undefined
      : slots
          .map((entry) => entry.starts_at)
          .filter((at): at is string => at !== null && at > start)
          .sort()[0];
  return istInstant(day, next ?? closes);
}

/**
 * A day as the office plans it: the slots (and "Any time") with their capacity and how many open
 * bookings hold them, the technicians, and the day's open and completed visits (held and blocked
 * ones are left to the bookings list), each with its progress and whether it is still open after
 * its slot ended (by `now`).
 */
export async function dayBoard(day: string, now: Date = clock.now()) {
  const [slots, anyTime, technicians, visits] = await Promise.all([
    db.selectFrom("time_slots").select(["id", "value", "label", "capacity", "starts_at"]).orderBy("position").execute(),
    anyTimeCapacity(),
    db
      .selectFrom("technicians")
      .select(["id", "name"])
      .orderBy(({ fn, ref }) => fn("lower", [ref("name")]))
      .execute(),
    db
      .selectFrom("bookings")
      .leftJoin("time_slots", "time_slots.value", "bookings.time_slot")
      .select([
        "bookings.id",
        "bookings.reference",
        "bookings.name",
        "bookings.phone",
        "bookings.brand",
        "bookings.machine_type as machineType",
        "bookings.status",
        "bookings.urgent",
        "bookings.address",
        "bookings.landmark",
        "bookings.locality",
        "bookings.pin",
        "bookings.time_slot as slot",
        "time_slots.label as slotLabel",
        "bookings.technician_id as technicianId",
      ])
      .where("bookings.visit_date", "=", day)
      .where("bookings.status", "in", ["pending", "confirmed", "completed"])
      .where("bookings.blocked", "=", 0)
      .where("bookings.held", "=", 0)
      .orderBy("bookings.created_at")
      .execute(),
  ]);
  const ids = visits.map((visit) => visit.id);
  const [steps, assigned] = ids.length
    ? await Promise.all([
        db
          .selectFrom("visit_progress")
          .select(["booking_id", "step", "recorded_at", "arrival_minutes"])
          .where("booking_id", "in", ids)
          .where("visit_date", "=", day)
          .orderBy("recorded_at")
          .orderBy("id")
          .execute(),
        db
          .selectFrom("audit_log")
          .select(["booking_id", (eb) => eb.fn.max("created_at").as("at")])
          .where("action", "=", "technician-assigned")
          .where("booking_id", "in", ids)
          .groupBy("booking_id")
          .execute(),
      ])
    : [[], []];
  const progressOf = (visit: { id: number; technicianId: number | null }): BoardProgress => {
    const latest = steps.filter((entry) => entry.booking_id === visit.id).at(-1);
    if (latest) return { step: latest.step, at: latest.recorded_at, minutes: latest.arrival_minutes };
    return visit.technicianId === null ? null : { step: "assigned", at: assigned.find((entry) => entry.booking_id === visit.id)?.at ?? null };
  };
  // A visit in a slot since removed counts as "Any time".
  const placed = visits.map((visit) => {
    const slot = visit.slotLabel === null ? "" : visit.slot;
    const open = visit.status !== "completed";
    return { ...visit, slot, progress: progressOf(visit), late: open && now > slotEnds(day, slots, slot) };
  });
  const open = placed.filter((visit) => visit.status !== "completed");
  return {
    slots: [...slots, { id: null, value: "", label: "Any time", capacity: anyTime, starts_at: null }].map((slot) => ({
      ...slot,
      taken: open.filter((visit) => visit.slot === slot.value).length,
    })),
    technicians,
    visits: placed,
  };
}
