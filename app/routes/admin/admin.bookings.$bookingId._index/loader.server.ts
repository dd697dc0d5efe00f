// What a booking's page shows staff (route.tsx).
import { getZodConstraint } from "@conform-to/zod/v4";
import { type LoaderFunctionArgs } from "react-router";

import { actorOf, requireBookingFor, requireDesk } from "~/auth.server";
import { machineName } from "~/content/machines";
import { env } from "~/env.server";
import { auditActorMessage } from "~/lib/audit/actions";
import { can } from "~/lib/auth/capabilities";
import { formatIndianPhone } from "~/lib/contact/phone";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { storedText } from "~/lib/i18n/outcome.server";
import { placeCorrectionSchema } from "~/lib/schemas/booking";
import { bookingNoteSchema } from "~/lib/schemas/booking-triage";
import { formatIstDateTime } from "~/lib/time/ist";
import { listBookingDeliveries } from "~/models/alerts.server";
import { getBill } from "~/models/bills.server";
import { earlierVisits, listBookingNotes, listStatusChanges } from "~/models/booking-triage.server";
import { visitChecklist } from "~/models/checklist.server";
import { bookingMessages } from "~/models/customer-messages.server";
import { repliesToAttach } from "~/models/customer-replies.server";
import { planOfBooking, samePhonePlans } from "~/models/plan-cover.server";
import { plansOfBooking } from "~/models/plans.server";
import { noteBookingView } from "~/models/privacy.server";
import { bookingRating, type Rating } from "~/models/ratings.server";
import { isServed, servedLocalities } from "~/models/service-area.server";
import { listTechnicians, technicianName, timeSlotLabels } from "~/models/settings.server";
import { listVisitPhotos } from "~/models/visit-photos.server";
import { listVisitProgress } from "~/models/visits.server";
import { billedEnough, mayComplete } from "~/staff/booking-intents.server";

