// A booking's maintenance plans on its admin page: the plan in force for its phone and
// machine ("Under plan", its repairs priced by it), the plans sold or asked for on it, a plan's own
// payment recorded once (it starts then), and the owner's cancel. Loaded only where there are some.
import { Form } from "react-router";

import { SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { Badge } from "~/components/ui/badge";
import { type MessageId } from "~/content/messages/en";
import { rupees } from "~/lib/billing/bill";
import type { Answer } from "~/lib/forms/answer";
import { useAccountTag, useT } from "~/lib/i18n/i18n";
import { formatDayShort } from "~/lib/time/ist";

type SoldPlan = {
  id: number;
  name: string;
  pricePaise: number;
  status: string;
  soldAs: "bill" | "own";
  startsOn: string | null;
  endsOn: string | null;
  visitList: { seq: number; dueOn: string; state: string }[];
};

const inputClass = "min-h-11 rounded-lg border border-slate-300 px-3";

/** A plan in force held by the same phone: no proof on its own; the desk links it after calling the holder. */
type SamePhonePlan = { id: number; name: string; holder: string; reference: string; endsOn: string };

export function BookingPlans({
  underPlan,
  samePhone = [],
  sold,
  mayRecord,
  mayCancel,
  answer,
}: {
  underPlan: { name: string; endsOn: string } | null;
  samePhone?: SamePhonePlan[];
  sold: SoldPlan[];
  mayRecord: boolean;
  mayCancel: boolean;
  answer: Answer | undefined;
}) {
  const t = useT();
  const tag = useAccountTag();
  const day = (date: string) => `${formatDayShort(date, tag)} ${date.slice(0, 4)}`;
  const recording = useIsPending({ intent: "plan-payment" });
  const cancelling = useIsPending({ intent: "plan-cancel" });
  const linking = useIsPending({ intent: "plan-link" });
  // Every message of a refused plan form (the form's, its reference's, its reason's), above the plans.
  const refused =
    answer?.intent === "plan-payment" || answer?.intent === "plan-cancel" || answer?.intent === "plan-link"
      ? Object.values(answer.result.error ?? {})
          .flatMap((messages) => messages ?? [])
          .join(" ") || undefined
      : undefined;
  return (
    <section id="plans" aria-labelledby="plans-heading" className="scroll-mt-4 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="plans-heading" className="font-semibold">
        {t("deskPlans.plans")}
      </h3>
      {underPlan ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone="success">{t("deskBooking.underPlan")}</Badge>
          <span>{t("deskPlans.underPlanText", { plan: underPlan.name, date: day(underPlan.endsOn) })}</span>
        </p>
      ) : null}
      {samePhone.map((plan) => (
        <Form key={plan.id} method="post" preventScrollReset className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <input type="hidden" name="intent" value="plan-link" />
          <input type="hidden" name="planId" value={plan.id} />
          <p>{t("deskPlans.samePhone", { holder: plan.holder, reference: plan.reference, plan: plan.name, date: day(plan.endsOn) })}</p>
          <SubmitButton pending={linking} variant="outline">
            {t("deskPlans.linkPlan", { plan: plan.name })}
          </SubmitButton>
        </Form>
      ))}
      {refused ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {refused}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {sold.map((plan) => (
          <li key={plan.id} className="space-y-2 py-3">
            <p className="font-medium text-slate-900">
              {plan.name} · {rupees(plan.pricePaise, tag)} ·{" "}
              {plan.status === "active"
                ? t("deskPlans.inForce", { from: day(plan.startsOn!), to: day(plan.endsOn!) })
                : plan.soldAs === "bill"
                  ? t("deskPlans.onBill")
                  : t("deskPlans.askedFor")}
            </p>
            {plan.visitList.length ? (
              <p className="text-sm text-slate-600">
                {t("deskPlans.planVisits", {
                  visits: plan.visitList.map((visit) => `${day(visit.dueOn)} (${t(`deskPlans.planVisit.${visit.state}` as MessageId)})`).join(" · "),
                })}
              </p>
            ) : null}
            {mayRecord && plan.status === "awaiting-payment" && plan.soldAs === "own" ? (
              <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="plan-payment" />
                <input type="hidden" name="planId" value={plan.id} />
                <label className="text-sm font-medium text-slate-800">
                  {t("deskPlans.paidBy")}
                  <select name="method" defaultValue="upi" className={`mt-1 block ${inputClass}`}>
                    <option value="upi">{t("deskPlans.upi")}</option>
                    <option value="cash">{t("deskPlans.cash")}</option>
                    <option value="card">{t("deskPlans.card")}</option>
                  </select>
                </label>
                <label className="text-sm font-medium text-slate-800">
                  {t("deskPlans.paymentReference")}
                  <input name="reference" maxLength={40} className={`mt-1 block ${inputClass}`} />
                </label>
                <SubmitButton pending={recording}>{t("deskPlans.recordPlan")}</SubmitButton>
              </Form>
            ) : null}
            {mayCancel && plan.status !== "cancelled" ? (
              <details>
                <summary className="cursor-pointer text-sm font-medium text-red-800">{t("deskPlans.cancelPlanOpen")}</summary>
                <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="plan-cancel" />
                  <input type="hidden" name="planId" value={plan.id} />
                  <label className="text-sm font-medium text-slate-800">
                    {t("deskPlans.cancelWhy")}
                    <input name="reason" required maxLength={200} className={`mt-1 block ${inputClass}`} />
                  </label>
                  <SubmitButton pending={cancelling} variant="destructive">
                    {t("deskPlans.cancelPlan")}
                  </SubmitButton>
                </Form>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
