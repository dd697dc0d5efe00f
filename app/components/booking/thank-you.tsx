import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useT } from "~/lib/i18n/i18n";

/**
 * A stored booking as its customer may see it: what to read aloud, when the visit is (in their
 * words), where its own page is, and a word about the call (a place we do not list, a booking after hours).
 */
export type BookedVisit = { reference: string; token: string; when: string; note?: string };

/**
 * The booking's own link, to keep: in a field that selects itself (a long press copies it without
 * JavaScript), and with JavaScript a Share button where the browser can share (a phone), else Copy.
 */
function BookingLink({ path }: { path: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const url = `${useRouteLoaderData<{ siteUrl?: string }>("root")?.siteUrl ?? ""}${path}`;
  const [copied, setCopied] = useState(false);
  const share = hydrated && typeof navigator.share === "function";
  // Nothing to await: a share the visitor closes, or a copy the browser refuses, leaves the field to copy from.
  const send = () =>
    void (share
      ? navigator.share({ url }).catch(() => {})
      : navigator.clipboard?.writeText(url).then(
          () => setCopied(true),
          () => {},
        ));
  return (
    <div className="mt-3 text-left">
      <label htmlFor="booking-link" className="text-xs font-medium text-brand-900">
        {t("booking.linkLabel")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="booking-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-brand-200 bg-white px-2 py-2 font-mono text-xs text-slate-800"
        />
        {hydrated ? (
          <button type="button" onClick={send} className={buttonClass({ variant: "outline", size: "sm" })}>
            {share ? t("booking.shareLink") : copied ? t("booking.linkCopied") : t("booking.copyLink")}
          </button>
        ) : null}
      </div>
    </div>
  );
}

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
          <p className="mt-3 text-sm text-brand-900">{t("booking.yourVisit")}</p>
          <p className="font-semibold text-brand-900">{booking.when}</p>
          <Link to={t.path(`/booking/${booking.token}`)} className={buttonClass({ variant: "outline", size: "sm", className: "mt-3" })}>
            {t("booking.seeYourBooking")}
          </Link>
          <BookingLink path={t.path(`/booking/${booking.token}`)} />
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
