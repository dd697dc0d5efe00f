import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireAdminAction } from "~/auth.server";
import { AddForm, RowAction, SettingsRows } from "~/components/admin/add-form";
import { controlProps, Field, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { Badge } from "~/components/ui/badge";
import { rupees } from "~/lib/billing/bill";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { coveredPartsList } from "~/lib/plans/plan";
import { planFormSchema } from "~/lib/schemas/form-settings";
import { planMissedAfterDays, savePlanMissedAfterDays } from "~/models/business-settings.server";
import { addPlan, listPlans, setPlanOnSale } from "~/models/plans.server";
import { settingsList } from "~/routes/admin.form-settings/settings-list.server";
import { intent, staffAction } from "~/staff/action.server";

// The owner's maintenance plans (issue 43): sold at the door on the job screen and on a completed
// booking's page. A plan is withdrawn from sale, never deleted: those sold keep the terms they were sold with.
const plans = settingsList({
  path: "/admin/form-settings/plans",
  noun: "Plan",
  list: listPlans,
  schema: planFormSchema,
  add: (plan, trx) =>
    addPlan(
      {
        name: plan.name,
        price_paise: plan.price,
        months: Number(plan.months),
        visits: plan.visits,
        covers_labour: plan.coversLabour === "on" ? 1 : 0,
        covered_parts: coveredPartsList(plan.coveredParts ?? "").join("\n"),
        parts_discount_percent: plan.partsDiscount ?? 0,
        terms_en: plan.terms,
        terms_kn: plan.termsKn ?? "",
        terms_hi: plan.termsHi ?? "",
      },
      trx,
    ),
  describe: ({ name, price, months, visits }) => `${name}, ${rupees(price)}, ${months} months, ${visits} visits`,
  duplicate: ({ name }) => ({ name: [`A plan named "${name}" already exists.`] }),
  remove: (id, trx) => setPlanOnSale(id, false, trx),
  rowIntents: {
    "on-sale": { run: (id, trx) => setPlanOnSale(id, true, trx), toast: { title: "Plan On Sale Again" } },
  },
  titles: { added: "Plan Added", removed: "Plan Withdrawn From Sale" },
});
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await plans.loader(args)), missedAfterDays: await planMissedAfterDays() };
}

/** The list's add, withdraw and put-on-sale; and the owner's rule for a visit not taken up. */
export async function action(args: ActionFunctionArgs) {
  // Who may post here is settled before the body is read; then the body is read within its limits.
  await requireAdminAction(args.request, "settings.manage");
  if ((await readFormData(args.request.clone())).get("intent") !== "missed-after") return plans.action(args);
  return staffAction(args.request, {
    intents: {
      "missed-after": intent({
        capability: "settings.manage",
        schema: missedAfterSchema,
        handler: async ({ admin, value }) => {
          await savePlanMissedAfterDays(value.days, admin.actor);
          return redirectWithToast("/admin/form-settings/plans", { title: "Plan Rule Saved" });
        },
      }),
    },
  });
}

const missedAfterSchema = z.object({
  days: z.coerce
    .number("Enter a number of days, 1 to 365")
    .check(z.int("Enter a whole number of days"), z.minimum(1, "At least 1 day"), z.maximum(365, "At most 365 days")),
});
export const clientAction = offlineAware();

