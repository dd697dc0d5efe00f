import { type ActionFunctionArgs, data, redirect } from "react-router";

import { requireAdminAction, requireWritableBookingFor } from "~/auth.server";
import { EVERYONE } from "~/lib/auth/roles";
import { isVisitStep, VISIT_STEP_LABELS } from "~/lib/booking/visit-steps";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { safeReturnTo } from "~/lib/http/return-to";
import { recordVisitStep } from "~/models/visits.server";

export async function loader() {
  throw redirect("/admin");
}

// A visit's progress: "On the way", "Arrived", "Work done", each recorded once per visit day. The
// day's buttons post a form (back to the page with a toast). The "On my way" WhatsApp link also
// records its step as it is followed: the browser's hyperlink ping (a POST with the body "PING",
// without JavaScript), or the page's script where a browser sends no pings; the first one counts.
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request, EVERYONE);
  const booking = await requireWritableBookingFor(admin, params.bookingId);
  const ping = request.headers.get("Content-Type")?.startsWith("text/ping") ?? false;
  const form = ping ? null : await readFormData(request);
  const step = ping ? new URL(request.url).searchParams.get("step") : form!.get("step");
  if (!isVisitStep(step)) throw data("Unknown step", { status: 400 });
  const outcome = await recordVisitStep(booking.id, step, admin.actor);
  if (ping) return new Response(null, { status: 204 });
  // The "On my way" link's script posts beside the link it follows: an answer, not a redirect (a
  // fetcher's redirect would move the page away from the day).
  if (form!.get("quiet") === "1") return { outcome };
  const back = safeReturnTo(String(form!.get("returnTo") ?? ""), `/admin/bookings/${booking.id}`);
  if (outcome === "closed")
    return redirectWithToast(back, { title: "Not Saved", description: "This visit is completed or cancelled.", variant: "destructive" });
  return redirectWithToast(back, { title: VISIT_STEP_LABELS[step] });
}
