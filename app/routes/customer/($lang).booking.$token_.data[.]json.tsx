import { data, type LoaderFunctionArgs } from "react-router";

import { findBookingByToken } from "~/models/customer-bookings.server";
import { bookingData } from "~/models/customer-data.server";
import { visitPhotoFiles } from "~/models/visit-photos.server";
import { resourceResponse } from "~/security/headers.server";

// Everything held about a booking, for its customer to keep (the DPDP Act's right to access): the
// same unguessable token as its page is the key, and nothing else is reachable from it. A read
// only; never cached, never indexed. The view link staff share reaches none of it (the same 404).
export async function loader({ params }: LoaderFunctionArgs) {
  const booking = await findBookingByToken(params.token);
  if (!booking || booking.access !== "full") throw data("Booking not found", { status: 404 });
  // The visit's photos and signature go with it as files (base64), the customer's to keep.
  const held = { ...(await bookingData(booking.id)), photos: await visitPhotoFiles(booking.id) };
  return resourceResponse(JSON.stringify(held, null, 2), {
    type: "application/json",
    headers: { "Content-Disposition": `attachment; filename="booking-${booking.reference}.json"`, "X-Robots-Tag": "noindex, nofollow" },
  });
}
