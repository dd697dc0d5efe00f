import { useLoaderData } from "@remix-run/react";
import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { settingsList } from "~/lib/forms/settings-list.server";
import { timeSlotFormSchema } from "~/lib/schemas/form-settings";
import { addTimeSlot, deleteTimeSlot, listTimeSlots, timeSlotValue } from "~/models/settings.server";

const timeSlots = settingsList({
  path: "/admin/form-settings/time-slots",
  noun: "Time Slot",
  list: listTimeSlots,
  schema: timeSlotFormSchema,
  add: ({ label, value }, trx) => addTimeSlot(label, value, trx),
  describe: ({ label, value }) => `${label} (${timeSlotValue(value)})`,
  duplicate: ({ value }) => ({ value: [`A time slot with the value "${timeSlotValue(value)}" already exists.`] }),
  remove: deleteTimeSlot,
});
export const loader = timeSlots.loader;
export const action = timeSlots.action;

export default function TimeSlotSettings() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Time Slots</h3>
      <AddForm list="timeSlot" fields={["label", "value"]} submitLabel="Add Time Slot">
        {(fields) => (
          <>
            <div className="min-w-56 flex-1">
              <InputField label="Label" field={fields.label} maxLength={80} placeholder="Night (8 PM - 10 PM)" />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label="Value" field={fields.value} maxLength={40} placeholder="night" hint="Stored in lowercase, spaces as underscores." />
            </div>
          </>
        )}
      </AddForm>
      <SettingsRows items={items} name={(slot) => slot.label}>
        {(slot) => (
          <span>
            <span className="font-medium text-slate-900">{slot.label}</span>{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{slot.value}</code>
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
