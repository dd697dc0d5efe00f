import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin, requireAdminAction } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { LabelledInput } from "~/components/admin/labelled-input";
import { serviceFormSchema, settingIdSchema } from "~/lib/schemas/form-settings";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { addService, deleteService, listServices } from "~/models/settings.server";

const PATH = "/admin/form-settings/services";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { services: await listServices() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminAction(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: serviceFormSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { name, description } = submission.value;
    const added = await addService(name, description);
    if (!added.ok) {
      return data(submission.reply({ fieldErrors: { name: [`A service named "${name}" already exists.`] } }), { status: 400 });
    }
    return redirectWithToast(request, PATH, { title: "Service Added" });
  }
  const id = settingIdSchema.safeParse(formData.get("id"));
  if (intent !== "delete" || !id.success) throw new Response("Unknown action", { status: 400 });
  if (!(await deleteService(id.data))) throw new Response("Service not found", { status: 404 });
  return redirectWithToast(request, PATH, { title: "Service Deleted" });
}

export default function ServiceSettings() {
  const { services } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const entered = result?.initialValue as { name?: string; description?: string } | undefined;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Services</h3>
      <AddForm submitLabel="Add Service">
        <div className="min-w-48 flex-1">
          <LabelledInput idPrefix="service" name="name" label="Service name" maxLength={80} errors={result?.error?.name} defaultValue={entered?.name} />
        </div>
        <div className="min-w-64 flex-[2]">
          <LabelledInput
            idPrefix="service"
            name="description"
            label="Description"
            maxLength={300}
            errors={result?.error?.description}
            defaultValue={entered?.description}
          />
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
