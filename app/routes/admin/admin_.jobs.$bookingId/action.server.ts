// The job screen's steps, each posted here and answered in the technician's language (staffAction says a refusal's code in it).
import { type ActionFunctionArgs, data } from "react-router";
import * as z from "zod/mini";

import { requireBookingFor } from "~/auth.server";
import { rupees } from "~/lib/billing/bill";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { LANGUAGES } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { type Said } from "~/lib/outcome";
import { billItemSchema, lineQuantityField, paymentSchema } from "~/lib/schemas/bill";
import { bookingNoteSchema } from "~/lib/schemas/booking-triage";
import { submissionIdField, tappedAtField } from "~/lib/schemas/fields";
import { settingIdSchema } from "~/lib/schemas/form-settings";
import * as clock from "~/lib/time/clock.server";
import { tappedAt } from "~/lib/time/tapped-at";
import { addBillItem, type BillChange, removeBillItem } from "~/models/bills.server";
import { addBookingNote } from "~/models/booking-triage.server";
import { tickChecklist } from "~/models/checklist.server";
import { addPlanToBill } from "~/models/plans.server";
import { getPriceItem } from "~/models/settings.server";
import { recordVisitStep } from "~/models/visits.server";
import { intent, refusal, refusedBy, staffAction } from "~/staff/action.server";
import { finishVisit, open, takePayment } from "~/staff/booking-intents.server";
import { isPhotoPost, photoUpload } from "~/staff/photo-upload.server";
import { planPaymentIntent } from "~/staff/plan-payment.server";

import { itemName } from "./loader.server";
import { scheduleIntents } from "./schedule-intents.server";

// A tap kept on his phone with no signal carries when he tapped it; a bill line its form's own id (the same line sent again is added once).
const tappedSchema = z.object({ tappedAt: tappedAtField });
const once = { submissionId: z.optional(submissionIdField) };
const readyItemSchema = z.object({ item: settingIdSchema, quantity: lineQuantityField, ...once });
const typedItemSchema = z.object({ ...billItemSchema.shape, ...once });
const removeSchema = z.object({ id: settingIdSchema });

/** What the bill's model answered: done, back to the section with his toast; refused, in place (staffAction says its code in his language). */
function answered(outcome: BillChange, back: string, toast: (done: Said) => string) {
  if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
  if (outcome.status === "refused") return refusedBy(outcome);
  return redirectWithToast(back, { title: toast(outcome.value) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  // A photo taken here (before, after, the machine's label): a form with a file, the one upload (staff/photo-upload.server.ts).
  if (isPhotoPost(request)) return photoUpload(request, params.bookingId, { back: "job" });
  return staffAction(request, {
    scope: (admin) => requireBookingFor(admin, params.bookingId),
    intents: (booking, admin) => {
      const t = serverTranslator(admin.language);
      const tag = LANGUAGES[admin.language].tag;
      const here = `/admin/jobs/${booking.id}`;
      return {
        // The owner's checklist: the items ticked, once each, with who and when.
        checks: intent({
          capability: "visit.record",
          schema: z.object({}),
          handler: async ({ formData }) => {
            const ids = formData
              .getAll("item")
              .map(Number)
              .filter((id) => Number.isSafeInteger(id) && id > 0);
            await tickChecklist(open(booking), ids, admin.actor);
            return redirectWithToast(`${here}#record`, { title: t("done.checksSaved") });
          },
        }),
        arrived: intent({
          capability: "visit.progress",
          schema: tappedSchema,
          handler: async ({ value }) => {
            const outcome = await recordVisitStep(open(booking).id, "arrived", admin.actor, { now: tappedAt(value.tappedAt, clock.now()) });
            if (outcome.status === "refused") return refusedBy(outcome);
            return redirectWithToast(`${here}#arrival`, { title: t("field.arrived") });
          },
        }),
        "add-ready": intent({
          capability: "bill.edit",
          schema: readyItemSchema,
          handler: async ({ value }) => {
            const item = await getPriceItem(value.item);
            if (!item) return refusal("priceItemGone", { field: "item", status: 409 });
            const outcome = await addBillItem(
              open(booking).id,
              { description: item.name, kind: item.kind, hsn: item.hsn, quantity: value.quantity, unitPaise: item.unit_paise },
              admin.actor,
              value.submissionId,
            );
            return answered(outcome, `${here}#bill`, () =>
              t("field.itemAdded", { item: `${value.quantity > 1 ? `${value.quantity} × ` : ""}${itemName(item, admin.language)}` }),
            );
          },
        }),
        "add-plan": intent({
          capability: "plan.sell",
          schema: z.object({ plan: settingIdSchema }),
          handler: async ({ value }) => {
            const outcome = await addPlanToBill(open(booking).id, value.plan, admin.actor);
            if (outcome.status === "refused") return refusal(outcome.code, { field: "plan", status: 409, values: outcome.values });
            return redirectWithToast(`${here}#bill`, { title: t("field.planAdded") });
          },
        }),
        "add-item": intent({
          capability: "bill.edit",
          schema: typedItemSchema,
          handler: async ({ value }) => {
            const outcome = await addBillItem(
              open(booking).id,
              { description: value.description, kind: value.kind, hsn: value.hsn, quantity: value.quantity, unitPaise: value.unitPrice },
              admin.actor,
              value.submissionId,
            );
            return answered(outcome, `${here}#bill`, () => t("field.itemAdded", { item: value.description }));
          },
        }),
        "remove-item": intent({
          capability: "bill.edit",
          schema: removeSchema,
          handler: async ({ value }) => answered(await removeBillItem(open(booking).id, value.id, admin.actor), `${here}#bill`, () => t("field.itemRemoved")),
        }),
        ...scheduleIntents(booking, admin, here),
        "plan-payment": planPaymentIntent(booking, t, `${here}#plan-payment`),
        pay: intent({
          capability: "payment.take",
          schema: paymentSchema,
          handler: async ({ value: { method, amount, reference, submissionId, tappedAt: tapped } }) => {
            const outcome = await takePayment(booking, admin, { method, amount, reference, submissionId, now: tappedAt(tapped, clock.now()) });
            return answered(outcome, `${here}#payment`, (done) =>
              done.code === "paidInFull" ? t("field.paidInFull") : t("field.paymentRecorded", { amount: rupees(amount, tag) }),
            );
          },
        }),
        // A note for the office ("the customer wants a call before 5"), kept on the phone with no signal and written once.
        note: intent({
          capability: "booking.note",
          schema: z.object({ ...bookingNoteSchema.shape, submissionId: z.optional(submissionIdField) }),
          handler: async ({ value }) => {
            if (!(await addBookingNote(booking.id, value.note, admin.actor, value.submissionId))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${here}#notes`, { title: t("field.noteAdded") });
          },
        }),
        // Work done: the step, and the visit completed, once nothing is due. With money due, nothing
        // changes and he is told what is due, unless the owner's rule lets him leave it to the office
        // (then the toast says what is still due). Kept on his phone with no signal, it is recorded when he tapped it.
        done: intent({
          capability: "booking.status",
          schema: tappedSchema,
          handler: async ({ value }) => {
            const { due } = await finishVisit(booking, admin, { now: tappedAt(value.tappedAt, clock.now()) });
            return redirectWithToast(`${here}#finish`, {
              title: due > 0 ? t("field.jobCompletedUnpaid", { amount: rupees(due, tag) }) : t("field.jobCompleted"),
            });
          },
        }),
      };
    },
  });
}
