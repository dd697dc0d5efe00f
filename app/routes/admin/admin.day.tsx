import { useEffect } from "react";
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useFetcher, useLoaderData } from "react-router";

import { actorOf, requireAdmin } from "~/auth.server";
import { SentTaps, type TapWords } from "~/components/admin/kept-taps";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_BRAND } from "~/content/booking";
import { business } from "~/content/business";
import { machineName } from "~/content/navigation";
import { rupees } from "~/lib/billing/bill";
import { firstName } from "~/lib/booking/customer-text";
import { addressLine, mapHref } from "~/lib/booking/map-link";
import { noteInWords } from "~/lib/booking/staff-notes";
import { ARRIVAL_MINUTES, VISIT_STEPS } from "~/lib/booking/visit-steps";
import { customerWhatsappHref } from "~/lib/contact/links";
import type { QueuedTap } from "~/lib/field/tap-queue";
import { type Answer } from "~/lib/forms/answer";
import { keptWhenOffline, useWaitingTaps } from "~/lib/hooks/use-waiting-taps";
import { LANGUAGES } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { photoTapNames } from "~/lib/photos/words";
import * as clock from "~/lib/time/clock.server";
import { formatIstTime, formatVisitDay } from "~/lib/time/ist";
import { noteBookingView } from "~/models/privacy.server";
import { technicianDay } from "~/models/visits.server";
import { staffAction } from "~/staff/action.server";
import { stepIntent } from "~/staff/booking-intents.server";

/** The arrival estimates "On my way" offers, in minutes: one tap sends the message with it. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.words.title ?? "Your day"} - ${business.name}` },
  { name: "robots", content: "noindex,nofollow" },
];

// A technician's landing page, on his phone, in his language: his open visits today, then
// tomorrow, in slot order, each with where to go, the problem, the notes, and what he does there.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "day.own");
  const now = clock.now();
  const t = serverTranslator(admin.language);
  const tag = LANGUAGES[admin.language].tag;
  const day = admin.technicianId === null ? null : await technicianDay(admin.technicianId, now);
  // Who read whose data: each visit on his day is a view of its customer's details.
  for (const visit of day?.visits ?? []) noteBookingView(actorOf(request, admin), visit, now);
  const cards = (day?.visits ?? []).map((visit) => {
    const customer = serverTranslator(visit.language);
    // "On my way", in the customer's language, with his name as it writes it and when he will be there: one link per estimate.
    const onMyWay = ARRIVAL_MINUTES.map((minutes) => ({
      minutes,
      label: t("field.arrivingIn", { minutes: minutes.toLocaleString(tag) }),
      href: customerWhatsappHref(
        visit.phone,
        customer("staff.onMyWay", {
          name: firstName(visit.name),
          technician: day!.technicianNames[visit.language],
          business: business.name,
          minutes: String(minutes),
        }),
      ),
    }));
    return {
      id: visit.id,
      day: visit.visit_date,
      reference: visit.reference,
      name: visit.name,
      phone: visit.phone,
      urgent: visit.urgent === 1,
      slot: visit.slotLabel ? t.text(visit.slotLabel) : t("form.anyTime"),
      address: addressLine(visit),
      map: mapHref(visit),
      // The service, and the brand and machine type when the customer said, in his language.
      machine: [t.text(visit.service), visit.brand === DEFAULT_BRAND ? "" : visit.brand, visit.machine_type ? t(machineName(visit.machine_type)) : ""]
        .filter(Boolean)
        .join(" · "),
      problem: visit.issue || t("field.noProblem"),
      notes: visit.notes.map((note) => noteInWords(note.body, t)),
      onMyWay,
      steps: VISIT_STEPS.map((step) => ({
        step,
        label: t(`field.${step}`),
        waiting: t("field.waiting", { step: t(`field.${step}`) }),
        at: visit.steps[step] ? t("field.stepAt", { step: t(`field.${step}`), time: formatIstTime(visit.steps[step], tag) }) : null,
      })),
      collect: visit.due > 0 ? t("field.collect", { amount: rupees(visit.due, tag) }) : null,
      // A visit's steps are recorded on its day: tomorrow's card shows none.
      today: visit.visit_date === day!.today,
    };
  });
  return {
    locale: admin.language,
    totals: day
      ? {
          heading: t("field.totals"),
          items: [
            t("field.done", { count: day.totals.done.toLocaleString(tag) }),
            day.totals.cashOverPaise > 0
              ? t("field.cashHandedOverBeyond", { amount: rupees(day.totals.cashOverPaise, tag) })
              : t("field.cashToHandOver", { amount: rupees(day.totals.cashPaise, tag) }),
            t("field.upiTaken", { amount: rupees(day.totals.upiPaise, tag) }),
          ],
        }
      : null,
    words: {
      title: t("field.title"),
      loadedAt: t("field.loadedAt", { time: formatIstTime(now.toISOString(), tag) }),
      none: t("field.none"),
      call: t("field.call"),
      map: t("field.map"),
      onMyWay: t("field.onMyWay"),
      problem: t("field.problem"),
      notes: t("field.notes"),
      urgent: t("field.urgent"),
      openJob: t("field.openJob"),
      myRecord: t("record.myRecord"),
    },
    // His own record: his ratings, callbacks, arrival in the slot (admin.record.$technicianId.tsx).
    record: admin.technicianId === null ? null : `/admin/record/${admin.technicianId}`,
    // A tap kept with no signal, named as his day says it: its step (or the job screen's form), with the visit's reference.
    tapWords: {
      waiting: t("field.waiting", { step: "{step}" }),
      sent: t("field.tapSent", { what: "{what}" }),
      notDone: t("field.tapNotDone", { what: "{what}" }),
      ok: t("field.ok"),
    } satisfies TapWords,
    tapNames: {
      ...Object.fromEntries(VISIT_STEPS.map((step) => [step, t(`field.${step}`)])),
      pay: t("field.recordTitle"),
      note: t("field.addNote"),
      "add-ready": t("field.bill"),
      "add-item": t("field.bill"),
      done: t("field.work_done"),
      "not-home": t("field.notHome"),
      "waiting-part": t("field.waitingPart"),
      ...photoTapNames(t),
    } as Record<string, string>,
    days: day
      ? [
          { heading: t("field.today", { day: formatVisitDay(day.today, tag) }), cards: cards.filter((card) => card.day === day.today) },
          { heading: t("field.tomorrow", { day: formatVisitDay(day.tomorrow, tag) }), cards: cards.filter((card) => card.day === day.tomorrow) },
        ]
      : [],
  };
}

// A card's step buttons post here (their bookingId): done, back to the card with a toast; refused
// (the visit completed or cancelled meanwhile), the message at the card.
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, { intents: { step: stepIntent() } });
}

// With no signal (a basement), a step tapped is kept on the phone and shown waiting on its card,
// then sent once the signal returns (lib/field/tap-queue.ts).
export const clientAction = keptWhenOffline(() => true);

type Words = ReturnType<typeof useLoaderData<typeof loader>>["words"];
type Card = ReturnType<typeof useLoaderData<typeof loader>>["days"][number]["cards"][number];

/**
 * Today's job screens fetched once the day has loaded, so the admin's service worker keeps them
 * with the day (routes/admin_.sw[.]js.tsx): in a basement a job opens, its QR included.
 */
