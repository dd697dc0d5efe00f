// A maintenance plan's own page for its customer, reached by its unguessable link (from
// their booking's page): what the plan covers, the machine, its visits done and due, its end, and
// from 30 days before the end its renewal (one form post; the renewal continues the plan from the
// day it ends once its payment is recorded). Never indexed, never cached.
import type { ActionFunctionArgs } from "react-router";
import { data, Form, Link, type LoaderFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { PlanPayment } from "~/components/plans/plan-payment";
import { buttonClass } from "~/components/ui/button";
import { CHANGE_OFFLINE_MESSAGE } from "~/content/booking";
import { business } from "~/content/business";
import { customerAction, customerIntent } from "~/customer/action.server";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { refusal } from "~/lib/forms/intents.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { localeOf, localePath } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { planPage } from "~/models/customer-plans.server";
import { requestRenewal } from "~/models/plan-payments.server";
import { setPlanSerial } from "~/models/plans.server";

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const t = metaTranslator(matches);
  return [
    { title: `${page ? `${t("plan.pageTitle")}: ${page.plan.name}` : t("plan.notFound")} - ${business.name}` },
    { name: "robots", content: "noindex,nofollow" },
  ];
};

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow" };
}

// With the connection cut on the way, the form that was sent says so, and nothing changed.
export const clientAction = offlineAware({ message: CHANGE_OFFLINE_MESSAGE });

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const plan = await planPage(params.token ?? "", locale);
  if (!plan) throw data("Plan not found", { status: 404 });
  return { messages: messagesFor(locale, "plan", "text.booking"), plan };
}

/** The machine's serial as its label shows it; a refusal is its message's id, said by the page in its language. */
const serialSchema = z.object({
  serial: z
    .pipe(
      z.optional(z.string()),
      z.transform((value) => (value ?? "").trim().slice(0, 40)),
    )
    .check(z.regex(/^[\w\- /.]*$/, "plan.serialInvalid")),
});

// The plan page's writes, as one intent table run with the plan's link as the actor (app/customer/action.server.ts).
export async function action({ request, params }: ActionFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const token = params.token ?? "";
  return customerAction(request, {
    link: { access: "full" as const },
    locale,
    intents: {
      serial: customerIntent({
        schema: serialSchema,
        handler: async ({ value }) => {
          if (!(await setPlanSerial(token, value.serial))) throw data("Plan not found", { status: 404 });
          return redirectWithToast(localePath(locale, `/plan/${token}`), { title: t("plan.serialSaved") });
        },
      }),
      renew: customerIntent({
        schema: z.object({}),
        handler: async () => {
          const outcome = await requestRenewal(token);
          if (outcome.status !== "done") return refusal("planGone", { status: 409 });
          return redirectWithToast(localePath(locale, `/plan/${token}#renewal`), { title: t("server.renewChosen") });
        },
      }),
    },
  });
}

const STATE_STYLES = { due: "text-amber-900", booked: "text-blue-900", done: "text-emerald-900", missed: "text-slate-600" } as const;

