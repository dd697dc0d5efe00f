import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin, requireAdminAction } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { LabelledInput } from "~/components/admin/labelled-input";
import { Badge } from "~/components/ui/badge";
import { locationFormSchema, settingIdSchema } from "~/lib/schemas/form-settings";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { addFormLocality, deleteFormLocality, listFormLocalities, toggleFormLocalityPopular } from "~/models/settings.server";

const PATH = "/admin/form-settings/locations";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { locations: await listFormLocalities() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminAction(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: locationFormSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { name, popular } = submission.value;
    const added = await addFormLocality(name, popular === "on");
    if (!added.ok) {
      return data(submission.reply({ fieldErrors: { name: [`A location named "${name}" already exists.`] } }), { status: 400 });
    }
    return redirectWithToast(request, PATH, { title: "Location Added" });
  }
  const id = settingIdSchema.safeParse(formData.get("id"));
  if (!id.success) throw new Response("Choose a location", { status: 400 });
  if (intent === "delete") {
    if (!(await deleteFormLocality(id.data))) throw new Response("Location not found", { status: 404 });
    return redirectWithToast(request, PATH, { title: "Location Deleted" });
  }
  if (intent === "toggle-popular") {
    if (!(await toggleFormLocalityPopular(id.data))) throw new Response("Location not found", { status: 404 });
    return redirectWithToast(request, PATH, { title: "Location Updated", description: "Popular status has been updated" });
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function LocationSettings() {
  const { locations } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const entered = result?.initialValue as { name?: string; popular?: string } | undefined;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Locations</h3>
      <AddForm submitLabel="Add Location">
        <div className="min-w-56 flex-1">
          <LabelledInput idPrefix="location" name="name" label="Location name" maxLength={80} errors={result?.error?.name} defaultValue={entered?.name} />
        </div>
        <label className="mt-9 flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="popular" defaultChecked={entered?.popular === "on"} className="size-4" />
          Popular
        </label>
      </AddForm>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {locations.map((location) => (
          <li key={location.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
            <span className="flex items-center gap-2">
              <span className="font-medium text-slate-900">{location.name}</span>
              {location.popular ? <Badge tone="brand">Popular</Badge> : null}
            </span>
            <span className="flex gap-2">
              <RowAction
                intent="toggle-popular"
                id={location.id}
                label={location.popular ? `Unmark popular: ${location.name}` : `Mark popular: ${location.name}`}
              >
                {location.popular ? "Unmark popular" : "Mark popular"}
              </RowAction>
              <RowAction intent="delete" id={location.id} label={`Delete ${location.name}`} variant="destructive">
                Delete
              </RowAction>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
