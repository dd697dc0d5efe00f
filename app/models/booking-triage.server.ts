// Staff working a booking: its status (along STATUS_TRANSITIONS) and history, notes, the
// technician, and the dashboard's counts.
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";

import { CUSTOMER_PAGE_ACTOR } from "~/lib/audit/actions";
import { assignedNote, placeNote } from "~/lib/booking/staff-notes";
import { type BookingStatus, canChangeStatus, refusedChangeCode, staffActionsFor } from "~/lib/booking/status";
import { done, type Outcome, refused, type Said, said } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { queueTechnicianAlert } from "~/models/alerts.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { settlePlanVisit } from "~/models/plan-cover.server";
import { queueRatingRequests } from "~/models/ratings.server";
import { listedLocality } from "~/models/service-area.server";
import { db, transaction } from "~db/db.server";
import type { BookingNote, BookingStatusChange, Database } from "~db/schema";

/** Who changed a booking, as its history names them: an admin, or the customer on the booking's own page. */
type ChangedBy = Pick<Actor, "adminId" | "email">;

/** The customer, as the booking's history and notes name them. */
export const CUSTOMER: ChangedBy = { adminId: null, email: CUSTOMER_PAGE_ACTOR };

/** What a staff status change came to: done (its toast), no such booking, or refused (and why). */
export type StatusChangeOutcome = Outcome<Said> | { status: "not-found" };

/**
 * Staff move a booking along its life (STATUS_TRANSITIONS): any other move, and a cancellation
 * without a reason, is refused and changes nothing, whatever the page or a crafted post asked. The
 * change and its reason go in the booking's history and the audit trail.
 */
