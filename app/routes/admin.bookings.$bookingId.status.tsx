import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import * as z from "zod/mini";

import { requireAdminAction, requireWritableBookingFor } from "~/auth.server";
import { EVERYONE } from "~/lib/auth/roles";
import { MESSAGE_ACTIONS, STATUS_ACTIONS } from "~/lib/booking/status";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { safeReturnTo } from "~/lib/http/return-to";
import { optionalText } from "~/lib/schemas/fields";
import { setBookingStatus } from "~/models/booking-triage.server";

const statusChangeSchema = z.object({
  status: z.enum([...new Set([...STATUS_ACTIONS, ...MESSAGE_ACTIONS].map((action) => action.status))]),
  reason: optionalText(500, "Reason", { multiline: true }),
  returnTo: z.optional(z.string()),
});

export async function loader() {
  throw redirect("/admin");
}

// Confirm, Complete and Cancel: the model refuses any move the booking's life does not allow, and
// the answer is a toast on the page the button was on, at the booking's place on it.
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request, EVERYONE);
  const { id: bookingId } = await requireWritableBookingFor(admin, params.bookingId);
  const submission = parseWithZod(await readFormData(request), { schema: statusChangeSchema });
  // A reason with characters nobody types is refused as every text is; anything else only a
  // crafted post gets (the buttons send a status and a page of the admin).
  if (submission.status !== "success") {
    const description = submission.error?.reason?.[0] ?? "That is not a status change staff can make.";
    return redirectWithToast(`/admin/bookings/${bookingId}`, { title: "Not Changed", description, variant: "destructive" });
  }
  const { status, reason, returnTo } = submission.value;
  const outcome = await setBookingStatus(bookingId, status, admin.actor, reason);
  if (outcome.status === "not-found") throw data("Booking not found", { status: 404 });
  const back = safeReturnTo(returnTo);
  if (outcome.status === "refused") return redirectWithToast(back, { title: "Not Changed", description: outcome.message, variant: "destructive" });
  return redirectWithToast(back, { title: outcome.done });
}
