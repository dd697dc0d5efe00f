import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";

import { requireAdmin, requireAdminAction } from "~/auth.server";
import { bookingFilter, type BookingListParams, parseBookingListParams } from "~/lib/booking/list-params";
import { readFormData } from "~/lib/forms/form-data.server";
import * as clock from "~/lib/time/clock.server";
import { addDays, istDateString } from "~/lib/time/ist";
import { recordAudit } from "~/models/audit.server";
import { countFilteredBookings, streamBookings } from "~/models/booking-search.server";
import { bookingsCsvChunk } from "~/models/bookings-csv.server";
import { resourceResponse } from "~/security/headers.server";

// The export is a POST (the bookings page's Export CSV button): it is recorded in the audit trail,
// and a GET never writes. A GET of this URL goes back to the bookings with the same filter.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "bookings.export");
  throw redirect(`/admin${new URL(request.url).search}`);
}

// The trail says a search narrowed the export, never what was searched: a phone or a name would
// outlive the erasure of its booking in a row that belongs to no booking.
function describeFilter({ status, search, technicianId, date, from, to }: BookingListParams, count: number): string {
  const filter = [
    status && `status ${status}`,
    search && "a search",
    technicianId && `technician ${technicianId}`,
    date && `visit day ${date}`,
    (from || to) && `booked ${from ?? "…"} to ${to ?? "…"}`,
  ].filter(Boolean);
  return `${count} booking${count === 1 ? "" : "s"}${filter.length ? `; ${filter.join(", ")}` : ""}`;
}

/** The bookings of the current filter (all pages) as a CSV download, streamed in batches. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request, "bookings.export");
  const form = await readFormData(request);
  const now = clock.now();
  const params = parseBookingListParams(toSearchParams(form, now));
  const filter = bookingFilter(params, now);
  await recordAudit(admin.actor, { action: "bookings-exported", detail: describeFilter(params, await countFilteredBookings(filter)) });
  const batches = streamBookings(filter);
  const encoder = new TextEncoder();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await batches.next();
      if (next.done) {
        if (first) controller.enqueue(encoder.encode(bookingsCsvChunk([], { first })));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(bookingsCsvChunk(next.value, { first })));
      first = false;
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return resourceResponse(body, { type: "text/csv", headers: { "Content-Disposition": `attachment; filename="bookings-${istDateString(now)}.csv"` } });
}

/**
 * The posted filter fields as the bookings page's URL has them (a repeated or file field counts as
 * absent), and the range the export asks: "this month" or "last month" in Bengaluru, or from-to.
 */
function toSearchParams(form: FormData, now: Date): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["status", "q", "technician", "date", "sort", "from", "to"]) {
    const value = form.get(name);
    if (typeof value === "string") params.set(name, value);
  }
  const range = form.get("range");
  if (range === "this-month" || range === "last-month") {
    const thisMonth = `${istDateString(now).slice(0, 7)}-01`;
    const first = range === "this-month" ? thisMonth : `${addDays(thisMonth, -1).slice(0, 7)}-01`;
    const next = range === "this-month" ? `${addDays(thisMonth, 32).slice(0, 7)}-01` : thisMonth;
    params.set("from", first);
    params.set("to", addDays(next, -1));
  }
  return params;
}
