import { getZodConstraint } from "@conform-to/zod/v4";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { useForm } from "~/components/forms/use-form";
import { settingsListAction } from "~/lib/forms/settings-list-action.server";
import { technicianFormSchema } from "~/lib/schemas/form-settings";
import { addTechnician, deleteTechnician, listTechnicians } from "~/models/settings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { technicians: await listTechnicians(), constraint: getZodConstraint(technicianFormSchema) };
}

export const action = settingsListAction({
  path: "/admin/form-settings/technicians",
  noun: "Technician",
  schema: technicianFormSchema,
  add: ({ name }) => addTechnician(name),
  duplicate: ({ name }) => ({ name: [`A technician named "${name}" already exists.`] }),
  remove: deleteTechnician,
});

export default function TechnicianSettings() {
  const { technicians, constraint } = useLoaderData<typeof loader>();
  const { form, fields } = useForm({
    id: "technician",
    fields: ["name"],
    lastResult: useActionData<typeof action>(),
    constraint,
    schema: () => import("~/lib/schemas/form-settings").then((m) => m.technicianFormSchema),
  });
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Technicians</h3>
      <p className="text-sm text-slate-600">Bookings are assigned to these people on the booking's page; the bookings list filters by them.</p>
      <AddForm form={form} submitLabel="Add Technician">
        <div className="min-w-48 flex-1">
          <InputField label="Technician name" field={fields.name} maxLength={80} />
        </div>
      </AddForm>
      {technicians.length === 0 ? (
        <p className="text-sm text-slate-600">No technicians yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {technicians.map((technician) => (
            <li key={technician.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
              <span className="font-medium text-slate-900">{technician.name}</span>
              <RowAction intent="delete" id={technician.id} label={`Delete ${technician.name}`} variant="destructive">
                Delete
              </RowAction>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
