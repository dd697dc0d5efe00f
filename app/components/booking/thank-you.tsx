import { Link } from "@remix-run/react";

import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { useT } from "~/lib/i18n/i18n";

/** A stored booking as its customer may see it: what to read aloud, where its own page is, and a word about the call (a place we do not list, a booking after hours). */
export type BookedVisit = { reference: string; token: string; note?: string };

/**
 * What a visitor reads after a booking: in the thank-you dialog, in place of the repair form, and
 * on /book/thank-you without JavaScript. With the booking's reference and a link to its own page.
 */
export function ThankYouMessage({ booking }: { booking?: BookedVisit | null }) {
  const t = useT();
  return (
    <div className="space-y-4 text-slate-700">
      {booking ? (
        <div className="rounded-xl bg-brand-50 p-4 text-center">
          <p className="text-sm text-brand-900">{t("booking.yourReference")}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-900">{booking.reference}</p>
          <Link to={t.path(`/booking/${booking.token}`)} className={buttonClass({ variant: "outline", size: "sm", className: "mt-3" })}>
            {t("booking.seeYourBooking")}
          </Link>
          <p className="mt-2 text-xs text-brand-900">{t("booking.keepThisLink")}</p>
        </div>
      ) : null}
      {booking?.note ? <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{booking.note}</p> : null}
      <p>{t("booking.thankYouText")}</p>
      <p>{t("booking.fasterConfirmation")}</p>
      <WhatsAppButton
        text={booking?.reference ? t("booking.whatsappConfirmReference", { reference: booking.reference }) : t("booking.whatsappConfirm")}
        className="w-full"
      >
        {t("booking.confirmOnWhatsapp")}
      </WhatsAppButton>
    </div>
  );
}