function useJobsKept(ids: number[]) {
  const key = ids.join(",");
  useEffect(() => {
    if (!key || !navigator.serviceWorker?.controller || !navigator.onLine) return;
    for (const id of key.split(",")) void fetch(`/admin/jobs/${id}`, { headers: { Accept: "text/html" } }).catch(() => undefined);
  }, [key]);
}

export default function TechnicianDay() {
  const { locale, words, days, totals, tapWords, tapNames, record } = useLoaderData<typeof loader>();
  const { waiting, sent, dismissSent } = useWaitingTaps();
  const references = new Map(days.flatMap((day) => day.cards.map((card) => [String(card.id), card.reference])));
  const tapName = (tap: QueuedTap) => [tapNames[tap.step] ?? tap.step, references.get(tap.bookingId)].filter(Boolean).join(" · ");
  useJobsKept(days.flatMap((day) => day.cards.filter((card) => card.today).map((card) => card.id)));
  return (
    <section aria-labelledby="day-heading" lang={LANGUAGES[locale].tag} className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="day-heading" className="text-xl font-semibold text-slate-900">
          {words.title}
        </h2>
        <p className="text-sm text-slate-600" data-loaded-at="">
          {words.loadedAt}
        </p>
        {record ? (
          <Link to={record} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline">
            {words.myRecord}
          </Link>
        ) : null}
      </div>
      <SentTaps sent={sent} words={tapWords} name={tapName} dismiss={dismissSent} />
      {totals ? (
        <section aria-labelledby="day-totals" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h3 id="day-totals" className="font-semibold text-slate-800">
            {totals.heading}
          </h3>
          <ul className="mt-1 space-y-1 text-slate-900">
            {totals.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {days.length === 0 ? <p className="text-slate-700">{words.none}</p> : null}
      {days.map((day) => (
        <section key={day.heading} aria-label={day.heading} className="space-y-3">
          <h3 className="font-semibold text-slate-800">{day.heading}</h3>
          {day.cards.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">{words.none}</p>
          ) : (
            <ol className="space-y-4">
              {day.cards.map((card) => (
                <VisitCard
                  key={card.id}
                  card={card}
                  words={words}
                  waiting={waiting.filter((tap) => tap.bookingId === String(card.id)).map((tap) => tap.step)}
                />
              ))}
            </ol>
          )}
        </section>
      ))}
    </section>
  );
}

function VisitCard({ card, words, waiting }: { card: Card; words: Words; waiting: string[] }) {
  const progress = `/admin/bookings/${card.id}/progress`;
  const answer = useActionData<Answer>();
  const refused =
    answer?.intent === "step" && answer.result.initialValue?.bookingId === String(card.id) && answer.result.error
      ? Object.values(answer.result.error).flatMap((messages) => messages ?? [])
      : [];
  // The page records "On my way" itself too (a browser that sends no hyperlink pings: Firefox; a
  // ping lost with no signal): through the day's own action, so with no signal it is kept like Arrived.
  const fetcher = useFetcher();
  return (
    <li
      id={`visit-${card.id}`}
      aria-label={`${card.reference} ${card.name}`}
      className="scroll-mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{card.slot}</p>
        <p className="font-mono text-sm text-slate-600">{card.reference}</p>
      </div>
      <div>
        <p className="text-lg font-semibold text-slate-900">
          {card.name} {card.urgent ? <Badge tone="danger">{words.urgent}</Badge> : null}
        </p>
        <p className="break-words text-slate-800">{card.address}</p>
        <a href={card.map} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {words.map}
        </a>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-600">{words.problem}</p>
        <p className="text-sm text-slate-600">{card.machine}</p>
        <p className="whitespace-pre-wrap text-slate-900">{card.problem}</p>
      </div>
      {card.notes.length ? (
        <div>
          <p className="text-sm font-medium text-slate-600">{words.notes}</p>
          <ul className="list-disc space-y-1 pl-5 text-slate-900">
            {card.notes.map((note, index) => (
              <li key={index} className="whitespace-pre-wrap">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <a href={`tel:${card.phone}`} className={buttonClass({ variant: "call" })}>
        {words.call}
      </a>
      {/* Tomorrow's card offers no "On my way": he is not on his way to it. */}
      {card.today ? (
        <div role="group" aria-labelledby={`on-my-way-${card.id}`} className="space-y-1">
          <p id={`on-my-way-${card.id}`} className="text-sm font-medium text-slate-700">
            {words.onMyWay}
          </p>
          <div className="grid grid-cols-4 gap-2">
            {card.onMyWay.map((link) => (
              <a
                key={link.minutes}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                ping={`${progress}?step=on_the_way&minutes=${link.minutes}`}
                onClick={() =>
                  void fetcher.submit(
                    { intent: "step", bookingId: String(card.id), step: "on_the_way", minutes: String(link.minutes), quiet: "1" },
                    { method: "post", action: "/admin/day" },
                  )
                }
                className={buttonClass({ variant: "whatsapp" })}
              >
                {link.label}
              </a>
            ))}
          </div>
        </div>
      ) : null}
      {refused.length ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {refused.join(" ")}
        </p>
      ) : null}
      {card.today ? (
        <Form method="post" preventScrollReset className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="step" />
          <input type="hidden" name="bookingId" value={card.id} />
          <input type="hidden" name="returnTo" value={`/admin/day#visit-${card.id}`} />
          {card.steps.map(({ step, label, at, waiting: waitingLabel }) =>
            at ? (
              <p key={step} className="inline-flex min-h-11 items-center rounded-lg bg-emerald-50 px-3 text-sm font-medium text-emerald-900">
                ✓ {at}
              </p>
            ) : waiting.includes(step) ? (
              <p key={step} role="status" className="inline-flex min-h-11 items-center rounded-lg bg-amber-50 px-3 text-sm font-medium text-amber-900">
                ⏳ {waitingLabel}
              </p>
            ) : step === "on_the_way" ? null : (
              <button key={step} type="submit" name="step" value={step} className={buttonClass({ variant: "outline" })}>
                {label}
              </button>
            ),
          )}
        </Form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {/* Loaded as a page: offline, the worker answers it with the copy it kept. */}
        <Link to={`/admin/jobs/${card.id}`} reloadDocument className={buttonClass({ size: "lg", className: "w-full" })}>
          {words.openJob}
        </Link>
        {card.collect ? (
          <Link to={`/admin/jobs/${card.id}#payment`} reloadDocument className={buttonClass({ variant: "success", size: "lg", className: "w-full" })}>
            {card.collect}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
