import { getZodConstraint } from "@conform-to/zod/v4";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { useForm } from "~/components/forms/use-form";
import { Badge } from "~/components/ui/badge";
import { settingsListAction } from "~/lib/forms/settings-list-action.server";
import { localityFormSchema } from "~/lib/schemas/form-settings";
import { addFormLocality, deleteFormLocality, listFormLocalities, toggleFormLocalityPopular } from "~/models/settings.server";

// The booking form's localities (the "Locations" tab of SPEC.md): the popular ones are the picker's chips.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { localities: await listFormLocalities(), constraint: getZodConstraint(localityFormSchema) };
}

export const action = settingsListAction({
  path: "/admin/form-settings/locations",
  noun: "Location",
  schema: localityFormSchema,
  add: ({ name, popular }) => addFormLocality(name, popular === "on"),
  duplicate: ({ name }) => ({ name: [`A location named "${name}" already exists.`] }),
  remove: deleteFormLocality,
  rowIntents: {
    "toggle-popular": { run: toggleFormLocalityPopular, toast: { title: "Location Updated", description: "Popular status has been updated" } },
  },
});

export default function LocalitySettings() {
  const { localities, constraint } = useLoaderData<typeof loader>();
  const { form, fields } = useForm({
    id: "locality",
    fields: ["name", "popular"],
    lastResult: useActionData<typeof action>(),
    constraint,
    schema: () => import("~/lib/schemas/form-settings").then((m) => m.localityFormSchema),
  });
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Locations</h3>
      <AddForm form={form} submitLabel="Add Location">
        <div className="min-w-56 flex-1">
          <InputField label="Location name" field={fields.name} maxLength={80} />
        </div>
        <label className="mt-9 flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="popular" defaultChecked={fields.popular.defaultValue === "on"} className="size-4" />
          Popular
        </label>
      </AddForm>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {localities.map((locality) => (
          <li key={locality.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
            <span className="flex items-center gap-2">
              <span className="font-medium text-slate-900">{locality.name}</span>
              {locality.popular ? <Badge tone="brand">Popular</Badge> : null}
            </span>
            <span className="flex gap-2">
              <RowAction
                intent="toggle-popular"
                id={locality.id}
                label={locality.popular ? `Unmark popular: ${locality.name}` : `Mark popular: ${locality.name}`}
              >
                {locality.popular ? "Unmark popular" : "Mark popular"}
              </RowAction>
              <RowAction intent="delete" id={locality.id} label={`Delete ${locality.name}`} variant="destructive">
                Delete
              </RowAction>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
