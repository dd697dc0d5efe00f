import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";

import { ThankYouMessage } from "~/components/booking/thank-you";
import { buttonClass } from "~/components/ui/button";
import { visitText } from "~/lib/booking/customer-text";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { localeOf } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { pageMeta } from "~/lib/seo/meta";
import { findBookingByToken } from "~/models/customer-bookings.server";
import { bookingNote } from "~/models/service-area.server";

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args.matches);
  return pageMeta(args, { title: t("booking.thankYouTitle"), description: t("booking.thankYouDescription"), path: "/book/thank-you", noindex: true });
};

// Where /book sends a booking made without JavaScript: ?booking=<token> names it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const messages = messagesFor(locale, "booking");
  const booking = await findBookingByToken(new URL(request.url).searchParams.get("booking") ?? undefined);
  if (!booking) return { booking: null, messages };
  // Said as the booking was made: the time it came in, not the time this page is opened.
  const note = await bookingNote(booking, new Date(booking.created_at), t);
  return { booking: { reference: booking.reference, token: booking.token, when: visitText(t, booking.visit_date, booking.slotLabel), note }, messages };
}

export default function ThankYouPage() {
  const { booking } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t("booking.thankYouTitle")}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 p-5 shadow-sm">
        <ThankYouMessage booking={booking} />
      </div>
      <Link to={t.path("/")} className={buttonClass({ variant: "outline", className: "mt-6" })}>
        {t("common.returnHome")}
      </Link>
    </main>
  );
}
