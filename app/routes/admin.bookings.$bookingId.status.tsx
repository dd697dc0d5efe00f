import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod/mini";
import { requireAdmin } from "~/auth.server";
import { setBookingStatus } from "~/models/bookings.server";

const statusChangeSchema = z.object({ status: z.enum(["confirmed", "completed"]) });
const bookingIdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

export async function loader() {
  throw redirect("/admin");
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const bookingId = bookingIdSchema.safeParse(params.bookingId);
  const submission = parseWithZod(await request.formData(), { schema: statusChangeSchema });
  if (!bookingId.success || submission.status !== "success") {
    throw new Response("Invalid status change", { status: 400 });
  }
  if (!(await setBookingStatus(bookingId.data, submission.value.status))) {
    throw new Response("Booking not found", { status: 404 });
  }
  return redirect("/admin", 303);
}
