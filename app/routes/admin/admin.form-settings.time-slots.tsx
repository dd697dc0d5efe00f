import { Form, useLoaderData } from "react-router";

import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { offlineAware } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { capacitySchema, timeSlotFormSchema } from "~/lib/schemas/form-settings";
import { addTimeSlot, deleteTimeSlot, listTimeSlots, setTimeSlotCapacity, timeSlotValue } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";

const timeSlots = settingsList({
  path: "/admin/form-settings/time-slots",
  noun: "Time Slot",
  toasts: { added: "timeSlotAdded", removed: "timeSlotDeleted" },
  list: listTimeSlots,
  schema: timeSlotFormSchema,
  add: addTimeSlot,
  describe: ({ label, value }) => `${label} (${timeSlotValue(value)})`,
  remove: deleteTimeSlot,
  rowIntents: {
    capacity: {
      run: async (id, trx, form) => {
        const capacity = capacitySchema.safeParse(form.get("capacity") ?? "");
        if (!capacity.success) return { refused: "capacityRange" };
        const label = await setTimeSlotCapacity(id, capacity.data === "" ? null : capacity.data, trx);
        return label && `${label}, capacity ${capacity.data || "no limit"}`;
      },
      toast: { title: "timeSlotUpdated", description: "timeSlotCapacitySaved" },
    },
  },
});
export const loader = timeSlots.loader;
export const action = timeSlots.action;
export const clientAction = offlineAware();

export default function TimeSlotSettings() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.tab.timeSlots")}</h3>
      <AddForm list="timeSlot" fields={["label", "value", "startsAt", "capacity"]} submitLabel={t("setup.addTimeSlot")}>
        {(fields) => (
          <>
            <div className="min-w-56 flex-1">
              <InputField label={t("setup.slotLabel")} field={fields.label} maxLength={80} placeholder={t("setup.slotLabelExample")} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField
                label={t("setup.slotValue")}
                field={fields.value}
                maxLength={40}
                placeholder={t("setup.slotValueExample")}
                hint={t("setup.slotValueHint")}
              />
            </div>
            <div className="w-36">
              <InputField label={t("setup.startsAt")} field={fields.startsAt} type="time" hint={t("setup.optional")} />
            </div>
            <div className="w-36">
              <InputField
                label={t("setup.capacity")}
                field={fields.capacity}
                type="number"
                min={1}
                max={999}
                inputMode="numeric"
                hint={t("setup.capacityHint")}
              />
            </div>
          </>
        )}
      </AddForm>
      <SettingsRows
        items={items}
        name={(slot) => slot.label}
        removeLabel={t("setup.delete")}
        actions={(slot) => (
          <Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="capacity" />
            <input type="hidden" name="id" value={slot.id} />
            <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-700">
              {t("setup.perDay")}
              <input
                name="capacity"
                type="number"
                min={1}
                max={999}
                defaultValue={slot.capacity ?? ""}
                placeholder={t("setup.noLimit")}
                aria-label={t("setup.capacityOf", { slot: slot.label })}
                className={`${inputClass} w-24 py-1.5`}
              />
            </label>
            <Button type="submit" size="sm" variant="outline" aria-label={t("setup.saveCapacityOf", { slot: slot.label })}>
              {t("setup.save")}
            </Button>
          </Form>
        )}
      >
        {(slot) => (
          <span>
            <span className="font-medium text-slate-900">{slot.label}</span>{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{slot.value}</code>
            <span className="block text-sm text-slate-600">{slot.startsAt ? t("setup.startsAtTime", { time: slot.startsAt }) : t("setup.noStartTime")}</span>
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
