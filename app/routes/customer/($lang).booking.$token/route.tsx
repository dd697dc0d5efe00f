import { useEffect, useRef } from "react";
import { type MetaFunction, useActionData, useLoaderData, useRouteLoaderData } from "react-router";

import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { CHANGE_OFFLINE_MESSAGE } from "~/content/booking";
import { business } from "~/content/business";
import type { MessageId } from "~/content/messages/en";
import type { BookingStatus } from "~/lib/booking/status";
import { telHref } from "~/lib/contact/links";
import { offlineAware } from "~/lib/forms/answer";
import type { Toast } from "~/lib/forms/toast";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { useKeepCurrent } from "~/lib/hooks/use-keep-current";
import { metaTranslator, useT } from "~/lib/i18n/i18n";

import { CustomerBillSection } from "./customer-bill";
import { CancelBooking, CorrectDetails, Detail, MoveBooking, NewLink, ReviewConsent, WhatsappSwitch, YourData } from "./forms";
import type { loader } from "./loader.server";
import { NotifyMe } from "./notify-me";
import { PlansSection } from "./plans";
import { RatingSection } from "./rating";

// The customer's own page of a booking, reached only by its unguessable token (from the
// thank-you, or the link staff send on WhatsApp): its status, when, and, up to 2 hours before the
// visit, cancelling or moving it. Never indexed, never cached, not in the sitemap.
// The page follows staff's changes while it is open (useKeepCurrent): its scripts run as it loads.
export const handle: RouteHandle = { scripts: "at-load", bookInActionBar: false };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = metaTranslator(matches);
  const title = data ? t("customer.title", { reference: data.booking.reference }) : t("customer.notFound");
  return [{ title: `${title} - ${business.name}` }, { name: "robots", content: "noindex,nofollow" }];
};

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

export { action } from "./action.server";
export { loader } from "./loader.server";

// With the connection cut on the way, the form that was sent says so (in the page's language), and nothing changed.
export const clientAction = offlineAware({ message: CHANGE_OFFLINE_MESSAGE });

/** The forms that have no place of their own for an answer: a dropped connection is said at the top of the page. */
const ANSWERED_AT_TOP = new Set(["whatsapp-stop", "whatsapp-start", "review-consent"]);

const STATUS_STYLES: Record<BookingStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  confirmed: "bg-blue-50 text-blue-900 ring-blue-200",
  completed: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  cancelled: "bg-slate-100 text-slate-800 ring-slate-200",
};

