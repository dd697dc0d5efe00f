import { data, type LoaderFunctionArgs } from "react-router";

import { parseRowId } from "~/lib/forms/row-id";
import { imageResponse } from "~/lib/photos/response.server";
import { findBookingByToken } from "~/models/customer-bookings.server";
import { CUSTOMER_SEES, visitPhotoImage } from "~/models/visit-photos.server";

// A photo of the customer's own visit (before and after, not the machine's label), by their own
// link only: the view link staff share shows the booking, not the pictures of the customer's home.
export async function loader({ params }: LoaderFunctionArgs) {
  const booking = await findBookingByToken(params.token);
  const id = parseRowId(params.photoId);
  const photo = booking?.access === "full" && id ? await visitPhotoImage(id) : null;
  if (!booking || !photo || photo.bookingId !== booking.id || !CUSTOMER_SEES.includes(photo.kind)) throw data("Not found", { status: 404 });
  return imageResponse(photo);
}
