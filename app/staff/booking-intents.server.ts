// The intents several admin pages offer on a booking (its status, its technician, a visit's step),
// one row each for their intent tables: the booking's page, the bookings list, the day board, the
// technician's day. Each names the booking by the page's address or by the form's bookingId.
import { data } from "react-router";
import * as z from "zod/mini";

import { type ActingAdmin, requireBookingFor } from "~/auth.server";
import { env } from "~/env.server";
import { gatewayConfig } from "~/integrations/payment-gateway-config.server";
import { can } from "~/lib/auth/capabilities";
import type { PaymentMethod } from "~/lib/billing/bill";
import { canChangeStatus, MESSAGE_ACTIONS, refusedChangeCode, STATUS_ACTIONS } from "~/lib/booking/status";
import { arrivalMinutes, VISIT_STEPS } from "~/lib/booking/visit-steps";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { safeReturnTo } from "~/lib/http/return-to";
import { doneToast } from "~/lib/i18n/outcome.server";
import { money, refused, type Said, said } from "~/lib/outcome";
import { assignTechnicianSchema } from "~/lib/schemas/booking-triage";
import { optionalText, tappedAtField } from "~/lib/schemas/fields";
import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { tappedAt } from "~/lib/time/tapped-at";
import { recordPayment } from "~/models/bill-payments.server";
import { type BillChange, getBill } from "~/models/bills.server";
import { assignTechnician, setBookingStatus } from "~/models/booking-triage.server";
import type { StaffBooking } from "~/models/bookings.server";
import { signatureRequired } from "~/models/business-settings.server";
import { missingChecks } from "~/models/checklist.server";
import { listTechnicians } from "~/models/settings.server";
import { hasSignature } from "~/models/visit-photos.server";
import { recordVisitStep } from "~/models/visits.server";
import { demand, intent, refusal, refusedBy } from "~/staff/action.server";

/** The toast of each step of a visit. */
const STEP_DONE = { on_the_way: "onTheWay", arrived: "arrived", work_done: "workDone" } as const;

/** A booking can no longer change once erased: the refusal (409) of any write to it. */
export function open<Booking extends { erased_at: string | null }>(booking: Booking): Booking {
  if (booking.erased_at !== null) throw refusal("erased", { status: 409 });
  return booking;
}

/**
 * A payment taken at the door or at the desk (the payment screen, the job screen), against the
 * technician of the account that took it: the cash he hands over.
 */
export async function takePayment(
  booking: StaffBooking,
  admin: ActingAdmin,
  {
    method,
    amount,
    reference,
    collectedBy,
    submissionId,
    checkReason,
    now,
  }: { method: PaymentMethod; amount: number; reference?: string; collectedBy?: number; submissionId?: string; checkReason?: string; now?: Date },
): Promise<BillChange> {
  // With a payment gateway, UPI paid to its QR code records itself: typed by hand only with the reason, for the office to check.
  const gateway = gatewayConfig(env()).on;
  if (gateway && method === "upi" && !checkReason) return refused("upiTypedNeedsReason", { field: "reference" });
  // A technician's account records his own; the office says who took it (a technician, or itself).
  let technicianId = admin.technicianId;
  if (technicianId === null && collectedBy !== undefined) {
    if (!(await listTechnicians()).some((technician) => technician.id === collectedBy)) return refused("technicianGone", { field: "collectedBy" });
    technicianId = collectedBy;
  }
  return recordPayment(
    open(booking).id,
    { method, amountPaise: amount, reference: reference ?? "", technicianId, submissionId, checkReason: gateway && method === "upi" ? checkReason : "" },
    admin.actor,
    now,
  );
}

/** The booking a write names (the page's, else the form's bookingId), if this account may open it (else a 404) and it can still change (else a 409). */
async function bookingToChange(admin: ActingAdmin, id: number | undefined): Promise<StaffBooking> {
  return open(await requireBookingFor(admin, id));
}

/** The booking a form on a page of many names (the list, the board, the day); the booking's own page names it by its address. */
const bookingIdField = z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)));

const STATUS_UNKNOWN = "That is not a status change staff can make.";

