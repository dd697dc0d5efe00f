// Maintenance plans on the customer's page of a booking: once the job is completed, the
// plans on sale, each bought with one form post (JavaScript or not); a plan asked for, with its UPI
// payment; a plan in force, with the link to its own page.
import { Form, Link } from "react-router";

import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { PlanPayment } from "~/components/plans/plan-payment";
import type { Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";

type Plans = {
  offers: { id: number; name: string; summary: string; covers: string[]; terms: string }[];
  sold: { id: number; text: string; page: string; pay: { amount: string; upi: { link: string; qr: string } | null } | null }[];
};

export function PlansSection({ plans, answer }: { plans: Plans; answer: Answer | undefined }) {
  const t = useT();
  const pending = useIsPending({ intent: "plan-buy" });
  const refused = answer?.intent === "plan-buy" ? answer.result.error?.[""]?.[0] : undefined;
  return (
    <section id="plans" aria-labelledby="plans-heading" className="scroll-mt-20 space-y-4 rounded-2xl border border-slate-200 p-5">
      <h2 id="plans-heading" className="text-lg font-semibold text-slate-900">
        {t("plan.offerTitle")}
      </h2>
      {plans.sold.map((plan) => (
        <div key={plan.id} className="space-y-3">
          <p className="text-slate-800">{plan.text}</p>
          {plan.pay ? <PlanPayment {...plan.pay} /> : null}
          <Link to={plan.page} className="font-semibold text-brand-700 underline underline-offset-2">
            {t("plan.open")}
          </Link>
        </div>
      ))}
      {plans.offers.length ? <p className="text-slate-700">{t("plan.offerText")}</p> : null}
      {refused ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {t.text(refused)}
        </p>
      ) : null}
      {plans.offers.map((plan) => (
        <Form key={plan.id} method="post" className="space-y-2 rounded-xl bg-slate-50 p-4">
          <input type="hidden" name="intent" value="plan-buy" />
          <input type="hidden" name="planId" value={plan.id} />
          <h3 className="font-semibold text-slate-900">{plan.name}</h3>
          <p className="text-slate-700">{plan.summary}</p>
          {plan.covers.length ? (
            <ul className="list-disc pl-5 text-slate-700">
              {plan.covers.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {plan.terms ? <p className="text-sm whitespace-pre-wrap text-slate-600">{plan.terms}</p> : null}
          {/* The owner's plan name may be long: the button wraps on a narrow phone. */}
          <SubmitButton pending={pending} className="h-auto! py-2 whitespace-normal!">
            {t("plan.buy", { name: plan.name })}
          </SubmitButton>
        </Form>
      ))}
    </section>
  );
}
