import { type ActionFunctionArgs, data, redirect } from "react-router";
import * as z from "zod/mini";

import { requireDeskBookingFor } from "~/auth.server";
import { env } from "~/env.server";
import { customerChatText } from "~/lib/booking/customer-text";
import { customerWhatsappHref } from "~/lib/contact/links";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { doneToast } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import { placeCorrectionSchema } from "~/lib/schemas/booking";
import {
  bookingNoteSchema,
  customerAnswerSchema,
  eraseBookingSchema,
  planCancelSchema,
  planLinkSchema,
  planPaymentSchema,
  replyAttachSchema,
} from "~/lib/schemas/booking-triage";
import { ratingFollowupSchema } from "~/lib/schemas/rating";
import { addBookingNote, correctPlace } from "~/models/booking-triage.server";
import { reissueCustomerLink, shareViewLink } from "~/models/customer-bookings.server";
import { queueStaffAnswer } from "~/models/customer-messages.server";
import { attachReply } from "~/models/customer-replies.server";
import { linkBookingToPlan } from "~/models/plan-cover.server";
import { cancelPlan, recordPlanPayment } from "~/models/plan-payments.server";
import { eraseByOwner } from "~/models/privacy.server";
import { recordRatingFollowup } from "~/models/ratings.server";
import { timeSlotLabels } from "~/models/settings.server";
import { customerMessageQueued } from "~/outbox/wake.server";
import { intent, refusal, refusedBy, staffAction } from "~/staff/action.server";
import { assignIntent, open, statusIntent } from "~/staff/booking-intents.server";

// Staff triage on the booking's page: its status, who goes, notes, the address, the customer's
// links and an erasure. Notes and assignments are kept in the booking's log (booking_notes), which
// the site never edits. Every refusal is answered at the form that sent it (staffAction).
export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireDeskBookingFor(admin, params.bookingId),
    intents: (booking) => {
      const path = `/admin/bookings/${booking.id}`;
      return {
        status: statusIntent(booking.id),
        assign: assignIntent(booking.id),
        share: intent({
          capability: "booking.share",
          schema: emptySchema,
          handler: async ({ admin }) => {
            // Staff send the customer the view link (never the customer's own): one audited action, then WhatsApp.
            const viewToken = await shareViewLink(open(booking).id, admin.actor);
            if (!viewToken) throw data("Booking not found", { status: 404 });
            const slotLabel = (await timeSlotLabels()).get(booking.time_slot);
            const link = `${env().SITE_URL}${localePath(booking.language, `/booking/${viewToken}`)}`;
            return redirect(customerWhatsappHref(booking.phone, customerChatText(serverTranslator(booking.language), booking, slotLabel, link)), 303);
          },
        }),
        "reissue-link": intent({
          capability: "booking.link.reissue",
          schema: emptySchema,
          handler: async ({ admin }) => {
            if (!(await reissueCustomerLink(open(booking).id, admin.actor))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${path}#link`, doneToast(admin.language, said("linkReissued"), said("linkReissuedText")));
          },
        }),
        // An erasure asked for by phone or e-mail is the owner's to do, with the reason.
        erase: intent({
          capability: "booking.erase",
          schema: eraseBookingSchema,
          handler: async ({ admin, value }) => {
            const outcome = await eraseByOwner(open(booking).id, value.reason, admin.actor);
            if (outcome === "not-found") throw data("Booking not found", { status: 404 });
            return redirectWithToast(path, doneToast(admin.language, said(outcome === "erased" ? "dataErased" : "alreadyErased")));
          },
        }),
        place: intent({
          capability: "booking.place",
          schema: placeCorrectionSchema,
          handler: async ({ admin, value }) => {
            if (!(await correctPlace(open(booking).id, value, admin.actor))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${path}#place`, doneToast(admin.language, said("addressSaved")));
          },
        }),
        // The customer wrote on WhatsApp: staff answer in their own words within the 24-hour window.
        answer: intent({
          capability: "booking.answer",
          schema: customerAnswerSchema,
          handler: async ({ admin, value }) => {
            const outcome = await queueStaffAnswer(open(booking).id, value.text, value.submissionId, admin.actor);
            if (outcome.status === "refused") return refusedBy(outcome);
            customerMessageQueued();
            return redirectWithToast(`${path}#customer-messages`, doneToast(admin.language, said("answerQueued"), said("answerQueuedText")));
          },
        }),
        // A maintenance plan's own payment (it starts now), once; the owner's cancel.
        "plan-payment": intent({
          capability: "plan.sell",
          schema: planPaymentSchema,
          handler: async ({ admin, value }) => {
            const outcome = await recordPlanPayment(value.planId, open(booking).id, { method: value.method, reference: value.reference ?? "" }, admin.actor);
            if (outcome.status === "not-found") return refusal("planNotWaiting", { status: 404 });
            if (outcome.status === "refused") return refusedBy(outcome);
            return redirectWithToast(`${path}#plans`, doneToast(admin.language, said("planPaymentRecorded"), said("planPaymentRecordedText")));
          },
        }),
        // A booking that only shares a plan holder's phone is linked to the plan by the desk, after a call (audited).
        "plan-link": intent({
          capability: "plan.link",
          schema: planLinkSchema,
          handler: async ({ admin, value }) => {
            const outcome = await linkBookingToPlan(open(booking).id, value.planId, admin.actor);
            if (outcome.status === "refused") return refusedBy(outcome);
            return redirectWithToast(`${path}#plans`, doneToast(admin.language, said(outcome.value === "linked" ? "bookingUnderPlan" : "alreadyUnderPlan")));
          },
        }),
        // A reply from the number that could be about more than one of its bookings: the desk attaches it here.
        "reply-attach": intent({
          capability: "booking.answer",
          schema: replyAttachSchema,
          handler: async ({ admin, value }) => {
            const outcome = await attachReply(value.replyId, open(booking).id, admin.actor);
            if (outcome.status === "refused") return refusedBy(outcome);
            return redirectWithToast(`${path}#customer-messages`, doneToast(admin.language, said("replyAttached")));
          },
        }),
        "plan-cancel": intent({
          capability: "plan.cancel",
          schema: planCancelSchema,
          handler: async ({ admin, value }) => {
            if (!(await cancelPlan(value.planId, open(booking).id, value.reason, admin.actor))) return refusal("planAlreadyCancelled", { status: 409 });
            return redirectWithToast(`${path}#plans`, doneToast(admin.language, said("planCancelled")));
          },
        }),
        // What the office did about a rating it was to call back about (audited, without the comment's words).
        "rating-followup": intent({
          capability: "rating.followup",
          schema: ratingFollowupSchema,
          handler: async ({ admin, value }) => {
            const outcome = await recordRatingFollowup(open(booking).id, value.followup, admin.actor);
            if (outcome.status === "refused") return refusedBy(outcome);
            return redirectWithToast(`${path}#rating`, doneToast(admin.language, said("ratingFollowedUp")));
          },
        }),
        note: intent({
          capability: "booking.note",
          schema: bookingNoteSchema,
          handler: async ({ admin, value }) => {
            if (!(await addBookingNote(open(booking).id, value.note, admin.actor))) throw data("Booking not found", { status: 404 });
            return redirectWithToast(`${path}#notes`, doneToast(admin.language, said("noteAdded")));
          },
        }),
      };
    },
  });
}

/** A form of one button: nothing to parse but its intent. */
const emptySchema = z.object({});
