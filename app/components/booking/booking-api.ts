// The browser's side of the /book route, which the booking form, the booking dialog and the
// warranty repair form share with it: the form's data, the answer to a post, and the route's
// clientAction and clientLoader (re-exported by routes/book.tsx), kept here so that the
// components need nothing from the route that renders them.
import type { ClientLoaderFunctionArgs } from "react-router";

import type { BookedVisit } from "~/components/booking/thank-you";
import { BOOKING_OFFLINE_MESSAGE } from "~/content/booking";
import { type Answer, offlineAware, orWhenOffline } from "~/lib/forms/answer";
import type { PageMessages } from "~/lib/i18n/i18n";
import type { bookingFormData } from "~/models/booking-options.server";

/** What the booking form is drawn from: the choices, the preset, a submission id of its own, and its words. */
export type BookingFormData = Awaited<ReturnType<typeof bookingFormData>> & PageMessages;

/** What the booking form shows after a post: the server's messages, or the booking stored (`done`: its reference and page; true for a post thanked and not stored). */
export type BookingAnswer = Answer<BookedVisit | true>;

// With JavaScript, a dropped connection must not replace the page with an error: the form
// keeps what was typed and says the booking did not go through.
export const clientAction = offlineAware<BookedVisit | true>({ message: BOOKING_OFFLINE_MESSAGE });

// The dialog fetches the form's data as it opens: offline, it says so instead of failing the page.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs): Promise<BookingFormData | null> {
  return orWhenOffline(
    () => serverLoader<BookingFormData>(),
    () => null,
  );
}