/** The visit's photos, signature and ticks as the booking's page shows them: described in the reader's language. */
async function bookingRecord(booking: { id: number; service: string }, locale: Locale) {
  const t = serverTranslator(locale);
  const tag = LANGUAGES[locale].tag;
  const [photos, checks] = await Promise.all([listVisitPhotos(booking.id), visitChecklist(booking, locale)]);
  const kind = { before: t("field.photoBefore"), after: t("field.photoAfter"), label: t("field.photoLabel"), signature: t("field.signature") };
  return {
    heading: t("field.photosLink"),
    photos: photos.map((photo) => ({
      id: photo.id,
      alt:
        photo.kind === "signature"
          ? t("field.signedBy", { name: photo.signerName, time: formatIstDateTime(photo.at, tag) })
          : t("field.photoOf", { kind: kind[photo.kind], time: formatIstDateTime(photo.at, tag) }),
    })),
    ticks: checks.filter((check) => check.tickedAt).map((check) => `✓ ${check.label}, ${formatIstDateTime(check.tickedAt!, tag)}, ${check.tickedBy}`),
  };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireDesk(request, params.bookingId);
  const booking = await requireBookingFor(admin, params.bookingId);
  // Who read whose data: an office or technician account's view goes in the audit trail.
  if (!can(admin.role, "bookings.read.unrecorded")) noteBookingView(actorOf(request, admin), booking);
  // Least sight: a technician sees his booking only: not the phone's other bookings, the other
  // technicians (and their phones) or the alerts sent about it.
  const all = can(admin.role, "bookings.all");
  const mayAssign = can(admin.role, "booking.assign");
  const open = booking.erased_at === null;
  const [
    history,
    progress,
    notes,
    technicians,
    slotLabels,
    alerts,
    served,
    bill,
    earlier,
    customerMessages,
    underPlan,
    soldPlans,
    samePhone,
    waitingReplies,
    rating,
  ] = await Promise.all([
    listStatusChanges(booking.id),
    listVisitProgress(booking.id),
    listBookingNotes(booking.id),
    // The assign form's choices: each technician's id and name, nothing more of him.
    mayAssign ? listTechnicians().then((all) => all.map(({ id, name }) => ({ id, name }))) : [],
    timeSlotLabels(),
    can(admin.role, "alerts.read") ? listBookingDeliveries(booking.id) : [],
    servedLocalities(),
    getBill(booking.id),
    all ? earlierVisits(booking, env().REPAIR_WARRANTY_DAYS) : [],
    bookingMessages(booking.id),
    planOfBooking(booking.id),
    plansOfBooking(booking.id),
    // A plan held by the same phone is no proof: the desk links it after calling the holder.
    can(admin.role, "plan.link") && open ? samePhonePlans(booking.id) : [],
    can(admin.role, "booking.answer") && open ? repliesToAttach(booking.id) : [],
    bookingRating(booking.id),
  ]);
  const t = serverTranslator(admin.language);
  const actorName = (stored: string) => {
    const message = auditActorMessage(stored);
    return message ? t(message) : stored;
  };
  const erasedAt = booking.erased_at && formatIstDateTime(booking.erased_at, LANGUAGES[admin.language].tag);
  return {
    // The page's words in the account's language; a part's words only where the page draws it (its weight is the page's).
    messages: messagesFor(
      admin.language,
      "desk",
      "deskBooking",
      ...(earlier.length ? (["deskEarlier"] as const) : []),
      ...(booking.held ? (["deskHeld"] as const) : []),
      ...(progress.length ? (["deskSteps"] as const) : []),
      ...(underPlan || soldPlans.length || samePhone.length ? (["deskPlans"] as const) : []),
      ...(customerMessages.messages.length || customerMessages.replies.length || waitingReplies.length ? (["deskMessages"] as const) : []),
      ...(can(admin.role, "booking.link.reissue") && open ? (["deskReissue"] as const) : []),
      ...(can(admin.role, "booking.erase") && open ? (["deskErase"] as const) : []),
      ...(alerts.length ? (["deskAlerts", "deliveries"] as const) : []),
      ...(rating ? (["ratings", "text.rating"] as const) : []),
    ),
    // The customer's rating (its comment for staff only), to call back about until what was done is recorded.
    rating: rating && ratingView(rating, t, LANGUAGES[admin.language].tag, can(admin.role, "rating.followup") && open),
    // What the page draws of the booking, no more (its bill's customer, GST and consent columns stay here).
    booking: {
      id: booking.id,
      reference: booking.reference,
      name: booking.name,
      phone: booking.phone,
      locality: booking.locality,
      address: booking.address,
      landmark: booking.landmark,
      pin: booking.pin,
      service: booking.service,
      brand: booking.brand,
      issue: booking.issue,
      visit_date: booking.visit_date,
      status: booking.status,
      urgent: booking.urgent,
      technician_id: booking.technician_id,
      held: booking.held,
      blocked: booking.blocked,
      created_at: booking.created_at,
    },
    // What was done, shown: the visit's photos and the customer's signature (served by /admin/photos/<id>), with the checklist's ticks.
    record: await bookingRecord(booking, admin.language),
    // The machine in words, in the account's language ("" when the customer did not say).
    machine: machineName(t, booking.machine_type),
    // The customer's language, and in another than English the call back it asks for.
    language: booking.language === "en" ? t("deskLanguage.en") : t("deskLanguage.callBackIn", { language: t(`deskLanguage.${booking.language}`) }),
    // The phone as people write it, formatted here: the phone metadata stays off the page.
    phoneText: formatIndianPhone(booking.phone),
    technicianName: booking.technician_id === null ? null : await technicianName(booking.technician_id),
    // An erased booking can no longer be changed: no control to change it is shown; and none the account may not use.
    mayChange: open,
    mayAssign: mayAssign && open,
    // Another day and slot for an open visit (the page of its own: its form's words load there).
    moveVisit:
      can(admin.role, "visit.move") && open && booking.visit_date !== null && (booking.status === "pending" || booking.status === "confirmed")
        ? t("deskMove.link")
        : null,
    mayErase: can(admin.role, "booking.erase") && open,
    mayReissueLink: can(admin.role, "booking.link.reissue") && open,
    statusActions: {
      cancel: can(admin.role, "booking.cancel"),
      // Work done needs the work on the bill first (a message needs none): no one-tap Complete on an unbilled visit.
      complete: mayComplete(admin, booking) && billedEnough(booking, bill?.items.length ?? 0),
    },
    erased: erasedAt
      ? booking.erased_by === "retention"
        ? t("deskErased.byJob", { at: erasedAt, months: env().RETENTION_MONTHS })
        : t("deskErased.asked", { at: erasedAt })
      : null,
    outsideArea: booking.visit_date !== null && !isServed(booking.locality, served),
    // Who did it: an account's e-mail, or the customer named in the reader's language.
    history: history.map((change) => ({ ...change, admin_email: actorName(change.admin_email) })),
    progress,
    earlier,
    warrantyDays: env().REPAIR_WARRANTY_DAYS,
    notes: notes.map((note) => ({ ...note, admin_email: actorName(note.admin_email) })),
    // Who may be assigned: a name and an id each, no more (the page's weight grows with the team).
    technicians: technicians.map(({ id, name }) => ({ id, name })),
    alerts,
    // Staff answer the customer in their own words only within WhatsApp's 24-hour window, and only the desk.
    // Only where there is something to show (the page's data is part of its JavaScript weight).
    customerMessages:
      customerMessages.messages.length || customerMessages.replies.length || waitingReplies.length
        ? {
            // Why a message was not sent or not delivered, in the account's language (a provider's own words as they are).
            messages: customerMessages.messages.map((message) => ({ ...message, error: storedText(admin.language, message.error) })),
            replies: customerMessages.replies,
            numberStopped: customerMessages.numberStopped,
            bookingOff: customerMessages.bookingOff,
            // Replies from the number that no booking holds yet: the desk reads them and attaches each to the booking it is about.
            waiting: waitingReplies,
            // Staff answer the customer in their own words only within WhatsApp's 24-hour window, and only the desk.
            answerUntil: can(admin.role, "booking.answer") && open ? customerMessages.answerUntil : null,
            answerSubmissionId: crypto.randomUUID(),
          }
        : null,
    plans:
      underPlan || soldPlans.length || samePhone.length
        ? {
            samePhone: samePhone.map(({ id, name, holder, reference, endsOn }) => ({ id, name, holder, reference, endsOn })),
            underPlan: underPlan && { name: underPlan.name, endsOn: underPlan.endsOn },
            // What the card shows: never the plan's own link (the customer's) nor anything else of it.
            sold: soldPlans.map(({ id, name, pricePaise, status, soldAs, startsOn, endsOn, visitList }) => ({
              id,
              name,
              pricePaise,
              status,
              soldAs,
              startsOn,
              endsOn,
              visitList,
            })),
            mayRecord: can(admin.role, "plan.sell") && open,
            mayCancel: can(admin.role, "plan.cancel") && open,
          }
        : null,
    slotLabel: slotLabels.get(booking.time_slot) ?? booking.time_slot,
    placeConstraint: getZodConstraint(placeCorrectionSchema),
    noteConstraint: getZodConstraint(bookingNoteSchema),
    bill: bill && { total: bill.totals.total, paid: bill.paid, due: bill.due, issued: bill.issuedAt !== null },
  };
}

/** The rating as the page shows it: dates and what was done in the reader's words. */
function ratingView(rating: Rating, t: ReturnType<typeof serverTranslator>, tag: string, mayFollowup: boolean) {
  const toCallBack = rating.callback && rating.followup === null;
  return {
    stars: rating.stars,
    comment: rating.comment,
    ratedAt: formatIstDateTime(rating.changedAt, tag),
    toCallBack,
    done:
      rating.followup && rating.followupAt
        ? t("ratings.followupDone", {
            what: t(`ratings.followup.${rating.followup}`),
            date: formatIstDateTime(rating.followupAt, tag),
            who: rating.followupBy ?? "",
          })
        : null,
    mayFollowup: mayFollowup && rating.callback,
  };
}