export default function CustomerBookingPage() {
  const {
    booking,
    technician,
    mayCorrect,
    details,
    mayRenewLink,
    messaging,
    plans,
    viewOnly,
    erased,
    data: held,
    dataLink,
    backupDays,
    mayChange,
    reschedule,
    bill,
    receipt,
    photos,
    rating,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof clientAction>();
  const cut = answer?.intent && ANSWERED_AT_TOP.has(answer.intent) ? answer.result.error?.[""]?.[0] : undefined;
  useKeepCurrent(30_000);
  const t = useT();
  const status = booking.status;
  // What the customer just did (moved, cancelled, corrected), said at the top of the page: it covers nothing.
  const outcome = useRouteLoaderData<{ toast?: Toast | null }>("root")?.toast;
  // With JavaScript the page stays where the form was: the outcome is brought into view and read out.
  const outcomeBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome?.inline) outcomeBox.current?.focus();
  }, [outcome]);
  return (
    <main id="main" className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm text-slate-600">{t("customer.reference")}</p>
        <h1 className="font-mono text-3xl font-bold tracking-wider text-slate-900">{booking.reference}</h1>
      </div>
      {outcome?.inline ? (
        <div
          ref={outcomeBox}
          tabIndex={-1}
          role="status"
          className="scroll-mt-20 rounded-2xl bg-emerald-50 p-4 text-emerald-950 ring-1 ring-inset ring-emerald-200"
        >
          <p className="font-semibold">{outcome.title}</p>
          {outcome.description ? <p className="mt-1">{outcome.description}</p> : null}
        </div>
      ) : null}
      {cut ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 font-medium text-red-800">
          {t.text(cut)}
        </p>
      ) : null}
      <section aria-labelledby="status-heading" className={`rounded-2xl p-5 ring-1 ring-inset ${STATUS_STYLES[status]}`}>
        <h2 id="status-heading" className="text-sm font-medium">
          {t("customer.status")}
        </h2>
        <p className="mt-1 text-2xl font-bold" aria-live="polite">
          {t(`customer.status.${status}` as MessageId)}
        </p>
        {technician?.here ? null : <p className="mt-2">{t(`customer.next.${status}` as MessageId)}</p>}
        <p className="mt-3 border-t border-current/20 pt-3">
          <span className="font-medium">{t("customer.visit")}:</span> {booking.when}
        </p>
        {technician ? (
          <p className="mt-3 border-t border-current/20 pt-3">
            <span className="font-medium">{t("customer.technician")}:</span> {technician.name}
            {technician.progress ? <span className="block font-semibold">{technician.progress}</span> : null}
            {technician.arrival ? <span className="block">{technician.arrival}</span> : null}
          </p>
        ) : null}
      </section>
      {bill ? <CustomerBillSection bill={bill} reference={booking.reference} receipt={receipt} /> : null}
      {photos.length ? (
        <section aria-labelledby="photos-heading" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="photos-heading" className="font-semibold">
            {t("customer.photos")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3">
            {photos.map((photo) => (
              <li key={photo.src}>
                <img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" className="h-auto w-full rounded-lg" />
                <p className="mt-1 text-sm text-slate-700">{photo.alt}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plans ? <PlansSection plans={plans} answer={answer} /> : null}
      {rating ? <RatingSection rating={rating} answer={answer} /> : null}
      <dl className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2">
        {booking.name !== null ? <Detail term={t("customer.name")}>{booking.name}</Detail> : null}
        <Detail term={t("customer.service")}>{booking.service}</Detail>
        <Detail term={t("customer.brand")}>{booking.brand}</Detail>
        {booking.locality !== null ? <Detail term={t("customer.locality")}>{booking.locality}</Detail> : null}
        {booking.address ? (
          <Detail term={t("customer.address")} className="sm:col-span-2">
            <span className="break-words">{booking.address}</span>
          </Detail>
        ) : null}
        {booking.issue ? (
          <Detail term={t("customer.issue")} className="sm:col-span-2">
            <span className="whitespace-pre-wrap break-words">{booking.issue}</span>
          </Detail>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-3">
        <a href={telHref} className={buttonClass({ variant: "call", className: "flex-1" })}>
          {t("common.callPhone", { phone: business.phoneDisplay })}
        </a>
        {/* Asking to confirm only while the booking waits for it; otherwise about the booking. */}
        <WhatsAppButton
          text={t(status === "pending" ? "booking.whatsappConfirmReference" : "booking.whatsappAboutReference", { reference: booking.reference })}
          className="flex-1"
        >
          {t("common.whatsappUs")}
        </WhatsAppButton>
      </div>
      {erased ? <p className="rounded-xl bg-slate-100 p-4 text-slate-800">{erased}</p> : null}
      {viewOnly ? <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{answer?.result.error?.[""]?.[0] ?? viewOnly}</p> : null}
      {mayCorrect && details ? <CorrectDetails details={details} answer={answer} /> : null}
      {held ? (
        <YourData
          held={held}
          dataLink={dataLink}
          backupDays={backupDays}
          answer={answer}
          cancelsVisit={status === "pending" || status === "confirmed" ? booking.when : null}
        />
      ) : null}
      {messaging?.whatsapp ? <WhatsappSwitch {...messaging.whatsapp} /> : null}
      {messaging?.pushKey ? <NotifyMe publicKey={messaging.pushKey} endpoints={messaging.pushEndpoints} /> : null}
      {messaging && messaging.reviewConsent !== null ? <ReviewConsent given={messaging.reviewConsent} /> : null}
      {mayRenewLink ? <NewLink answer={answer} /> : null}
      {mayChange && reschedule ? (
        <>
          <CancelBooking answer={answer} />
          <MoveBooking options={reschedule} answer={answer} />
        </>
      ) : !viewOnly && (status === "pending" || status === "confirmed") ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
          {answer?.result.error?.[""]?.[0] ?? t("customer.callToChange", { phone: business.phoneDisplay })}
        </p>
      ) : null}
    </main>
  );
}
