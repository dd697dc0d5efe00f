import { useLoaderData } from "react-router";

import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { offlineAware } from "~/lib/forms/answer";
import { serviceFormSchema } from "~/lib/schemas/form-settings";
import { addService, deleteService, listServices } from "~/models/settings.server";
import { settingsList } from "~/routes/admin.form-settings/settings-list.server";

const services = settingsList({
  path: "/admin/form-settings/services",
  noun: "Service",
  list: listServices,
  schema: serviceFormSchema,
  add: ({ name, description }, trx) => addService(name, description, trx),
  describe: ({ name }) => name,
  duplicate: ({ name }) => ({ name: [`A service named "${name}" already exists.`] }),
  remove: deleteService,
});
export const loader = services.loader;
export const action = services.action;
export const clientAction = offlineAware();

export default function ServiceSettings() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Services</h3>
      <AddForm list="service" fields={["name", "description"]} submitLabel="Add Service">
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label="Service name" field={fields.name} maxLength={80} />
            </div>
            <div className="min-w-64 flex-[2]">
              <InputField label="Description" field={fields.description} maxLength={300} />
            </div>
          </>
        )}
      </AddForm>
      <SettingsRows items={items} name={(service) => service.name}>
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
