import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/auth.server";
import { bookingFilter, parseBookingListParams } from "~/lib/booking/list-params";
import * as clock from "~/lib/time/clock.server";
import { bookingsCsvChunk } from "~/lib/booking/csv.server";
import { istDateString } from "~/lib/time/ist";
import { streamBookings } from "~/models/bookings.server";

/** The bookings of the current filter (all pages) as a CSV download, streamed in batches. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const batches = streamBookings(bookingFilter(parseBookingListParams(new URL(request.url).searchParams), clock.now()));
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
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${istDateString(clock.now())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
