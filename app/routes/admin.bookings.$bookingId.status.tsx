import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import { requireAdminAction } from "~/auth.server";
import { STATUS_ACTIONS } from "~/lib/booking/status";
import { readFormData } from "~/lib/forms/form-data.server";
import { parseRowId } from "~/lib/forms/row-id";
import { setBookingStatus } from "~/models/bookings.server";

const statusChangeSchema = z.object({
  status: z.enum(STATUS_ACTIONS.map((action) => action.status)),
  returnTo: z.optional(z.string()),
});

/** Back to the admin page the button was on (with its filter), never to another site. */
function safeReturnTo(returnTo: string | undefined): string {
  if (!returnTo || !/^\/admin(?:[/?]|$)/.test(returnTo) || /[\\\s]/.test(returnTo)) return "/admin";
  return returnTo;
}

export async function loader() {
  throw redirect("/admin");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request);
  const bookingId = parseRowId(params.bookingId);
  const submission = parseWithZod(await readFormData(request), { schema: statusChangeSchema });
  if (!bookingId || submission.status !== "success") throw data("Invalid status change", { status: 400 });
  if (!(await setBookingStatus(bookingId, submission.value.status, admin.actor))) throw data("Booking not found", { status: 404 });
  return redirect(safeReturnTo(submission.value.returnTo), 303);
}
