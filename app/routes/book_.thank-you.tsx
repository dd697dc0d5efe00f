import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { THANK_YOU_TITLE, ThankYouMessage } from "~/components/booking/thank-you";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/seo/meta";
import { findBookingByToken } from "~/models/customer-bookings.server";
import { bookingNote } from "~/models/service-area.server";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: THANK_YOU_TITLE,
    description: `Your washing machine repair booking has been received. Our technician calls you ${business.callbackWithin}.`,
    path: "/book/thank-you",
    noindex: true,
  });

// Where /book sends a booking made without JavaScript: ?booking=<token> names it.
export async function loader({ request }: LoaderFunctionArgs) {
  const booking = await findBookingByToken(new URL(request.url).searchParams.get("booking") ?? undefined);
  if (!booking) return { booking: null };
  // Said as the booking was made: the time it came in, not the time this page is opened.
  const note = await bookingNote(booking.locality, new Date(booking.created_at));
  return { booking: { reference: booking.reference, token: booking.token, note } };
}

export default function ThankYouPage() {
  const { booking } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{THANK_YOU_TITLE}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 p-5 shadow-sm">
        <ThankYouMessage booking={booking} />
      </div>
      <Link to="/" className={buttonClass({ variant: "outline", className: "mt-6" })}>
        Return to Home
      </Link>
    </main>
  );
}
