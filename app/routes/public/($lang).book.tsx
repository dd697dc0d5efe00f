import { lazy, Suspense } from "react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect, useActionData, useLoaderData } from "react-router";

import { BookingUnavailable } from "~/components/booking/book-link";
import { type BookingAnswer, clientAction, clientLoader } from "~/components/booking/booking-api";
import { BookingForm } from "~/components/booking/booking-form";
import { ThankYouMessage as ThankYouNow } from "~/components/booking/thank-you";
import { useIsPending } from "~/components/forms/pending";
import { BOOKING_FAILED_MESSAGE, TOO_MANY_BOOKINGS_MESSAGE } from "~/content/booking";
import { visitText } from "~/lib/booking/customer-text";
import type { FormResult } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { isPagePost, readFormData } from "~/lib/forms/form-data.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { localeOf, localePath } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { refusalText } from "~/lib/i18n/outcome.server";
import { parseBookingForm } from "~/lib/schemas/booking";
import { FORM_EXPIRED_MESSAGE } from "~/lib/schemas/fields";
import { pageMeta } from "~/lib/seo/meta";
import * as clock from "~/lib/time/clock.server";
import { bookingFormData, bookingRules } from "~/models/booking-options.server";
import { type BookingOutcome, createBooking } from "~/models/bookings.server";
import { bookingNote, listedLocality } from "~/models/service-area.server";
import { timeSlotLabels } from "~/models/settings.server";
import { caughtByHoneypot, takePostingPlace } from "~/security/spam.server";

// The thank-you shows after a booking made here with JavaScript: the browser loads it then (the
// page stays within its 100 KB); the server, which draws it for no page load, renders it at once.
const ThankYouMessage = import.meta.env.SSR ? ThankYouNow : lazy(() => import("~/components/booking/thank-you").then((m) => ({ default: m.ThankYouMessage })));

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args.matches);
  return pageMeta(args, { title: t("booking.metaTitle"), description: t("booking.metaDescription"), path: "/book", noindex: true });
};

function presetFrom(url: URL, name: string): string {
  const value = url.searchParams.get(name)?.trim() ?? "";
  return value.length <= 100 ? value : "";
}

// The booking form's data: the /book page renders it, and the booking dialog fetches it as it
// opens (with the preset of the button pressed). One submission id per rendered form.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const form = await bookingFormData({
    service: presetFrom(url, "service"),
    brand: presetFrom(url, "brand"),
    machine: presetFrom(url, "machine"),
    locality: presetFrom(url, "locality"),
    plan: presetFrom(url, "plan"),
  });
  // A submission id of its own for every form rendered: private, as every page not marked public.
  return { ...form, messages: messagesFor(localeOf(params), "form", "booking", "text.form", "text.booking") };
}

// The form on screen keeps the data it came with (its submission id above all): reloading it after
// a post would replace the form being answered. The next form comes with a load of its own.
export const shouldRevalidate = () => false;

// The one place a booking is made: the /book page, the booking dialog and the warranty repair
// form post here. A page without JavaScript gets Post/Redirect/Get to the thank-you page; a
// post from the page's script gets the answer as data and shows it in place.
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const formData = await readFormData(request);
  const page = isPagePost(request);
  const thanks = localePath(locale, "/book/thank-you");
  const answer = (booked: NonNullable<BookingAnswer["done"]>, result: FormResult = { status: "success" }) =>
    page ? redirect(booked === true ? thanks : `${thanks}?booking=${booked.token}`, 303) : data<BookingAnswer>({ result, done: booked });
  // A bot's post: thanked like anyone, stored nowhere.
  if (caughtByHoneypot(formData)) return answer(true);
  const submission = parseBookingForm(formData, await bookingRules());
  if (submission.status !== "success") return refuse(submission.reply());
  const place = await takePostingPlace(request);
  if (!place) return refuse(submission.reply({ formErrors: [TOO_MANY_BOOKINGS_MESSAGE] }), { status: 429 });
  // A listed place typed in another script or case is stored as the list writes it.
  const visit = { ...submission.value, locality: await listedLocality(submission.value.locality) };
  let outcome: BookingOutcome;
  try {
    outcome = await createBooking({ ...visit, language: locale });
  } catch (error) {
    console.error("Booking insert failed", error);
    await place.giveBack();
    return refuse(submission.reply({ formErrors: [BOOKING_FAILED_MESSAGE] }), { status: 503 });
  }
  if (outcome.status === "stored") {
    const note = await bookingNote(visit, clock.now(), t);
    const when = visitText(t, visit.visitDate, (await timeSlotLabels()).get(visit.timeSlot ?? ""));
    return answer({ reference: outcome.reference, token: outcome.token, when, note }, submission.reply());
  }
  await place.giveBack();
  if (outcome.status === "slot-full") {
    const day = { instant: `${submission.value.visitDate}T06:30:00.000Z` };
    return refuse(submission.reply({ fieldErrors: { timeSlot: [refusalText(locale, { code: "slotFull", values: { day } })] } }), { status: 409 });
  }
  return refuse(submission.reply({ formErrors: [FORM_EXPIRED_MESSAGE] }), { status: 409 });
}

export { clientAction, clientLoader };

export default function BookPage() {
  const form = useLoaderData<typeof clientLoader>();
  const answer = useActionData<typeof clientAction>();
  const pending = useIsPending();
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{answer?.done ? t("booking.thankYouTitle") : t("common.bookTitle")}</h1>
      {answer?.done ? (
        <div className="mt-6 rounded-2xl border border-slate-200 p-5 shadow-sm">
          <Suspense fallback={null}>
            <ThankYouMessage booking={answer.done === true ? null : answer.done} />
          </Suspense>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t("booking.pageIntro")}</p>
          <div className="mt-6 rounded-2xl border border-slate-200 p-5 shadow-sm">
            {form ? <BookingForm form={form} answer={answer} submitting={pending} /> : <BookingUnavailable />}
          </div>
        </>
      )}
    </main>
  );
}
