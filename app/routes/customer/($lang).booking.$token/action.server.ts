// What the customer may do from the page of a booking (route.tsx), as one intent table run by the
// house's intent runner with the link as the actor (app/customer/action.server.ts): cancel, move,
// correct the address, erase, make a new link, switch this booking's WhatsApp messages off or on,
// turn notifications on this phone on or off, ask for a review request, buy a maintenance plan,
// rate the visit once it is completed.
// The view link changes nothing (every row is the customer's own link's); each refusal is said in
// the page's language, at the form that sent it.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "react-router";
import * as z from "zod/mini";

import { pushSubscribeSchema, pushUnsubscribeSchema } from "~/alerts/push-subscription";
import { actorOf, getAdmin } from "~/auth.server";
import { customerAction, customerIntent } from "~/customer/action.server";
import { visitText } from "~/lib/booking/customer-text";
import { refusal, refusedBy } from "~/lib/forms/intents.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { localeOf, localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { createRescheduleSchema, customerDetailsSchema } from "~/lib/schemas/booking";
import { ratingSchema } from "~/lib/schemas/rating";
import { bookingRules } from "~/models/booking-options.server";
import { CUSTOMER } from "~/models/booking-triage.server";
import {
  cancelBookingByCustomer,
  correctDetailsByCustomer,
  type CustomerChangeOutcome,
  findBookingByToken,
  renewCustomerLink,
  rescheduleBookingByCustomer,
} from "~/models/customer-bookings.server";
import {
  type CustomerPushSubscription,
  removeCustomerPushSubscription,
  saveCustomerPushSubscription,
  setReviewConsent,
} from "~/models/customer-devices.server";
import { setBookingMessages } from "~/models/customer-replies.server";
import { requestPlanOnline } from "~/models/plans.server";
import { eraseByCustomer } from "~/models/privacy.server";
import { rateVisit } from "~/models/ratings.server";
import { timeSlotLabels } from "~/models/settings.server";
import { vapidKeys } from "~/outbox/channels/push.server";

const emptySchema = z.object({});
const planSchema = z.object({ planId: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)) });
const consentSchema = z.object({ reviewConsent: z.optional(z.string()) });

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const token = params.token ?? "";
  const page = localePath(locale, `/booking/${token}`);
  const link = await findBookingByToken(token);
  if (!link) throw data("Booking not found", { status: 404 });
  // Every change made here is in the audit trail, with the address it came from.
  const actor = actorOf(request, { id: null, email: CUSTOMER.email });
  const toast = (title: string, description?: string) => redirectWithToast(page, { title, ...(description ? { description } : {}), inline: true });
  /** A change the model refused (closed, too late, moved too often, the slot full): said at its form or field. */
  const changed = (outcome: CustomerChangeOutcome | undefined, done: () => Promise<Response> | Response) => {
    if (!outcome) throw data("Booking not found", { status: 404 });
    return outcome.status === "done" ? done() : refusedBy(outcome, outcome.code === "tooManyChanges" ? 429 : 409);
  };
  /** What an erased booking's page no longer does. */
  const notErased = () => {
    if (link.erased_at) throw data("Booking not found", { status: 404 });
  };
  const rules = await bookingRules();
  return customerAction(request, {
    link,
    locale,
    intents: {
      cancel: customerIntent({
        schema: emptySchema,
        handler: async () => changed(await cancelBookingByCustomer(token, actor), () => toast(t("server.cancelledToast"), t("server.cancelledToastText"))),
      }),
      reschedule: customerIntent({
        schema: createRescheduleSchema(rules),
        handler: async ({ value }) =>
          changed(await rescheduleBookingByCustomer(token, value, actor), async () => {
            const slot = (await timeSlotLabels()).get(value.timeSlot ?? "");
            return toast(t("server.movedToast"), `${t("server.movedTo", { when: visitText(t, value.visitDate, slot) })} ${t("server.movedToastText")}`);
          }),
      }),
      address: customerIntent({
        schema: customerDetailsSchema,
        handler: async ({ value }) => changed(await correctDetailsByCustomer(token, value, actor), () => toast(t("server.addressSaved"))),
      }),
      // Staff signed in on this browser erase from the admin (the owner, with the reason).
      erase: customerIntent({
        schema: emptySchema,
        handler: async () => {
          if (await getAdmin(request)) return refusal("staffCannotErase", { status: 403 });
          if (!(await eraseByCustomer(token, actor))) throw data("Booking not found", { status: 404 });
          return toast(t("server.erasedToast"));
        },
      }),
      // This booking's messages only: the number's STOP is undone only by a START from the number.
      "whatsapp-stop": customerIntent({
        schema: emptySchema,
        handler: async () => {
          notErased();
          await setBookingMessages(link.id, false);
          return toast(t("server.whatsappStopped"));
        },
      }),
      "whatsapp-start": customerIntent({
        schema: emptySchema,
        handler: async () => {
          notErased();
          await setBookingMessages(link.id, true);
          return toast(t("server.whatsappStarted"));
        },
      }),
      "review-consent": customerIntent({
        schema: consentSchema,
        handler: async ({ value }) => {
          notErased();
          await setReviewConsent(link.id, value.reviewConsent === "1");
          return toast(t("server.reviewConsentSaved"));
        },
      }),
      // "Notify me on this phone": the subscription the page's script made (or the one it drops); a
      // subscription the browser made wrong is the phone's failure, said as one.
      "push-on": customerIntent({
        schema: emptySchema,
        handler: async ({ formData }) => {
          notErased();
          const submission = parseWithZod(formData, { schema: pushSubscribeSchema });
          if (submission.status !== "success" || !(await vapidKeys()).on) return refusal("notifyRefused", { status: 409 });
          await saveCustomerPushSubscription(link.id, submission.value as CustomerPushSubscription);
          return toast(t("server.notifyOnToast"));
        },
      }),
      "push-off": customerIntent({
        schema: emptySchema,
        handler: async ({ formData }) => {
          notErased();
          const submission = parseWithZod(formData, { schema: pushUnsubscribeSchema });
          if (submission.status !== "success") return refusal("notifyRefused", { status: 409 });
          await removeCustomerPushSubscription(link.id, submission.value.endpoint);
          return toast(t("server.notifyOffToast"));
        },
      }),
      "plan-buy": customerIntent({
        schema: planSchema,
        handler: async ({ value }) => {
          const outcome = link.erased_at ? null : await requestPlanOnline(link.id, value.planId, { actor });
          if (outcome?.status !== "done") return refusal("planGone", { status: 409 });
          return redirectWithToast(`${page}#plans`, { title: t("server.planChosen"), inline: true });
        },
      }),
      // "How was the visit?": the same thanks whatever the stars; changeable for a week.
      rate: customerIntent({
        schema: ratingSchema,
        handler: async ({ value }) => {
          notErased();
          const outcome = await rateVisit(link.id, value, actor);
          if (outcome.status === "refused") return refusedBy(outcome);
          return redirectWithToast(`${page}#rating`, { title: t("rating.saved"), inline: true });
        },
      }),
      "new-link": customerIntent({
        schema: emptySchema,
        handler: async () => {
          const renewed = await renewCustomerLink(token, actor);
          if (!renewed) throw data("Booking not found", { status: 404 });
          return redirectWithToast(localePath(locale, `/booking/${renewed}`), {
            title: t("server.newLinkToast"),
            description: t("server.newLinkToastText"),
            inline: true,
          });
        },
      }),
    },
  });
}
