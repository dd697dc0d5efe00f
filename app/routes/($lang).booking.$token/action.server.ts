// What the customer may do from the page of a booking: cancel, move, correct the address, erase, make a new link,
// stop or start the WhatsApp messages, turn notifications on this phone on or off, ask for a review request (route.tsx).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "react-router";

import { pushSubscribeSchema, pushUnsubscribeSchema } from "~/alerts/push-subscription";
import { actorOf, getAdmin } from "~/auth.server";
import { business } from "~/content/business";
import { visitText } from "~/lib/booking/customer-text";
import { FREE_CANCELLATION_HOURS } from "~/lib/booking/visit";
import { formError } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { LANGUAGES, localeOf, localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { createRescheduleSchema, customerDetailsSchema } from "~/lib/schemas/booking";
import { formatVisitDay } from "~/lib/time/ist";
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
} from "~/models/customer-messages.server";
import { setBookingMessages } from "~/models/customer-replies.server";
import { requestPlanOnline } from "~/models/plans.server";
import { eraseByCustomer } from "~/models/privacy.server";
import { timeSlotLabels } from "~/models/settings.server";
import { vapidKeys } from "~/outbox/channels/push.server";

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const formData = await readFormData(request);
  const token = params.token ?? "";
  const page = localePath(locale, `/booking/${token}`);
  const intent = formData.get("intent");
  const named = typeof intent === "string" ? intent : undefined;
  const link = await findBookingByToken(token);
  if (!link) throw data("Booking not found", { status: 404 });
  // The view link changes nothing; staff signed in on this browser erase from the admin (the owner, with the reason).
  if (link.access === "view") return refuse(formError(t("customer.viewOnlyRefused", { phone: business.phoneDisplay })), { status: 403, intent: named });
  if (intent === "erase" && (await getAdmin(request))) return refuse(formError(t("customer.staffCannotErase")), { status: 403, intent: named });
  // Every change made here is in the audit trail, with the address it came from.
  const actor = actorOf(request, { id: null, email: CUSTOMER.email });
  const outcomeMessage = (outcome: Exclude<CustomerChangeOutcome, "done" | "slot-full">) =>
    outcome === "too-late"
      ? t("server.tooLate", { hours: FREE_CANCELLATION_HOURS, phone: business.phoneDisplay })
      : outcome === "too-many-changes"
        ? t("server.tooManyChanges", { phone: business.phoneDisplay })
        : t("server.closed");
  if (intent === "cancel") {
    const outcome = await cancelBookingByCustomer(token, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    if (outcome === "done") return redirectWithToast(page, { title: t("server.cancelledToast"), description: t("server.cancelledToastText"), inline: true });
    return refuse(formError(outcomeMessage(outcome as "too-late" | "closed")), { status: 409, intent });
  }
  if (intent === "reschedule") {
    const submission = parseWithZod(formData, { schema: createRescheduleSchema(await bookingRules()) });
    if (submission.status !== "success") return refuse(submission.reply(), { intent });
    const outcome = await rescheduleBookingByCustomer(token, submission.value, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    if (outcome === "done") {
      const slot = (await timeSlotLabels()).get(submission.value.timeSlot ?? "");
      const movedTo = t("server.movedTo", { when: visitText(t, submission.value.visitDate, slot) });
      return redirectWithToast(page, { title: t("server.movedToast"), description: `${movedTo} ${t("server.movedToastText")}`, inline: true });
    }
    if (outcome === "slot-full") {
      const day = formatVisitDay(submission.value.visitDate, LANGUAGES[locale].tag);
      return refuse(submission.reply({ fieldErrors: { timeSlot: [t("server.slotFull", { day })] } }), { status: 409, intent });
    }
    return refuse(submission.reply({ formErrors: [outcomeMessage(outcome)] }), { status: outcome === "too-many-changes" ? 429 : 409, intent });
  }
  if (intent === "erase") {
    const outcome = await eraseByCustomer(token, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    return redirectWithToast(page, { title: t("server.erasedToast"), inline: true });
  }
  if (intent === "address") {
    const submission = parseWithZod(formData, { schema: customerDetailsSchema });
    if (submission.status !== "success") return refuse(submission.reply(), { intent });
    const outcome = await correctDetailsByCustomer(token, submission.value, actor);
    if (!outcome) throw data("Booking not found", { status: 404 });
    if (outcome === "closed") return refuse(formError(t("server.closed")), { status: 409, intent });
    return redirectWithToast(page, { title: t("server.addressSaved"), inline: true });
  }
  if (intent === "whatsapp-stop" || intent === "whatsapp-start") {
    const booking = await findBookingByToken(token);
    if (!booking || booking.erased_at) throw data("Booking not found", { status: 404 });
    // This booking's messages only: the number's STOP is undone only by a START from the number.
    await setBookingMessages(booking.id, intent === "whatsapp-start");
    return redirectWithToast(page, { title: t(intent === "whatsapp-stop" ? "server.whatsappStopped" : "server.whatsappStarted"), inline: true });
  }
  if (intent === "review-consent" || intent === "push-on" || intent === "push-off") {
    if (link.erased_at) throw data("Booking not found", { status: 404 });
    if (intent === "review-consent") {
      await setReviewConsent(link.id, formData.get("reviewConsent") === "1");
      return redirectWithToast(page, { title: t("server.reviewConsentSaved"), inline: true });
    }
    // "Notify me on this phone": the subscription the page's script made (or the one it drops).
    const submission = parseWithZod(formData, { schema: intent === "push-on" ? pushSubscribeSchema : pushUnsubscribeSchema });
    if (submission.status !== "success") return refuse(submission.reply({ formErrors: [t("server.notifyRefused")] }), { intent });
    if (intent === "push-off") {
      await removeCustomerPushSubscription(link.id, submission.value.endpoint);
      return redirectWithToast(page, { title: t("server.notifyOffToast"), inline: true });
    }
    if (!(await vapidKeys()).on) return refuse(formError(t("server.notifyRefused")), { status: 409, intent });
    await saveCustomerPushSubscription(link.id, submission.value as CustomerPushSubscription);
    return redirectWithToast(page, { title: t("server.notifyOnToast"), inline: true });
  }
  if (intent === "plan-buy") {
    const planId = Number(formData.get("planId"));
    const outcome = link.erased_at || !Number.isSafeInteger(planId) ? null : await requestPlanOnline(link.id, planId, { actor });
    if (outcome?.status !== "done") return refuse(formError(t("server.planClosed", { phone: business.phoneDisplay })), { status: 409, intent });
    return redirectWithToast(`${page}#plans`, { title: t("server.planChosen"), inline: true });
  }
  if (intent === "new-link") {
    const renewed = await renewCustomerLink(token, actor);
    if (!renewed) throw data("Booking not found", { status: 404 });
    return redirectWithToast(localePath(locale, `/booking/${renewed}`), {
      title: t("server.newLinkToast"),
      description: t("server.newLinkToastText"),
      inline: true,
    });
  }
  throw data("Unknown action", { status: 400 });
}