export default function PlanSettings() {
  const { items, missedAfterDays } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  const refused = answer?.intent === "missed-after" ? answer.result.error?.days?.[0] : undefined;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Maintenance Plans</h3>
      <p className="text-sm text-slate-600">
        Sold at the door on the job screen (a line of the bill) and on a completed booking&rsquo;s page (paid by UPI). The preventive visits are spread evenly
        over the plan; a repair under the plan has its labour free, a covered part free and other parts at the discount. Withdrawing a plan stops its sale;
        plans already sold keep their terms.
      </p>
      <AddForm
        list="plan"
        fields={["name", "price", "months", "visits", "coversLabour", "coveredParts", "partsDiscount", "terms", "termsKn", "termsHi"]}
        submitLabel="Add Plan"
      >
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label="Plan name" field={fields.name} maxLength={60} placeholder="e.g. Care 12" />
            </div>
            <div className="min-w-32">
              <InputField label="Price with GST (₹)" field={fields.price} inputMode="decimal" maxLength={12} />
            </div>
            <div className="min-w-32">
              <Field label="Length" field={fields.months}>
                <select {...controlProps(fields.months)} className={inputClass}>
                  <option value="12">12 months</option>
                  <option value="24">24 months</option>
                </select>
              </Field>
            </div>
            <div className="min-w-32">
              <InputField label="Preventive visits" field={fields.visits} inputMode="numeric" maxLength={2} />
            </div>
            <label className="mt-9 flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" name="coversLabour" defaultChecked={fields.coversLabour.defaultValue !== ""} className="size-4" />
              Covers labour on repairs
            </label>
            <div className="min-w-48 flex-1">
              <InputField label="Covered parts" field={fields.coveredParts} maxLength={300} hint="Comma-separated, e.g. Drain pump, PCB, Door lock" />
            </div>
            <div className="min-w-32">
              <InputField label="Discount on other parts (%)" field={fields.partsDiscount} inputMode="numeric" maxLength={3} />
            </div>
            <div className="w-full">
              <Field label="Terms (English)" field={fields.terms}>
                <textarea {...controlProps(fields.terms)} rows={3} maxLength={1000} className={inputClass} />
              </Field>
            </div>
            <div className="min-w-48 flex-1">
              <Field label="Terms in Kannada" field={fields.termsKn}>
                <textarea {...controlProps(fields.termsKn)} rows={3} maxLength={1000} className={inputClass} />
              </Field>
            </div>
            <div className="min-w-48 flex-1">
              <Field label="Terms in Hindi" field={fields.termsHi}>
                <textarea {...controlProps(fields.termsHi)} rows={3} maxLength={1000} className={inputClass} />
              </Field>
            </div>
          </>
        )}
      </AddForm>
      <Form method="post" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="intent" value="missed-after" />
        <label className="text-sm font-medium text-slate-800">
          A plan visit not booked is marked missed after (days)
          <input
            name="days"
            defaultValue={missedAfterDays}
            inputMode="numeric"
            maxLength={3}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "missed-after-error" : undefined}
            className={`mt-1 block w-28 ${inputClass}`}
          />
        </label>
        <SubmitButton pending={useIsPending({ intent: "missed-after" })} variant="outline">
          Save rule
        </SubmitButton>
        {refused ? (
          <p id="missed-after-error" role="alert" className="w-full text-sm font-medium text-red-800">
            {refused}
          </p>
        ) : null}
      </Form>
      <SettingsRows
        items={items}
        name={(plan) => plan.name}
        removeLabel="Withdraw"
        removable={(plan) => plan.on_sale === 1}
        actions={(plan) =>
          plan.on_sale ? null : (
            <RowAction intent="on-sale" id={plan.id} label={`Put ${plan.name} on sale again`} variant="outline">
              Put on sale
            </RowAction>
          )
        }
      >
        {(plan) => (
          <span className="min-w-0">
            <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              {plan.name} · {rupees(plan.price_paise)} · {plan.months} months · {plan.visits} visit{plan.visits === 1 ? "" : "s"}
              {plan.on_sale ? null : <Badge tone="neutral">Withdrawn</Badge>}
            </span>
            <span className="block text-sm text-slate-600">
              {[
                plan.covers_labour ? "Labour covered" : "Labour charged",
                plan.covered_parts ? `Parts covered: ${coveredPartsList(plan.covered_parts).join(", ")}` : null,
                plan.parts_discount_percent ? `${plan.parts_discount_percent}% off other parts` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
