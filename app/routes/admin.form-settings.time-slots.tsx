import { Form, useLoaderData } from "react-router";

import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { offlineAware } from "~/lib/forms/answer";
import { capacitySchema, timeSlotFormSchema } from "~/lib/schemas/form-settings";
import { addTimeSlot, deleteTimeSlot, listTimeSlots, setTimeSlotCapacity, timeSlotValue } from "~/models/settings.server";
import { settingsList } from "~/routes/admin.form-settings/settings-list.server";

const timeSlots = settingsList({
  path: "/admin/form-settings/time-slots",
  noun: "Time Slot",
  list: listTimeSlots,
  schema: timeSlotFormSchema,
  add: addTimeSlot,
  describe: ({ label, value }) => `${label} (${timeSlotValue(value)})`,
  duplicate: ({ value }) => ({ value: [`A time slot with the value "${timeSlotValue(value)}" already exists.`] }),
  remove: deleteTimeSlot,
  rowIntents: {
    capacity: {
      run: async (id, trx, form) => {
        const capacity = capacitySchema.safeParse(form.get("capacity") ?? "");
        if (!capacity.success) return { refused: "Enter a capacity from 1 to 999, or leave it empty for no limit." };
        const label = await setTimeSlotCapacity(id, capacity.data === "" ? null : capacity.data, trx);
        return label && `${label}, capacity ${capacity.data || "no limit"}`;
      },
      toast: { title: "Time Slot Updated", description: "Its capacity has been saved" },
    },
  },
});
export const loader = timeSlots.loader;
export const action = timeSlots.action;
export const clientAction = offlineAware();

export default function TimeSlotSettings() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Time Slots</h3>
      <AddForm list="timeSlot" fields={["label", "value", "startsAt", "capacity"]} submitLabel="Add Time Slot">
        {(fields) => (
          <>
            <div className="min-w-56 flex-1">
              <InputField label="Label" field={fields.label} maxLength={80} placeholder="Night (8 PM - 10 PM)" />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label="Value" field={fields.value} maxLength={40} placeholder="night" hint="Stored in lowercase, spaces as underscores." />
            </div>
            <div className="w-36">
              <InputField label="Starts at" field={fields.startsAt} type="time" hint="Optional." />
            </div>
            <div className="w-36">
              <InputField label="Capacity per day" field={fields.capacity} type="number" min={1} max={999} inputMode="numeric" hint="Empty: no limit." />
            </div>
          </>
        )}
      </AddForm>
      <SettingsRows
        items={items}
        name={(slot) => slot.label}
        actions={(slot) => (
          <Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="capacity" />
            <input type="hidden" name="id" value={slot.id} />
            <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-700">
              Per day
              <input
                name="capacity"
                type="number"
                min={1}
                max={999}
                defaultValue={slot.capacity ?? ""}
                placeholder="No limit"
                aria-label={`Capacity per day of ${slot.label}`}
                className={`${inputClass} w-24 py-1.5`}
              />
            </label>
            <Button type="submit" size="sm" variant="outline" aria-label={`Save the capacity of ${slot.label}`}>
              Save
            </Button>
          </Form>
        )}
      >
        {(slot) => (
          <span>
            <span className="font-medium text-slate-900">{slot.label}</span>{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{slot.value}</code>
            <span className="block text-sm text-slate-600">{slot.startsAt ? `Starts at ${slot.startsAt}` : "No start time"}</span>
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
