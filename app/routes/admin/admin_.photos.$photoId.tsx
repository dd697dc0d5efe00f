import { data, type LoaderFunctionArgs } from "react-router";

import { requireAdmin, requireBookingFor } from "~/auth.server";
import { parseRowId } from "~/lib/forms/row-id";
import { imageResponse } from "~/lib/photos/response.server";
import { visitPhotoImage } from "~/models/visit-photos.server";

// A visit's photo or signature, for a signed-in account that may see its booking (a technician:
// his own jobs): served through the app from the private store, never cached by anyone else.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "jobs.open");
  const id = parseRowId(params.photoId);
  const photo = id ? await visitPhotoImage(id) : null;
  if (!photo) throw data("Not found", { status: 404 });
  await requireBookingFor(admin, photo.bookingId);
  return imageResponse(photo);
}