const statusSchema = z.object({
  bookingId: bookingIdField,
  status: z.enum([...new Set([...STATUS_ACTIONS, ...MESSAGE_ACTIONS].map((action) => action.status))], STATUS_UNKNOWN),
  reason: optionalText(500, "Reason", { multiline: true }),
  returnTo: z.optional(z.string()),
});

/**
 * Confirm, Complete and Cancel (and a message's Mark answered): the model refuses any move the
 * booking's life does not allow; cancelling needs "booking.cancel", completing a visit not of
 * today "booking.complete.any-day". Done, back to the page the button was on, at the booking.
 */
export function statusIntent(pageBookingId?: number) {
  return intent({
    capability: "booking.status",
    schema: statusSchema,
    handler: async ({ admin, value }) => {
      const booking = await bookingToChange(admin, pageBookingId ?? value.bookingId);
      if (value.status === "cancelled") demand(admin, "booking.cancel");
      if (value.status === "completed") {
        const { toast } = await finishVisit(booking, admin, { reason: value.reason });
        return redirectWithToast(safeReturnTo(value.returnTo, `/admin/bookings/${booking.id}`), doneToast(admin.language, toast));
      }
      const outcome = await setBookingStatus(booking.id, value.status, admin.actor, value.reason);
      if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
      if (outcome.status === "refused") return refusedBy(outcome);
      return redirectWithToast(safeReturnTo(value.returnTo, `/admin/bookings/${booking.id}`), doneToast(admin.language, outcome.value));
    },
  });
}

/** Whether a booking has work on its bill to complete: a message (no visit) needs none. */
export function billedEnough(booking: { visit_date: string | null }, billItems: number): boolean {
  return booking.visit_date === null || billItems > 0;
}

/**
 * Work done, the one way wherever it is offered (the job screen, the technician's day, Complete on
 * the bookings list and the booking's page), with the same checks: a visit this account may
 * complete today, with its work on the bill, the owner's required checklist ticked and the customer's
 * signature when the owner asks for it, paid, or left to the office by an account that may
 * (the desk; a technician when the owner's rule lets him). A message (no visit) needs no bill.
 * Records the visit's Work done step and completes the booking; a refusal is thrown, said at the
 * form. Answers what is still due, and the status change's toast (a message's is "Message Answered");
 * a visit already completed answers the same, changing nothing.
 */
export async function finishVisit(
  booking: StaffBooking,
  admin: ActingAdmin,
  { reason, now = clock.now() }: { reason?: string; now?: Date } = {},
): Promise<{ due: number; toast: Said }> {
  open(booking);
  const kind = booking.visit_date === null ? "message" : "booking";
  // Sent again (its answer lost, or a tap kept on his phone delivered twice): it was done, and says so.
  if (booking.status === "completed")
    return { due: (await getBill(booking.id))?.due ?? 0, toast: said(kind === "message" ? "messageAnswered" : "bookingCompleted") };
  // A visit cancelled says so first (before what its bill lacks).
  if (!canChangeStatus(booking.status, "completed", kind)) throw refusal(refusedChangeCode(booking.status, "completed", kind), { status: 409 });
  if (!mayComplete(admin, booking)) throw refusal("notToday", { status: 403 });
  let due = 0;
  if (booking.visit_date !== null) {
    const bill = await getBill(booking.id);
    if (!billedEnough(booking, bill?.items.length ?? 0)) throw refusal("itemsFirst", { status: 409 });
    // The owner's checklist, its required items named as he reads them; and the customer's signature when the owner asks for it.
    const missing = await missingChecks(booking, admin.language);
    if (missing.length) throw refusal("checklistMissing", { status: 409, values: { items: missing.join(", ") } });
    if ((await signatureRequired()) && !(await hasSignature(booking.id))) throw refusal("signatureFirst", { status: 409 });
    due = bill?.due ?? 0;
    if (due > 0 && !(await mayCompleteUnpaid(admin))) throw refusal("stillDue", { status: 409, values: { amount: money(due) } });
    if (booking.status === "pending" || booking.status === "confirmed") {
      const step = await recordVisitStep(booking.id, "work_done", admin.actor, { now });
      if (step.status === "refused") throw refusedBy(step);
    }
  }
  const outcome = await setBookingStatus(booking.id, "completed", admin.actor, reason);
  if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
  if (outcome.status === "refused") throw refusedBy(outcome);
  return { due, toast: outcome.value };
}

