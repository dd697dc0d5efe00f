import { getZodConstraint } from "@conform-to/zod/v4";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { useForm } from "~/components/forms/use-form";
import { settingsListAction } from "~/lib/forms/settings-list-action.server";
import { serviceFormSchema } from "~/lib/schemas/form-settings";
import { addService, deleteService, listServices } from "~/models/settings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { services: await listServices(), constraint: getZodConstraint(serviceFormSchema) };
}

export const action = settingsListAction({
  path: "/admin/form-settings/services",
  noun: "Service",
  schema: serviceFormSchema,
  add: ({ name, description }) => addService(name, description),
  duplicate: ({ name }) => ({ name: [`A service named "${name}" already exists.`] }),
  remove: deleteService,
});

export default function ServiceSettings() {
  const { services, constraint } = useLoaderData<typeof loader>();
  const { form, fields } = useForm({
    id: "service",
    fields: ["name", "description"],
    lastResult: useActionData<typeof action>(),
    constraint,
    schema: () => import("~/lib/schemas/form-settings").then((m) => m.serviceFormSchema),
  });
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Services</h3>
      <AddForm form={form} submitLabel="Add Service">
        <div className="min-w-48 flex-1">
          <InputField label="Service name" field={fields.name} maxLength={80} />
        </div>
        <div className="min-w-64 flex-[2]">
          <InputField label="Description" field={fields.description} maxLength={300} />
        </div>
      </AddForm>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {services.map((service) => (
          <li key={service.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
            <span>
              <span className="block font-medium text-slate-900">{service.name}</span>
              <span className="block text-sm text-slate-600">{service.description}</span>
            </span>
            <RowAction intent="delete" id={service.id} label={`Delete ${service.name}`} variant="destructive">
              Delete
            </RowAction>
          </li>
        ))}
      </ul>
    </div>
  );
}
