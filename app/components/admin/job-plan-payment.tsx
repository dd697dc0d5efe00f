// The job screen's plans waiting for their own payment (asked for on the booking's page): the
// technician records the customer's cash, or UPI with its UTR, and the plan starts. In his
// language, a plain form post (JavaScript off too); what the server refused is said above it.
import { Form } from "react-router";

import { HIDE_UTR_FOR_CASH, PaidBy } from "~/components/admin/paid-by";
import { buttonClass } from "~/components/ui/button";

type Words = { planTitle: string; paidBy: string; upi: string; cash: string; utr: string; utrHint: string };

const input = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base";

export function JobPlanPayments({
  plans,
  words,
  refused,
}: {
  plans: { id: number; title: string; record: string }[];
  words: Words;
  /** The server's refusal of this form, in his words. */
  refused: string[];
}) {
  if (plans.length === 0) return null;
  return (
    <section id="plan-payment" aria-labelledby="plan-payment-heading" className="scroll-mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h2 id="plan-payment-heading" className="text-lg font-semibold text-slate-900">
        {words.planTitle}
      </h2>
      {refused.length ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {refused.join(" ")}
        </p>
      ) : null}
      {plans.map((plan) => (
        // Cash needs no UTR: its box goes while Cash is chosen (the server asks for one only with UPI).
        <Form key={plan.id} method="post" className={`space-y-3 ${HIDE_UTR_FOR_CASH}`}>
          <p className="font-medium text-slate-900">{plan.title}</p>
          <input type="hidden" name="planId" value={plan.id} />
          <PaidBy name="method" legend={words.paidBy} labels={words} checked="cash" />
          <label data-utr="" className="block text-sm font-medium text-slate-800">
            {words.utr}
            <input name="reference" inputMode="numeric" autoComplete="off" maxLength={40} aria-describedby={`plan-utr-hint-${plan.id}`} className={input} />
            <span id={`plan-utr-hint-${plan.id}`} className="mt-1 block text-xs font-normal text-slate-500">
              {words.utrHint}
            </span>
          </label>
          <button type="submit" name="intent" value="plan-payment" className={buttonClass({ variant: "success", size: "lg", className: "w-full" })}>
            {plan.record}
          </button>
        </Form>
      ))}
    </section>
  );
}
