import { useLoaderData } from "react-router";

import { AddForm, RowAction, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { offlineAware } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { technicianFormSchema } from "~/lib/schemas/form-settings";
import { addTechnician, deleteTechnician, listTechnicians, toggleTechnicianUnpaid } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";

const technicians = settingsList({
  path: "/admin/form-settings/technicians",
  noun: "Technician",
  toasts: { added: "technicianAdded", removed: "technicianDeleted" },
  list: listTechnicians,
  schema: technicianFormSchema,
  add: addTechnician,
  describe: ({ name }) => name,
  remove: deleteTechnician,
  rowIntents: {
    // The owner's rule for a job left unpaid: may he mark the work done with money still due?
    "toggle-unpaid": {
      run: async (id, trx) => {
        const technician = await toggleTechnicianUnpaid(id, trx);
        return technician && `${technician.name} ${technician.on ? "may" : "may no longer"} complete a job with money due`;
      },
      toast: { title: "technicianUpdated", description: "technicianUnpaidSaved" },
    },
  },
});
export const loader = technicians.loader;
export const action = technicians.action;
export const clientAction = offlineAware();

export default function TechnicianSettings() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.tab.technicians")}</h3>
      <p className="text-sm text-slate-600">{t("setup.techniciansIntro")}</p>
      <AddForm list="technician" fields={["name", "phone", "nameKn", "nameHi"]} submitLabel={t("setup.addTechnician")}>
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label={t("setup.technicianName")} field={fields.name} maxLength={80} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField
                label={t("setup.mobile")}
                field={fields.phone}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={20}
                hint={t("setup.optional")}
              />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label={t("setup.nameInKannada")} field={fields.nameKn} lang="kn" maxLength={80} hint={t("setup.nameInKannadaHint")} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label={t("setup.nameInHindi")} field={fields.nameHi} lang="hi" maxLength={80} hint={t("setup.nameInHindiHint")} />
            </div>
          </>
        )}
      </AddForm>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("setup.noTechnicians")}</p>
      ) : (
        <SettingsRows
          items={items}
          name={(technician) => technician.name}
          removeLabel={t("setup.delete")}
          actions={(technician) => (
            <RowAction
              intent="toggle-unpaid"
              id={technician.id}
              label={t(technician.may_complete_unpaid ? "setup.stopUnpaidOf" : "setup.letUnpaidOf", { name: technician.name })}
            >
              {t(technician.may_complete_unpaid ? "setup.mustBePaid" : "setup.mayCompleteUnpaid")}
            </RowAction>
          )}
        >
          {(technician) => (
            <span>
              <span className="font-medium text-slate-900">{technician.name}</span>
              {[technician.name_kn, technician.name_hi].filter(Boolean).length ? (
                <span className="block text-sm text-slate-700">{[technician.name_kn, technician.name_hi].filter(Boolean).join(" · ")}</span>
              ) : null}
              {technician.phone ? <span className="block text-sm text-slate-600">{technician.phone}</span> : null}
              {technician.may_complete_unpaid ? (
                <span className="mt-1 block">
                  <Badge tone="warning">{t("setup.mayCompleteBadge")}</Badge>
                </span>
              ) : null}
            </span>
          )}
        </SettingsRows>
      )}
    </div>
  );
}
