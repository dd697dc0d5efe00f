import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { WHATSAPP_BOOKING_CONFIRMATION } from "~/lib/contact/links";
import { business } from "~/content/business";

/** What a visitor reads after a booking: in the thank-you dialog, and on /book/thank-you without JavaScript. */
export function ThankYouMessage() {
  return (
    <div className="space-y-4 text-slate-700">
      <p>
        We have received your booking request. Our technician will call you {business.callbackWithin} to confirm your
        appointment.
      </p>
      <p>Want a faster confirmation? Send us a message on WhatsApp.</p>
      <WhatsAppButton text={WHATSAPP_BOOKING_CONFIRMATION} className="w-full">
        Confirm on WhatsApp
      </WhatsAppButton>
    </div>
  );
}

export const THANK_YOU_TITLE = "Booking Received!";
