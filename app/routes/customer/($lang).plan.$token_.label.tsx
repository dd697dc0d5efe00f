import { data, type LoaderFunctionArgs } from "react-router";

import { imageResponse } from "~/lib/photos/response.server";
import { customerPlanByToken } from "~/models/plans.server";
import { listVisitPhotos, visitPhotoImage } from "~/models/visit-photos.server";

// The machine's label as the technician photographed it on the visit the plan was sold on, by the
// plan's own link: the customer's record of their machine's serial and model for the plan.
export async function loader({ params }: LoaderFunctionArgs) {
  const plan = await customerPlanByToken(params.token ?? "");
  const label = plan ? (await listVisitPhotos(plan.bookingId, ["label"])).at(-1) : undefined;
  const photo = label ? await visitPhotoImage(label.id) : null;
  if (!photo) throw data("Not found", { status: 404 });
  return imageResponse(photo);
}
