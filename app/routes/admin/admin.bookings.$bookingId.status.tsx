import { type ActionFunctionArgs, redirect } from "react-router";

import { requireBookingFor } from "~/auth.server";
import { staffAction } from "~/staff/action.server";
import { statusIntent } from "~/staff/booking-intents.server";

export async function loader() {
  throw redirect("/admin");
}

// A booking's status by its address, for a script or a page of an older build: the same intent the
// pages' status buttons post to their own action (app/staff/booking-intents.server.ts), a post
// without an intent being a status change; a refusal is the envelope, with its status.
export async function action({ request, params }: ActionFunctionArgs) {
  return staffAction(request, {
    scope: (admin) => requireBookingFor(admin, params.bookingId),
    intents: (booking) => ({ status: statusIntent(booking.id) }),
    defaultIntent: "status",
  });
}