export default function PlanPage() {
  const { plan } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const t = useT();
  const renewing = useIsPending({ intent: "renew" });
  const refused = answer?.intent === "renew" ? answer.result.error?.[""]?.[0] : undefined;
  const savingSerial = useIsPending({ intent: "serial" });
  const serialMessage = answer?.intent === "serial" ? (answer.result.error?.serial?.[0] ?? answer.result.error?.[""]?.[0]) : undefined;
  const serialRefused = serialMessage === "plan.serialInvalid" ? t("plan.serialInvalid") : serialMessage;
  return (
    <main id="main" className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm text-slate-600">{t("plan.pageTitle")}</p>
        <h1 className="text-3xl font-bold text-slate-900">{plan.name}</h1>
        <p className="mt-1 text-slate-700">{plan.summary}</p>
      </div>
      <section
        aria-label={t("plan.pageTitle")}
        className={`space-y-1 rounded-2xl p-5 ring-1 ring-inset ${plan.inForce ? "bg-emerald-50 text-emerald-950 ring-emerald-200" : "bg-amber-50 text-amber-950 ring-amber-200"}`}
      >
        {plan.status === "cancelled" ? <p className="text-xl font-bold">{t("plan.cancelled")}</p> : null}
        {plan.validUntil ? <p className="text-xl font-bold">{plan.validUntil}</p> : null}
        {plan.startedOn ? <p>{plan.startedOn}</p> : null}
        {plan.awaiting ? <p className="font-semibold">{plan.awaiting}</p> : null}
        {plan.machine ? <p>{t("plan.machine", { machine: plan.machine })}</p> : null}
      </section>
      {plan.pay ? <PlanPayment {...plan.pay} /> : null}
      {plan.invoice ? (
        <section id="invoice" className="space-y-1 rounded-2xl border border-slate-200 p-5 text-slate-800">
          {plan.invoice.map((line, index) => (
            <p key={line} className={index === 0 ? "font-semibold text-slate-900" : "text-sm"}>
              {line}
            </p>
          ))}
        </section>
      ) : null}
      {plan.label ? (
        <figure className="space-y-1">
          <img
            src={plan.label.src}
            alt={plan.label.alt}
            width={plan.label.width}
            height={plan.label.height}
            loading="lazy"
            className="h-auto w-full max-w-sm rounded-lg"
          />
          <figcaption className="text-sm text-slate-700">{plan.label.alt}</figcaption>
        </figure>
      ) : null}
      {plan.status !== "cancelled" ? (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="serial" />
          <label className="min-w-48 flex-1 text-sm font-medium text-slate-800">
            {t("plan.serial")}
            <input
              name="serial"
              defaultValue={plan.serial}
              maxLength={40}
              autoComplete="off"
              aria-invalid={serialRefused ? true : undefined}
              aria-describedby={serialRefused ? "serial-error" : "serial-hint"}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3"
            />
            <span id="serial-hint" className="mt-1 block text-xs font-normal text-slate-600">
              {t("plan.serialHint")}
            </span>
          </label>
          <SubmitButton pending={savingSerial} variant="outline">
            {t("plan.serialSave")}
          </SubmitButton>
          {serialRefused ? (
            <p id="serial-error" role="alert" className="w-full text-sm font-medium text-red-800">
              {serialRefused}
            </p>
          ) : null}
        </Form>
      ) : null}
      {plan.covers.length ? (
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          {plan.covers.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {plan.terms ? (
        <section aria-labelledby="terms-heading">
          <h2 id="terms-heading" className="font-semibold text-slate-900">
            {t("plan.termsTitle")}
          </h2>
          <p className="mt-1 whitespace-pre-wrap text-slate-700">{plan.terms}</p>
        </section>
      ) : null}
      {plan.visits.length ? (
        <section aria-labelledby="visits-heading" className="rounded-2xl border border-slate-200 p-5">
          <h2 id="visits-heading" className="text-lg font-semibold text-slate-900">
            {t("plan.visitsTitle")}
          </h2>
          <ol className="mt-3 divide-y divide-slate-100">
            {plan.visits.map((visit) => (
              <li key={visit.seq} className="flex flex-wrap justify-between gap-2 py-2">
                <span>{visit.text}</span>
                <span className={`font-semibold ${STATE_STYLES[visit.state]}`}>{visit.stateText}</span>
              </li>
            ))}
          </ol>
          {plan.inForce && plan.visits.some((visit) => visit.state === "due") ? (
            <Link to={plan.book} className={buttonClass({ className: "mt-4 w-full" })}>
              {t("plan.bookVisit")}
            </Link>
          ) : null}
        </section>
      ) : null}
      {plan.renewal ? (
        <section id="renewal" aria-labelledby="renewal-heading" className="scroll-mt-20 space-y-3 rounded-2xl border border-slate-200 p-5">
          <h2 id="renewal-heading" className="text-lg font-semibold text-slate-900">
            {t("plan.renewTitle")}
          </h2>
          <p className="text-slate-800">{plan.renewal.text}</p>
          {plan.renewal.kind === "offer" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="renew" />
              <SubmitButton pending={renewing}>{plan.renewal.button}</SubmitButton>
            </Form>
          ) : plan.renewal.kind === "awaiting" ? (
            <PlanPayment {...plan.renewal.pay} />
          ) : (
            <Link to={plan.renewal.page} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("plan.open")}
            </Link>
          )}
          {refused ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {t.text(refused)}
            </p>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}
