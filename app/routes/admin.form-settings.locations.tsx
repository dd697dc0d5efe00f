import { useLoaderData } from "react-router";

import { AddForm, RowAction, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { offlineAware } from "~/lib/forms/answer";
import { localityFormSchema } from "~/lib/schemas/form-settings";
import { addFormLocality, deleteFormLocality, listFormLocalities, toggleFormLocalityPopular } from "~/models/settings.server";
import { settingsList } from "~/routes/admin.form-settings/settings-list.server";

// The booking form's localities (the "Locations" tab): the popular ones are the picker's chips.
const localities = settingsList({
  path: "/admin/form-settings/locations",
  noun: "Location",
  list: listFormLocalities,
  schema: localityFormSchema,
  add: ({ name, popular }, trx) => addFormLocality(name, popular === "on", trx),
  describe: ({ name, popular }) => `${name}${popular === "on" ? " (popular)" : ""}`,
  duplicate: ({ name }) => ({ name: [`A location named "${name}" already exists.`] }),
  remove: deleteFormLocality,
  rowIntents: {
    "toggle-popular": {
      run: async (id, trx) => {
        const locality = await toggleFormLocalityPopular(id, trx);
        return locality && `${locality.name} ${locality.popular ? "marked" : "unmarked"} popular`;
      },
      toast: { title: "Location Updated", description: "Popular status has been updated" },
    },
  },
});
export const loader = localities.loader;
export const action = localities.action;
export const clientAction = offlineAware();

export default function LocalitySettings() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Locations</h3>
      <AddForm list="locality" fields={["name", "popular"]} submitLabel="Add Location">
        {(fields) => (
          <>
            <div className="min-w-56 flex-1">
              <InputField label="Location name" field={fields.name} maxLength={80} />
            </div>
            <label className="mt-9 flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" name="popular" defaultChecked={fields.popular.defaultValue === "on"} className="size-4" />
              Popular
            </label>
          </>
        )}
      </AddForm>
      <SettingsRows
        items={items}
        name={(locality) => locality.name}
        actions={(locality) => (
          <RowAction intent="toggle-popular" id={locality.id} label={locality.popular ? `Unmark popular: ${locality.name}` : `Mark popular: ${locality.name}`}>
            {locality.popular ? "Unmark popular" : "Mark popular"}
          </RowAction>
        )}
      >
        {(locality) => (
          <span className="flex items-center gap-2">
            <span className="font-medium text-slate-900">{locality.name}</span>
            {locality.popular ? <Badge tone="brand">Popular</Badge> : null}
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
