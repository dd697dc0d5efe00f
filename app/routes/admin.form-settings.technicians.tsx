import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin, requireAdminAction } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { LabelledInput } from "~/components/admin/labelled-input";
import { technicianFormSchema, settingIdSchema } from "~/lib/schemas/form-settings";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { addTechnician, deleteTechnician, listTechnicians } from "~/models/settings.server";

const PATH = "/admin/form-settings/technicians";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { technicians: await listTechnicians() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminAction(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: technicianFormSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { name } = submission.value;
    const added = await addTechnician(name);
    if (!added.ok) {
      return data(submission.reply({ fieldErrors: { name: [`A technician named "${name}" already exists.`] } }), { status: 400 });
    }
    return redirectWithToast(request, PATH, { title: "Technician Added" });
  }
  const id = settingIdSchema.safeParse(formData.get("id"));
  if (intent !== "delete" || !id.success) throw new Response("Unknown action", { status: 400 });
  if (!(await deleteTechnician(id.data))) throw new Response("Technician not found", { status: 404 });
  return redirectWithToast(request, PATH, { title: "Technician Deleted" });
}

export default function TechnicianSettings() {
  const { technicians } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const entered = result?.initialValue as { name?: string } | undefined;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Technicians</h3>
      <p className="text-sm text-slate-600">Bookings are assigned to these people on the booking's page; the bookings list filters by them.</p>
      <AddForm submitLabel="Add Technician">
        <div className="min-w-48 flex-1">
          <LabelledInput idPrefix="technician" name="name" label="Technician name" maxLength={80} errors={result?.error?.name} defaultValue={entered?.name} />
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
