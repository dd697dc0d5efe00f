// A maintenance plan's own payment recorded on the job screen (capability "plan.sell", which the
// technician holds): the plan asked for on the booking's page and waiting for its payment, taken at
// the door in cash, or by UPI with its UTR, as the office's form on the booking's page takes it.
// The form's words and answers are in the technician's language; recordPlanPayment records it once.
import { rupees } from "~/lib/billing/bill";
import { redirectWithToast } from "~/lib/forms/toast.server";
import type { Translate } from "~/lib/i18n/i18n";
import { planPaymentSchema } from "~/lib/schemas/booking-triage";
import { recordPlanPayment } from "~/models/plan-payments.server";
import { type CustomerPlan } from "~/models/plans.server";
import { intent, refusal, refusedBy } from "~/staff/action.server";
import { open } from "~/staff/booking-intents.server";

export type JobPlanPayment = { id: number; title: string; record: string };

/** The plans of the booking waiting for their own payment, as the job screen offers them. */
export function plansAwaitingPayment(sold: CustomerPlan[], t: Translate, tag: string): JobPlanPayment[] {
  return sold
    .filter((plan) => plan.soldAs === "own" && plan.status === "awaiting-payment")
    .map((plan) => ({
      id: plan.id,
      title: t("field.planWaiting", { name: plan.name, amount: rupees(plan.pricePaise, tag) }),
      record: t("field.recordPlanPayment", { amount: rupees(plan.pricePaise, tag) }),
    }));
}

/** The job screen's "plan-payment" intent: the plan starts from today, or he is told why not in his words. */
export function planPaymentIntent(booking: { id: number; erased_at: string | null }, t: Translate, back: string) {
  return intent({
    capability: "plan.sell",
    schema: planPaymentSchema,
    handler: async ({ admin, value }) => {
      const outcome = await recordPlanPayment(value.planId, open(booking).id, { method: value.method, reference: value.reference ?? "" }, admin.actor);
      if (outcome.status === "not-found") return refusal("planNotWaiting", { status: 404 });
      if (outcome.status === "refused") return refusedBy(outcome);
      return redirectWithToast(back, { title: t("field.planPaid") });
    },
  });
}
