import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireAdminAction } from "~/auth.server";
import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { controlProps, Field, inputClass, InputField } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { offlineAware } from "~/lib/forms/answer";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { useT } from "~/lib/i18n/i18n";
import { doneToast } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import { checklistItemFormSchema } from "~/lib/schemas/form-settings";
import { saveSignatureRequired, signatureRequired } from "~/models/business-settings.server";
import { addChecklistItem, deleteChecklistItem, listChecklistItems } from "~/models/checklist.server";
import { listServices } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";
import { intent, staffAction } from "~/staff/action.server";

// The owner's checklist: what a technician ticks on the job screen (for one service, or every
// visit), in each language the technicians read; a required item holds Work done until ticked. And
// whether Work done asks for the customer's signature.
const PATH = "/admin/form-settings/checklist";
const checklist = settingsList({
  path: PATH,
  noun: "Checklist item",
  toasts: { added: "checkAdded", removed: "checkDeleted" },
  list: listChecklistItems,
  schema: checklistItemFormSchema,
  add: ({ service, label, labelKn, labelHi, required }, trx) =>
    addChecklistItem({ service: service ?? "", label, labelKn: labelKn ?? "", labelHi: labelHi ?? "", required: required === "on" }, trx),
  describe: ({ label, service, required }) => `${label}${service ? ` (${service})` : ""}${required === "on" ? ", required" : ""}`,
  remove: deleteChecklistItem,
});

export async function loader(args: LoaderFunctionArgs) {
  const [list, services, signature] = await Promise.all([checklist.loader(args), listServices(), signatureRequired()]);
  return { ...list, services: services.map((service) => service.name), signature };
}

export async function action(args: ActionFunctionArgs) {
  await requireAdminAction(args.request, "settings.manage");
  if ((await readFormData(args.request.clone())).get("intent") !== "signature") return checklist.action(args);
  return staffAction(args.request, {
    intents: {
      signature: intent({
        capability: "settings.manage",
        schema: z.object({ required: z.enum(["1", "0"]) }),
        handler: async ({ admin, value }) => {
          await saveSignatureRequired(value.required === "1", admin.actor);
          return redirectWithToast(PATH, doneToast(admin.language, said("signatureSaved")));
        },
      }),
    },
  });
}
export const clientAction = offlineAware();

export default function ChecklistSettings() {
  const { items, services, signature } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.tab.checklist")}</h3>
      <p className="text-sm text-slate-600">{t("setup.checklistIntro")}</p>
      <AddForm list="checklistItem" fields={["service", "label", "labelKn", "labelHi", "required"]} submitLabel={t("setup.addCheck")}>
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label={t("setup.checkEnglish")} field={fields.label} maxLength={80} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label={t("setup.inKannada")} field={fields.labelKn} maxLength={80} hint={t("setup.englishNameUsed")} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label={t("setup.inHindi")} field={fields.labelHi} maxLength={80} hint={t("setup.englishNameUsed")} />
            </div>
            <div className="min-w-40">
              <Field label={t("setup.checkFor")} field={fields.service}>
                <select {...controlProps(fields.service)} className={inputClass}>
                  <option value="">{t("setup.everyVisit")}</option>
                  {services.map((service) => (
                    <option key={service} value={service}>
                      {service}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-slate-800">
              <input type="checkbox" name="required" defaultChecked className="size-5" />
              {t("setup.checkRequired")}
            </label>
          </>
        )}
      </AddForm>
      <SettingsRows items={items} name={(item) => item.label} removeLabel={t("setup.delete")}>
        {(item) => (
          <span>
            <span className="block font-medium text-slate-900">{item.label}</span>
            <span className="block text-sm text-slate-600">
              {[item.service || t("setup.everyVisit"), item.label_kn, item.label_hi].filter(Boolean).join(" · ")}
            </span>
            {item.required ? <Badge tone="warning">{t("setup.checkRequired")}</Badge> : null}
          </span>
        )}
      </SettingsRows>
      <Form method="post" className="space-y-2 rounded-lg border border-slate-200 p-3">
        <input type="hidden" name="intent" value="signature" />
        <input type="hidden" name="required" value={signature ? "0" : "1"} />
        <p className="text-sm text-slate-800">{t(signature ? "setup.signatureOn" : "setup.signatureOff")}</p>
        <Button type="submit" variant="outline">
          {t(signature ? "setup.stopSignature" : "setup.askSignature")}
        </Button>
      </Form>
    </div>
  );
}
