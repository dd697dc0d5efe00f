import { getZodConstraint } from "@conform-to/zod/v4";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth.server";
import { AddForm, RowAction } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { useForm } from "~/components/forms/use-form";
import { settingsListAction } from "~/lib/forms/settings-list-action.server";
import { timeSlotFormSchema } from "~/lib/schemas/form-settings";
import { addTimeSlot, deleteTimeSlot, listTimeSlots, timeSlotValue } from "~/models/settings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { timeSlots: await listTimeSlots(), constraint: getZodConstraint(timeSlotFormSchema) };
}

export const action = settingsListAction({
  path: "/admin/form-settings/time-slots",
  noun: "Time Slot",
  schema: timeSlotFormSchema,
  add: ({ label, value }) => addTimeSlot(label, value),
  duplicate: ({ value }) => ({ value: [`A time slot with the value "${timeSlotValue(value)}" already exists.`] }),
  remove: deleteTimeSlot,
});

export default function TimeSlotSettings() {
  const { timeSlots, constraint } = useLoaderData<typeof loader>();
  const { form, fields } = useForm({
    id: "slot",
    fields: ["label", "value"],
    lastResult: useActionData<typeof action>(),
    constraint,
    schema: () => import("~/lib/schemas/form-settings").then((m) => m.timeSlotFormSchema),
  });
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Time Slots</h3>
      <AddForm form={form} submitLabel="Add Time Slot">
        <div className="min-w-56 flex-1">
          <InputField label="Label" field={fields.label} maxLength={80} placeholder="Night (8 PM - 10 PM)" />
        </div>
        <div className="min-w-40 flex-1">
          <InputField label="Value" field={fields.value} maxLength={40} placeholder="night" hint="Stored in lowercase, spaces as underscores." />
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
