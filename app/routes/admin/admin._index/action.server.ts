import type { ActionFunctionArgs } from "react-router";

import { staffAction } from "~/staff/action.server";
import { statusIntent } from "~/staff/booking-intents.server";

// The status buttons of each row post here (their bookingId), and a refusal shows at the row.
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, { intents: { status: statusIntent() } });
}
