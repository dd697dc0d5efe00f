import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin, requireAdminAction } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { LabelledInput } from "~/components/admin/labelled-input";
import { settingIdSchema, timeSlotFormSchema } from "~/lib/schemas/form-settings";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { addTimeSlot, deleteTimeSlot, listTimeSlots, timeSlotValue } from "~/models/settings.server";

const PATH = "/admin/form-settings/time-slots";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { timeSlots: await listTimeSlots() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdminAction(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "add") {
    const submission = parseWithZod(formData, { schema: timeSlotFormSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const { label, value } = submission.value;
    const added = await addTimeSlot(label, value);
    if (!added.ok) {
      const message = `A time slot with the value "${timeSlotValue(value)}" already exists.`;
      return data(submission.reply({ fieldErrors: { value: [message] } }), { status: 400 });
    }
    return redirectWithToast(request, PATH, { title: "Time Slot Added" });
  }
  const id = settingIdSchema.safeParse(formData.get("id"));
  if (intent !== "delete" || !id.success) throw new Response("Unknown action", { status: 400 });
  if (!(await deleteTimeSlot(id.data))) throw new Response("Time slot not found", { status: 404 });
  return redirectWithToast(request, PATH, { title: "Time Slot Deleted" });
}

export default function TimeSlotSettings() {
  const { timeSlots } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const entered = result?.initialValue as { label?: string; value?: string } | undefined;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Time Slots</h3>
      <AddForm submitLabel="Add Time Slot">
        <div className="min-w-56 flex-1">
          <LabelledInput
            idPrefix="slot"
            name="label"
            label="Label"
            maxLength={80}
            placeholder="Night (8 PM - 10 PM)"
            errors={result?.error?.label}
            defaultValue={entered?.label}
          />
        </div>
        <div className="min-w-40 flex-1">
          <LabelledInput
            idPrefix="slot"
            name="value"
            label="Value"
            maxLength={40}
            placeholder="night"
            hint="Stored in lowercase, spaces as underscores."
            errors={result?.error?.value}
            defaultValue={entered?.value}
          />
        </div>
      </AddForm>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {timeSlots.map((slot) => (
          <li key={slot.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{slot.label}</span>{" "}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{slot.value}</code>
            </span>
            <RowAction intent="delete" id={slot.id} label={`Delete ${slot.label}`} variant="destructive">
              Delete
            </RowAction>
          </li>
        ))}
      </ul>
    </div>
  );
}