/** Whether this account may complete this booking now: any with "booking.complete.any-day", else a visit of today (a message, with no visit, too). */
export function mayComplete(admin: { role: string }, booking: { visit_date: string | null }, now: Date = clock.now()): boolean {
  return can(admin.role, "booking.complete.any-day") || booking.visit_date === null || booking.visit_date === istDateString(now);
}

/**
 * Whether this account may complete a visit with money still due: the desk may (it collects it
 * later); a technician when the owner's rule lets him (Form Settings → Technicians).
 */
async function mayCompleteUnpaid(admin: { technicianId: number | null }): Promise<boolean> {
  if (admin.technicianId === null) return true;
  return (await listTechnicians()).some((technician) => technician.id === admin.technicianId && technician.may_complete_unpaid === 1);
}

const assignSchema = z.object({ ...assignTechnicianSchema.shape, bookingId: bookingIdField, returnTo: z.optional(z.string()) });

/** Who goes: the office chooses, on the booking's page or on the day board, and lands back there. */
export function assignIntent(pageBookingId?: number) {
  return intent({
    capability: "booking.assign",
    schema: assignSchema,
    handler: async ({ admin, value }) => {
      const booking = await bookingToChange(admin, pageBookingId ?? value.bookingId);
      const outcome = await assignTechnician(booking.id, value.technicianId ?? null, admin.actor);
      if (!outcome) return refusal("technicianOffList", { field: "technicianId", status: 409 });
      const back = safeReturnTo(value.returnTo, `/admin/bookings/${booking.id}#technician`);
      // A reassignment names who had it and who has it now.
      if (outcome.from !== null && outcome.to !== null && outcome.from !== outcome.to)
        return redirectWithToast(back, doneToast(admin.language, said("technicianReassigned"), said("fromTo", { from: outcome.from, to: outcome.to })));
      const title = !value.technicianId ? "technicianUnassigned" : outcome.confirmed ? "technicianAssignedConfirmed" : "technicianAssigned";
      return redirectWithToast(back, doneToast(admin.language, said(title)));
    },
  });
}

const stepSchema = z.object({
  bookingId: bookingIdField,
  step: z.enum(VISIT_STEPS, "That is not a step of a visit."),
  /** On my way's arrival estimate, in minutes (one of his links'); without one, the usual estimate. */
  minutes: z.optional(z.string()),
  returnTo: z.optional(z.string()),
  /** "1": the page's script, beside the link it follows: an answer, not a redirect. */
  quiet: z.optional(z.string()),
  /** When he tapped it, for a tap kept on his phone with no signal and sent later. */
  tappedAt: tappedAtField,
});

/** A visit's progress ("On the way", "Arrived", "Work done"), each recorded once per visit day, at the time he tapped it. */
export function stepIntent(pageBookingId?: number) {
  return intent({
    capability: "visit.progress",
    schema: stepSchema,
    handler: async ({ admin, value, submission }) => {
      const booking = await bookingToChange(admin, pageBookingId ?? value.bookingId);
      // The day card's Work done is the job screen's: the visit completed, or refused as there.
      if (value.step === "work_done") {
        await finishVisit(booking, admin, { now: tappedAt(value.tappedAt, clock.now()) });
        return redirectWithToast(safeReturnTo(value.returnTo, `/admin/bookings/${booking.id}`), doneToast(admin.language, said("workDone")));
      }
      const outcome = await recordVisitStep(booking.id, value.step, admin.actor, {
        arrivalMinutes: arrivalMinutes(value.minutes),
        now: tappedAt(value.tappedAt, clock.now()),
      });
      if (outcome.status === "refused") return refusedBy(outcome);
      if (value.quiet === "1") return { intent: "step", result: submission.reply() };
      return redirectWithToast(safeReturnTo(value.returnTo, `/admin/bookings/${booking.id}`), doneToast(admin.language, said(STEP_DONE[value.step])));
    },
  });
}
