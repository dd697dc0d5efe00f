// What the customer's page of a booking shows, read by its link (route.tsx).
import { data, type LoaderFunctionArgs } from "react-router";

import { business } from "~/content/business";
import { env } from "~/env.server";
import { technicianNameIn, visitText } from "~/lib/booking/customer-text";
import { DEFAULT_ARRIVAL_MINUTES, VISIT_STEPS } from "~/lib/booking/visit-steps";
import { LANGUAGES, localeOf, localePath } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { rescheduleConstraint } from "~/lib/schemas/booking";
import * as clock from "~/lib/time/clock.server";
import { formatIstDate, formatIstTime } from "~/lib/time/ist";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import { getBookingOptions } from "~/models/booking-options.server";
import { messageKindOn } from "~/models/business-settings.server";
import { customerBill } from "~/models/customer-bill.server";
import { customerMayChange, findBookingByToken, mayCorrectDetails } from "~/models/customer-bookings.server";
import { customerData } from "~/models/customer-data.server";
import { customerPushDevices } from "~/models/customer-devices.server";
import { bookingPlans } from "~/models/customer-plans.server";
import { bookingSilence } from "~/models/customer-replies.server";
import { BACKUP_RETENTION_DAYS } from "~/models/privacy.server";
import { CUSTOMER_SEES, listVisitPhotos } from "~/models/visit-photos.server";
import { currentSteps, listVisitProgress } from "~/models/visits.server";
import { vapidKeys } from "~/outbox/channels/push.server";

import { ratingOnPage } from "./rating.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const booking = await findBookingByToken(params.token);
  if (!booking) throw data("Booking not found", { status: 404 });
  // The view link staff share shows the booking, the bill and the UPI payment: no personal
  // details, no data, nothing it could change.
  const full = booking.access === "full";
  const mayChange = full && customerMayChange(booking, clock.now());
  const { reference, token, name, service, brand, locality, address, landmark, pin, issue, status, visit_date, slotLabel, technicianName } = booking;
  // Who is coming, once assigned (his name as the page's language writes it), and how far he has got today.
  const progress = technicianName ? await listVisitProgress(booking.id) : [];
  const steps = currentSteps(progress, visit_date);
  const latest = [...VISIT_STEPS].reverse().find((step) => steps[step]);
  const technician = technicianName
    ? technicianNameIn({ name: technicianName, name_kn: booking.technicianNameKn ?? "", name_hi: booking.technicianNameHi ?? "" }, locale)
    : null;
  const open = status === "pending" || status === "confirmed";
  // On his way: when he should be there, by the estimate he gave with On my way (the customer's message says the same).
  const setOff = open && latest === "on_the_way" ? progress.find((entry) => entry.step === "on_the_way" && entry.visitDate === visit_date) : undefined;
  const minutes = setOff ? (setOff.arrivalMinutes ?? DEFAULT_ARRIVAL_MINUTES) : 0;
  return {
    messages: messagesFor(locale, "form", "booking", "customer", "plan", "rating", "text.form", "text.booking", "text.rating"),
    booking: {
      reference,
      name: full ? name : null,
      service: t.text(service),
      brand: t.text(brand),
      locality: full ? locality : null,
      // The rest of the address the customer gave, if any.
      address: full ? [address, landmark, pin].filter(Boolean).join(", ") : "",
      issue: full ? issue : "",
      status,
      when: visitText(t, visit_date, slotLabel),
    },
    viewOnly: full ? null : t("customer.viewOnly", { phone: business.phoneDisplay }),
    technician: technician
      ? {
          name: technician,
          progress:
            latest && (open || latest === "work_done")
              ? t(`customer.step.${latest}`, { technician, time: formatIstTime(steps[latest]!, LANGUAGES[locale].tag) })
              : null,
          arrival: setOff
            ? t("customer.arrivingIn", {
                minutes: String(minutes),
                time: formatIstTime(new Date(Date.parse(setOff.recordedAt) + minutes * 60_000).toISOString(), LANGUAGES[locale].tag),
              })
            : null,
          // Arrived (or the work done): "will call before coming" is past.
          here: open && Boolean(steps.arrived || steps.work_done),
        }
      : null,
    // The address may be added or corrected until the visit.
    mayCorrect: full && mayCorrectDetails(booking, clock.now()),
    details: full ? { name, address, landmark, pin } : null,
    mayRenewLink: full && !booking.erased_at,
    // The customer's messages: the switch for WhatsApp where the business has it set up, else
    // "Notify me on this phone" (push) where the server can push; the review request's box.
    messaging: full && !booking.erased_at ? await customerMessaging(booking) : null,
    // Maintenance plans: offered once the job is completed; the plan asked for, waiting for its payment; the plan in force.
    plans: full && !booking.erased_at ? await bookingPlans(booking, locale) : null,
    // "How was the visit?": once it is completed, on the customer's own link only.
    rating: full && !booking.erased_at && status === "completed" ? await ratingOnPage(booking.id, locale) : null,
    erased: booking.erased_at ? t("customer.erasedNotice", { date: formatIstDate(booking.erased_at, LANGUAGES[locale].tag) }) : null,
    // Everything held about the booking, for its customer to read (the same as the download).
    data: booking.erased_at || !full ? null : await customerData(booking.id, t, LANGUAGES[locale].tag),
    dataLink: localePath(locale, `/booking/${token}/data.json`),
    backupDays: BACKUP_RETENTION_DAYS,
    mayChange,
    bill: await customerBill(booking, locale),
    // The photos of the work (before and after, not the machine's label), by the customer's own link only.
    photos:
      full && !booking.erased_at
        ? (await listVisitPhotos(booking.id, CUSTOMER_SEES)).map((photo) => ({
            src: localePath(locale, `/booking/${token}/photos/${photo.id}`),
            alt: t(photo.kind === "before" ? "customer.photoBefore" : "customer.photoAfter"),
            width: photo.width,
            height: photo.height,
          }))
        : [],
    receipt: localePath(locale, `/booking/${token}/receipt`),
    // Moving the visit: the days and slots as the booking form offers them.
    reschedule: mayChange
      ? { ...(await getBookingOptions()), constraint: rescheduleConstraint(), current: { visitDate: visit_date, timeSlot: booking.time_slot } }
      : null,
  };
}

async function customerMessaging(booking: { id: number; review_consent_at: string | null }) {
  const whatsapp = whatsappConfig(env()).on;
  const push = whatsapp ? null : await vapidKeys();
  const pushKey = push?.on ? push.config.publicKey : null;
  if (!whatsapp && !pushKey) return null;
  return {
    whatsapp: whatsapp ? await bookingSilence(booking.id) : null,
    pushKey,
    // The phones with notifications on for this booking (this page's own: the customer's link holds them).
    pushEndpoints: pushKey ? (await customerPushDevices(booking.id)).map((device) => device.endpoint) : [],
    // Asked for only where the business has a review page and sends the request.
    reviewConsent: env().GOOGLE_REVIEW_URL && (await messageKindOn("review-request")) ? booking.review_consent_at !== null : null,
  };
}
