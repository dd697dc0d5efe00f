import { Link } from "@remix-run/react";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { buttonClass } from "~/components/ui/button";
import { bookingConfirmationText } from "~/lib/contact/links";
import { business } from "~/content/business";

export const THANK_YOU_TITLE = "Booking Received!";

/** A stored booking as its customer may see it: what to read aloud, where its own page is, and a word about the call (a place we do not list, a booking after hours). */
export type BookedVisit = { reference: string; token: string; note?: string };

/**
 * What a visitor reads after a booking: in the thank-you dialog, in place of the repair form, and
 * on /book/thank-you without JavaScript. With the booking's reference and a link to its own page.
 */
export function ThankYouMessage({ booking }: { booking?: BookedVisit | null }) {
  return (
    <div className="space-y-4 text-slate-700">
      {booking ? (
        <div className="rounded-xl bg-brand-50 p-4 text-center">
          <p className="text-sm text-brand-900">Your booking reference</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-900">{booking.reference}</p>
          <Link to={`/booking/${booking.token}`} className={buttonClass({ variant: "outline", size: "sm", className: "mt-3" })}>
            See your booking
          </Link>
          <p className="mt-2 text-xs text-brand-900">Keep this link: it shows your booking's status and lets you cancel or change it.</p>
        </div>
      ) : null}
      {booking?.note ? <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{booking.note}</p> : null}
      <p>
        We have received your booking request. Our technician will call you {business.callbackWithin} to confirm your
        appointment.
      </p>
      <p>Want a faster confirmation? Send us a message on WhatsApp.</p>
      <WhatsAppButton text={bookingConfirmationText(booking?.reference)} className="w-full">
        Confirm on WhatsApp
      </WhatsAppButton>
    </div>
  );
}
