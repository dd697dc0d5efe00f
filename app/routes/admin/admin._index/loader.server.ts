// What the bookings list shows staff (route.tsx): a page of the bookings the filter in the URL asks for, a technician's own only.
import type { LoaderFunctionArgs } from "react-router";

import { requireDesk } from "~/auth.server";
import { bookingScopeTechnician, can } from "~/lib/auth/capabilities";
import { customerConfirmationText, visitText } from "~/lib/booking/customer-text";
import { bookingFilter, BOOKINGS_PAGE_SIZE, parseBookingListParams } from "~/lib/booking/list-params";
import { formatIndianPhone } from "~/lib/contact/phone";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import * as clock from "~/lib/time/clock.server";
import { countFilteredBookings, listBookings } from "~/models/booking-search.server";
import { countBookings } from "~/models/booking-triage.server";
import { isServed, servedLocalities } from "~/models/service-area.server";
import { listTechnicians, timeSlotLabels } from "~/models/settings.server";
import { billedEnough, mayComplete } from "~/staff/booking-intents.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireDesk(request);
  const asked = parseBookingListParams(new URL(request.url).searchParams);
  // A technician's list is his bookings only, whatever the address asks (the booking scope: capabilities.ts).
  const scope = bookingScopeTechnician(admin);
  const desk = can(admin.role, "bookings.overview");
  const params = scope === null ? asked : { ...asked, technicianId: scope };
  const filter = bookingFilter(params, clock.now());
  const [rows, total, slotLabels, technicians, served, counts] = await Promise.all([
    listBookings(filter, {
      limit: BOOKINGS_PAGE_SIZE,
      offset: (params.page - 1) * BOOKINGS_PAGE_SIZE,
    }),
    countFilteredBookings(filter),
    timeSlotLabels(),
    listTechnicians(),
    servedLocalities(),
    // The counts of every booking, which lead the dashboard (the admin shell draws them above its tabs).
    desk ? countBookings() : null,
  ]);
  const bookings = rows.map((booking) => {
    const slotLabel = slotLabels.get(booking.time_slot) ?? booking.time_slot;
    return {
      ...booking,
      slotLabel,
      // The customer's language other than English, in the account's words.
      prefers:
        booking.language === "en"
          ? ""
          : serverTranslator(admin.language)("deskLanguage.prefers", { language: serverTranslator(admin.language)(`deskLanguage.${booking.language}`) }),
      // The phone as people write it, formatted here: the phone metadata stays off the page.
      phoneText: formatIndianPhone(booking.phone),
      // A place we do not list (a custom entry): staff confirm they can go before fixing the visit.
      outsideArea: booking.visit_date !== null && !isServed(booking.locality, served),
      // Only the status changes the account may make are offered.
      statusActions: { cancel: can(admin.role, "booking.cancel"), complete: mayComplete(admin, booking) && billedEnough(booking, booking.bill_items) },
      // What staff send on WhatsApp, in the customer's language.
      confirmation: customerConfirmationText(serverTranslator(booking.language), {
        name: booking.name,
        service: booking.service,
        when: visitText(serverTranslator(booking.language), booking.visit_date, slotLabel),
        reference: booking.reference,
      }),
    };
  });
  return {
    // The list's words in the account's language, and the counts' for an account that sees them.
    messages: messagesFor(admin.language, "desk", "deskList", "deskHeld", ...(counts ? (["dash"] as const) : [])),
    counts,
    bookings,
    total,
    // A technician's own filter is not his to change, so his page shows none (and no export, no technician list).
    mayExport: can(admin.role, "bookings.export"),
    params: scope === null ? params : asked,
    visitDate: filter.visitDate,
    technicians: desk ? technicians.map(({ id, name }) => ({ id, name })) : [],
    pageCount: Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE)),
  };
}
