import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireAdminAction } from "~/auth.server";
import { AddForm, RowAction, SettingsRows } from "~/components/admin/add-form";
import { useStaffFormat } from "~/components/admin/staff-format";
import { controlProps, Field, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { Badge } from "~/components/ui/badge";
import { rupees } from "~/lib/billing/bill";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { useT } from "~/lib/i18n/i18n";
import { doneToast } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import { coveredPartsList } from "~/lib/plans/plan";
import { planFormSchema } from "~/lib/schemas/form-settings";
import { planMissedAfterDays, savePlanMissedAfterDays } from "~/models/business-settings.server";
import { addPlan, listPlans, setPlanOnSale } from "~/models/plans.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";
import { intent, staffAction } from "~/staff/action.server";

// The owner's maintenance plans: sold at the door on the job screen and on a completed
// booking's page. A plan is withdrawn from sale, never deleted: those sold keep the terms they were sold with.
const plans = settingsList({
  path: "/admin/form-settings/plans",
  noun: "Plan",
  toasts: { added: "planAdded", removed: "planWithdrawn" },
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
  remove: (id, trx) => setPlanOnSale(id, false, trx),
  rowIntents: {
    "on-sale": { run: (id, trx) => setPlanOnSale(id, true, trx), toast: { title: "planOnSaleAgain" } },
  },
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
          return redirectWithToast("/admin/form-settings/plans", doneToast(admin.language, said("planRuleSaved")));
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
  const t = useT();
  const { money } = useStaffFormat();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.plansHeading")}</h3>
      <p className="text-sm text-slate-600">{t("setup.plansIntro")}</p>
      <AddForm
        list="plan"
        fields={["name", "price", "months", "visits", "coversLabour", "coveredParts", "partsDiscount", "terms", "termsKn", "termsHi"]}
        submitLabel={t("setup.addPlan")}
      >
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label={t("setup.planName")} field={fields.name} maxLength={60} placeholder={t("setup.planNameExample")} />
            </div>
            <div className="min-w-32">
              <InputField label={t("setup.priceWithGst")} field={fields.price} inputMode="decimal" maxLength={12} />
            </div>
            <div className="min-w-32">
              <Field label={t("setup.length")} field={fields.months}>
                <select {...controlProps(fields.months)} className={inputClass}>
                  <option value="12">{t("setup.months", { months: 12 })}</option>
                  <option value="24">{t("setup.months", { months: 24 })}</option>
                </select>
              </Field>
            </div>
            <div className="min-w-32">
              <InputField label={t("setup.visits")} field={fields.visits} inputMode="numeric" maxLength={2} />
            </div>
            <label className="mt-9 flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" name="coversLabour" defaultChecked={fields.coversLabour.defaultValue !== ""} className="size-4" />
              {t("setup.coversLabour")}
            </label>
            <div className="min-w-48 flex-1">
              <InputField label={t("setup.coveredParts")} field={fields.coveredParts} maxLength={300} hint={t("setup.coveredPartsHint")} />
            </div>
            <div className="min-w-32">
              <InputField label={t("setup.partsDiscount")} field={fields.partsDiscount} inputMode="numeric" maxLength={3} />
            </div>
            <div className="w-full">
              <Field label={t("setup.termsEnglish")} field={fields.terms}>
                <textarea {...controlProps(fields.terms)} rows={3} maxLength={1000} className={inputClass} />
              </Field>
            </div>
            <div className="min-w-48 flex-1">
              <Field label={t("setup.termsKannada")} field={fields.termsKn}>
                <textarea {...controlProps(fields.termsKn)} rows={3} maxLength={1000} className={inputClass} />
              </Field>
            </div>
            <div className="min-w-48 flex-1">
              <Field label={t("setup.termsHindi")} field={fields.termsHi}>
                <textarea {...controlProps(fields.termsHi)} rows={3} maxLength={1000} className={inputClass} />
              </Field>
            </div>
          </>
        )}
      </AddForm>
      <Form method="post" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="intent" value="missed-after" />
        <label className="text-sm font-medium text-slate-800">
          {t("setup.missedAfter")}
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
          {t("setup.saveRule")}
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
        removeLabel={t("setup.withdraw")}
        removable={(plan) => plan.on_sale === 1}
        actions={(plan) =>
          plan.on_sale ? null : (
            <RowAction intent="on-sale" id={plan.id} label={t("setup.putOnSaleOf", { name: plan.name })} variant="outline">
              {t("setup.putOnSale")}
            </RowAction>
          )
        }
      >
        {(plan) => (
          <span className="min-w-0">
            <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              {plan.name} · {money(plan.price_paise)} · {t("setup.months", { months: plan.months })} ·{" "}
              {t(plan.visits === 1 ? "setup.visitOne" : "setup.visitsCount", { visits: plan.visits })}
              {plan.on_sale ? null : <Badge tone="neutral">{t("setup.withdrawn")}</Badge>}
            </span>
            <span className="block text-sm text-slate-600">
              {[
                t(plan.covers_labour ? "setup.labourCovered" : "setup.labourCharged"),
                plan.covered_parts ? t("setup.partsCovered", { parts: coveredPartsList(plan.covered_parts).join(", ") }) : null,
                plan.parts_discount_percent ? t("setup.partsOff", { percent: plan.parts_discount_percent }) : null,
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
