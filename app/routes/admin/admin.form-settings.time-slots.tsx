import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { requireAdminAction } from "~/auth.server";
import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { type Answer, offlineAware } from "~/lib/forms/answer";
import { readFormData } from "~/lib/forms/form-data.server";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { useT } from "~/lib/i18n/i18n";
import { doneToast } from "~/lib/i18n/outcome.server";
import { said } from "~/lib/outcome";
import { capacitySchema, timeSlotFormSchema } from "~/lib/schemas/form-settings";
import { anyTimeCapacity, saveAnyTimeCapacity } from "~/models/business-settings.server";
import { addTimeSlot, deleteTimeSlot, listTimeSlots, setTimeSlotCapacity, timeSlotValue } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";
import { intent, staffAction } from "~/staff/action.server";

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
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await timeSlots.loader(args)), anyTime: await anyTimeCapacity() };
}

/** The list's add, delete and capacity; and "Any time"'s capacity (it is no row of the list: a booking without a slot holds it). */
export async function action(args: ActionFunctionArgs) {
  // Who may post here is settled before the body is read; then the body is read within its limits.
  await requireAdminAction(args.request, "settings.manage");
  if ((await readFormData(args.request.clone())).get("intent") !== "any-time-capacity") return timeSlots.action(args);
  return staffAction(args.request, {
    intents: {
      "any-time-capacity": intent({
        capability: "settings.manage",
        schema: z.object({ capacity: z.optional(capacitySchema) }),
        handler: async ({ admin, value }) => {
          await saveAnyTimeCapacity(value.capacity === undefined || value.capacity === "" ? null : value.capacity, admin.actor);
          return redirectWithToast("/admin/form-settings/time-slots", doneToast(admin.language, said("timeSlotUpdated"), said("timeSlotCapacitySaved")));
        },
      }),
    },
  });
}
export const clientAction = offlineAware();

export default function TimeSlotSettings() {
  const { items, anyTime } = useLoaderData<typeof loader>();
  const answer = useActionData<Answer>();
  // Refused, said in his language (the server's answer): the box is out of 1-999.
  const refused = answer?.intent === "any-time-capacity" ? Object.values(answer.result.error ?? {}).flatMap((list) => list ?? []) : [];
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
      <Form method="post" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
        <span>
          <span className="font-medium text-slate-900">{t("setup.anyTime")}</span>
          <span className="block text-sm text-slate-600">{t("setup.anyTimeHint")}</span>
        </span>
        <span className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-700">
            {t("setup.perDay")}
            <input
              name="capacity"
              type="number"
              min={1}
              max={999}
              defaultValue={anyTime ?? ""}
              placeholder={t("setup.noLimit")}
              aria-label={t("setup.capacityOf", { slot: t("setup.anyTime") })}
              className={`${inputClass} w-24 py-1.5`}
            />
          </label>
          <Button
            type="submit"
            name="intent"
            value="any-time-capacity"
            size="sm"
            variant="outline"
            aria-label={t("setup.saveCapacityOf", { slot: t("setup.anyTime") })}
          >
            {t("setup.save")}
          </Button>
        </span>
        {refused.length ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {refused.join(" ")}
          </p>
        ) : null}
      </Form>
    </div>
  );
}
