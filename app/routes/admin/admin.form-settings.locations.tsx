import { useLoaderData } from "react-router";

import { AddForm, RowAction, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { offlineAware } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { localityFormSchema } from "~/lib/schemas/form-settings";
import { addFormLocality, deleteFormLocality, listFormLocalities, toggleFormLocalityPopular } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";

// The booking form's localities (the "Locations" tab): the popular ones are the picker's chips.
const localities = settingsList({
  path: "/admin/form-settings/locations",
  noun: "Location",
  toasts: { added: "locationAdded", removed: "locationDeleted" },
  list: listFormLocalities,
  schema: localityFormSchema,
  add: ({ name, popular }, trx) => addFormLocality(name, popular === "on", trx),
  describe: ({ name, popular }) => `${name}${popular === "on" ? " (popular)" : ""}`,
  remove: deleteFormLocality,
  rowIntents: {
    "toggle-popular": {
      run: async (id, trx) => {
        const locality = await toggleFormLocalityPopular(id, trx);
        return locality && `${locality.name} ${locality.popular ? "marked" : "unmarked"} popular`;
      },
      toast: { title: "locationUpdated", description: "locationPopularSaved" },
    },
  },
});
export const loader = localities.loader;
export const action = localities.action;
export const clientAction = offlineAware();

export default function LocalitySettings() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.tab.locations")}</h3>
      <AddForm list="locality" fields={["name", "popular"]} submitLabel={t("setup.addLocation")}>
        {(fields) => (
          <>
            <div className="min-w-56 flex-1">
              <InputField label={t("setup.locationName")} field={fields.name} maxLength={80} />
            </div>
            <label className="mt-9 flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" name="popular" defaultChecked={fields.popular.defaultValue === "on"} className="size-4" />
              {t("setup.popular")}
            </label>
          </>
        )}
      </AddForm>
      <SettingsRows
        items={items}
        name={(locality) => locality.name}
        removeLabel={t("setup.delete")}
        actions={(locality) => (
          <RowAction
            intent="toggle-popular"
            id={locality.id}
            label={t(locality.popular ? "setup.unmarkPopularOf" : "setup.markPopularOf", { name: locality.name })}
          >
            {t(locality.popular ? "setup.unmarkPopular" : "setup.markPopular")}
          </RowAction>
        )}
      >
        {(locality) => (
          <span className="flex items-center gap-2">
            <span className="font-medium text-slate-900">{locality.name}</span>
            {locality.popular ? <Badge tone="brand">{t("setup.popular")}</Badge> : null}
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
