import { type ActionFunctionArgs, data, redirect } from "react-router";

import { requireAdminAction, requireBookingFor } from "~/auth.server";
import { arrivalMinutes, isVisitStep } from "~/lib/booking/visit-steps";
import { refusalText } from "~/lib/i18n/outcome.server";
import { recordVisitStep } from "~/models/visits.server";
import { staffAction } from "~/staff/action.server";
import { stepIntent } from "~/staff/booking-intents.server";

export async function loader() {
  throw redirect("/admin");
}

// A visit's progress by its address. The day's buttons post to the day's own action (a refusal
// shows at the visit's card); here: the "On my way" WhatsApp link, which records its step as it
// is followed: the browser's hyperlink ping (a POST with the body "PING", no form, answered 204),
// or the page's script where a browser sends no pings (the step intent, answered with the
// envelope: the page stays on the day). The first one counts.
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.headers.get("Content-Type")?.startsWith("text/ping")) {
    const admin = await requireAdminAction(request, "visit.progress");
    const booking = await requireBookingFor(admin, params.bookingId);
    const query = new URL(request.url).searchParams;
    const step = query.get("step");
    // A ping has no form to answer at: its refusals are bare statuses.
    if (!isVisitStep(step)) throw data("Unknown step", { status: 400 });
    if (booking.erased_at !== null) throw data(refusalText(admin.language, { code: "erased" }), { status: 409 });
    await recordVisitStep(booking.id, step, admin.actor, { arrivalMinutes: arrivalMinutes(query.get("minutes")) });
    return new Response(null, { status: 204 });
  }
  return staffAction(request, {
    scope: (admin) => requireBookingFor(admin, params.bookingId),
    intents: (booking) => ({ step: stepIntent(booking.id) }),
    defaultIntent: "step",
  });
}
