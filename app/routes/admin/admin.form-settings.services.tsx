import { useLoaderData } from "react-router";

import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { offlineAware } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { serviceFormSchema } from "~/lib/schemas/form-settings";
import { addService, deleteService, listServices } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";

const services = settingsList({
  path: "/admin/form-settings/services",
  noun: "Service",
  toasts: { added: "serviceAdded", removed: "serviceDeleted" },
  list: listServices,
  schema: serviceFormSchema,
  add: ({ name, description }, trx) => addService(name, description, trx),
  describe: ({ name }) => name,
  remove: deleteService,
});
export const loader = services.loader;
export const action = services.action;
export const clientAction = offlineAware();

export default function ServiceSettings() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.tab.services")}</h3>
      <AddForm list="service" fields={["name", "description"]} submitLabel={t("setup.addService")}>
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label={t("setup.serviceName")} field={fields.name} maxLength={80} />
            </div>
            <div className="min-w-64 flex-[2]">
              <InputField label={t("setup.description")} field={fields.description} maxLength={300} />
            </div>
          </>
        )}
      </AddForm>
      <SettingsRows items={items} name={(service) => service.name} removeLabel={t("setup.delete")}>
        {(service) => (
          <span>
            <span className="block font-medium text-slate-900">{service.name}</span>
            <span className="block text-sm text-slate-600">{service.description}</span>
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