export async function setBookingStatus(id: number, status: BookingStatus, actor: Actor, reason = ""): Promise<StatusChangeOutcome> {
  return transaction(async (trx): Promise<StatusChangeOutcome> => {
    const current = await trx.selectFrom("bookings").select(["status", "reference", "visit_date", "erased_at"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { status: "not-found" };
    if (current.erased_at) return refused("erased");
    const kind = current.visit_date === null ? "message" : "booking";
    if (!canChangeStatus(current.status, status, kind)) return refused(refusedChangeCode(current.status, status, kind));
    if (status === "cancelled" && !reason.trim()) return refused("cancelReason");
    await recordStatus(trx, id, current.status, status, actor, reason.trim());
    await recordAudit(
      actor,
      { action: "status-changed", detail: `Booking ${current.reference}: ${current.status} → ${status}`, note: reason.trim(), bookingId: id },
      trx,
    );
    return done(said(staffActionsFor(current.status, kind).find((action) => action.status === status)?.done ?? "statusChanged"));
  });
}

export async function recordStatus(trx: Kysely<Database>, id: number, from: BookingStatus, to: BookingStatus, changedBy: ChangedBy, reason = "") {
  if (from === to) return;
  // Confirmed: the customer hears it, with who will come (sent by the customer-messages job within
  // seconds); once for each day and slot (confirmed again after the customer moved it: again).
  if (to === "confirmed") {
    const visit = await trx.selectFrom("bookings").select(["visit_date", "time_slot"]).where("id", "=", id).executeTakeFirstOrThrow();
    await queueCustomerMessage(trx, id, "confirmed", { occasion: `${visit.visit_date ?? ""} ${visit.time_slot}` });
  }
  if (to === "cancelled") await queueCustomerMessage(trx, id, "cancelled");
  if (to === "completed" || to === "cancelled") await settlePlanVisit(trx, id, to, clock.now());
  // Completed: the customer is asked to rate the visit, a day later.
  if (to === "completed") await queueRatingRequests(trx, id);
  await trx.updateTable("bookings").set({ status: to }).where("id", "=", id).execute();
  await trx
    .insertInto("booking_status_changes")
    .values({ booking_id: id, old_status: from, new_status: to, admin_id: changedBy.adminId, admin_email: changedBy.email, reason })
    .execute();
}

/** Oldest first, as the change happened. */
export async function listStatusChanges(bookingId: number): Promise<BookingStatusChange[]> {
  return db.selectFrom("booking_status_changes").selectAll().where("booking_id", "=", bookingId).orderBy("changed_at").orderBy("id").execute();
}

export type BookingCounts = { total: number; pending: number; completed: number; today: number };

/**
 * The dashboard's four cards, bookings from blocked numbers left out. "Today" is the visits booked
 * for today's date in Bengaluru. Each count is an index range less its blocked part (a small
 * partial index), which stays fast at 100,000 bookings where one pass over the table does not.
 */
export async function countBookings(now: Date = clock.now()): Promise<BookingCounts> {
  const today = istDateString(now);
  const visible = (where: (qb: SelectQueryBuilder<Database, "bookings", object>) => SelectQueryBuilder<Database, "bookings", object>) =>
    sql<number>`(${where(db.selectFrom("bookings").select((eb) => eb.fn.countAll().as("n")))}) - (${where(
      db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("blocked", "=", 1),
    )})`;
  const row = await db
    .selectNoFrom([
      visible((q) => q).as("total"),
      visible((q) => q.where("status", "=", "pending")).as("pending"),
      visible((q) => q.where("status", "=", "completed")).as("completed"),
      visible((q) => q.where("visit_date", "=", today)).as("today"),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pending: Number(row.pending), completed: Number(row.completed), today: Number(row.today) };
}

/** Oldest first, as they were written. */
export async function listBookingNotes(bookingId: number): Promise<BookingNote[]> {
  return db.selectFrom("booking_notes").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").orderBy("id").execute();
}

/** Adds a staff note to a booking's log; false when there is no such booking. */
export async function addBookingNote(bookingId: number, body: string, actor: Actor, submissionId?: string): Promise<boolean> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select("reference").where("id", "=", bookingId).where("erased_at", "is", null).executeTakeFirst();
    if (!booking) return false;
    // The same form sent again (a note kept offline, sent twice): written once.
    if (submissionId && (await trx.selectFrom("booking_notes").select("id").where("submission_id", "=", submissionId).executeTakeFirst())) return true;
    const note = await trx
      .insertInto("booking_notes")
      .values({ booking_id: bookingId, body, admin_id: actor.adminId, admin_email: actor.email, submission_id: submissionId ?? null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(actor, { action: "note-added", detail: `Booking ${booking.reference}: note ${note.id}`, note: body, bookingId }, trx);
    return true;
  });
}

/**
 * What an assignment came to: false when the booking or the technician is unknown; else whether it
 * also confirmed the visit, and who had it and who has it now (names; null for nobody).
 */
export type AssignOutcome = false | { confirmed: boolean; from: string | null; to: string | null };

/**
 * Assigns a booking to a technician (or to nobody) and writes the change in the booking's
 * log, so who sent whom stays on record; a reassignment's audit names both ("Ravi → Suresh").
 * The technician put on is told, and the one taken off (the staff alert path: push to their own
 * devices). Sending a technician to a visit still pending confirms it in the same step (its
 * history says so, and the customer's page shows Confirmed): the office decides both at once.
 */
export async function assignTechnician(bookingId: number, technicianId: number | null, actor: Actor): Promise<AssignOutcome> {
  return transaction(async (trx): Promise<AssignOutcome> => {
    const booking = await trx
      .selectFrom("bookings")
      .leftJoin("technicians", "technicians.id", "bookings.technician_id")
      .select(["bookings.technician_id", "bookings.reference", "bookings.status", "bookings.visit_date", "technicians.name as current"])
      .where("bookings.id", "=", bookingId)
      .where("bookings.erased_at", "is", null)
      .executeTakeFirst();
    if (!booking) return false;
    const technician = technicianId ? await trx.selectFrom("technicians").select("name").where("id", "=", technicianId).executeTakeFirst() : null;
    if (technicianId && !technician) return false;
    const from = booking.technician_id === null ? null : booking.current;
    if (booking.technician_id !== technicianId) {
      await trx.updateTable("bookings").set({ technician_id: technicianId }).where("id", "=", bookingId).execute();
      const body = assignedNote(technician?.name ?? null);
      await trx.insertInto("booking_notes").values({ booking_id: bookingId, body, admin_id: actor.adminId, admin_email: actor.email }).execute();
      const detail = from !== null && technician ? `${from} → ${technician.name}` : body;
      await recordAudit(actor, { action: "technician-assigned", detail: `Booking ${booking.reference}: ${detail}`, bookingId }, trx);
      if (technicianId !== null) await queueTechnicianAlert(trx, { kind: "assigned", bookingId, technicianId });
      if (booking.technician_id !== null) await queueTechnicianAlert(trx, { kind: "unassigned", bookingId, technicianId: booking.technician_id });
    }
    const confirms = technician !== null && booking.status === "pending" && booking.visit_date !== null;
    if (confirms) {
      await recordStatus(trx, bookingId, "pending", "confirmed", actor);
      await recordAudit(actor, { action: "status-changed", detail: `Booking ${booking.reference}: pending → confirmed`, bookingId }, trx);
    }
    return { confirmed: confirms, from, to: technician?.name ?? null };
  });
}

/**
 * Staff correct where the visit is: the locality (as the list writes it when it is one we list)
 * and the address. The change is written in the booking's log and the audit trail.
 */
export async function correctPlace(
  bookingId: number,
  place: { locality: string; address?: string; landmark?: string; pin?: string },
  actor: Actor,
): Promise<boolean> {
  const locality = await listedLocality(place.locality);
  return transaction(async (trx) => {
    const corrected = { locality, address: place.address ?? "", landmark: place.landmark ?? "", pin: place.pin ?? "" };
    const before = await trx
      .selectFrom("bookings")
      .select(["reference", "locality", "address", "landmark", "pin"])
      .where("id", "=", bookingId)
      .where("erased_at", "is", null)
      .executeTakeFirst();
    if (!before) return false;
    await trx.updateTable("bookings").set(corrected).where("id", "=", bookingId).execute();
    const body = placeNote([corrected.address, corrected.landmark, corrected.locality, corrected.pin]);
    await trx.insertInto("booking_notes").values({ booking_id: bookingId, body, admin_id: actor.adminId, admin_email: actor.email }).execute();
    // The trail names the fields that changed; the values are in the booking's notes, which an erasure blanks.
    const changed = (["locality", "address", "landmark", "pin"] as const).filter((field) => before[field] !== corrected[field]);
    await recordAudit(
      actor,
      { action: "booking-corrected", detail: `Booking ${before.reference}: ${changed.join(", ") || "nothing"} corrected`, bookingId },
      trx,
    );
    return true;
  });
}

export type EarlierVisit = {
  id: number;
  reference: string;
  status: BookingStatus;
  visitDate: string | null;
  completedAt: string | null;
  withinWarranty: boolean;
};

/**
 * The phone's earlier bookings (made before this one), newest first, each with when it was
 * completed; `withinWarranty` marks a repair completed within `warrantyDays` before this booking
 * came in: a repeat fault our own repair warranty may cover.
 */
export async function earlierVisits(
  booking: { id: number; phone: string; created_at: string; erased_at: string | null },
  warrantyDays: number,
): Promise<EarlierVisit[]> {
  // Erased bookings share one placeholder phone: they are never linked to each other.
  if (booking.erased_at !== null) return [];
  const rows = await db
    .selectFrom("bookings")
    .select([
      "id",
      "reference",
      "status",
      "visit_date as visitDate",
      sql<string | null>`(select max(changed_at) from booking_status_changes where booking_id = bookings.id and new_status = 'completed')`.as("completedAt"),
    ])
    .where("phone", "=", booking.phone)
    .where("erased_at", "is", null)
    .where("id", "!=", booking.id)
    .where("visit_date", "is not", null)
    .where("created_at", "<=", booking.created_at)
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
  const since = new Date(booking.created_at).getTime() - warrantyDays * 24 * 60 * 60 * 1000;
  return rows.map((row) => ({
    ...row,
    withinWarranty: row.status === "completed" && row.completedAt !== null && new Date(row.completedAt).getTime() >= since,
  }));
}
