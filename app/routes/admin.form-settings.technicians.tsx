import { useLoaderData } from "react-router";

import { AddForm, RowAction, SettingsRows } from "~/components/admin/add-form";
import { InputField } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { offlineAware } from "~/lib/forms/answer";
import { technicianFormSchema } from "~/lib/schemas/form-settings";
import { addTechnician, deleteTechnician, listTechnicians, toggleTechnicianUnpaid } from "~/models/settings.server";
import { settingsList } from "~/routes/admin.form-settings/settings-list.server";

const technicians = settingsList({
  path: "/admin/form-settings/technicians",
  noun: "Technician",
  list: listTechnicians,
  schema: technicianFormSchema,
  add: addTechnician,
  describe: ({ name }) => name,
  duplicate: ({ name }) => ({ name: [`A technician named "${name}" already exists.`] }),
  remove: deleteTechnician,
  rowIntents: {
    // The owner's rule for a job left unpaid: may he mark the work done with money still due?
    "toggle-unpaid": {
      run: async (id, trx) => {
        const technician = await toggleTechnicianUnpaid(id, trx);
        return technician && `${technician.name} ${technician.on ? "may" : "may no longer"} complete a job with money due`;
      },
      toast: { title: "Technician Updated", description: "Who may complete a job with money due has been saved" },
    },
  },
});
export const loader = technicians.loader;
export const action = technicians.action;
export const clientAction = offlineAware();

export default function TechnicianSettings() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Technicians</h3>
      <p className="text-sm text-slate-600">
        Bookings are assigned to these people on the booking&apos;s page; the bookings list filters by them. A technician completes a job on his phone once it
        is paid, unless you let him complete one with money still due (the office then collects it).
      </p>
      <AddForm list="technician" fields={["name", "phone", "nameKn", "nameHi"]} submitLabel="Add Technician">
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label="Technician name" field={fields.name} maxLength={80} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label="Mobile number" field={fields.phone} type="tel" inputMode="tel" autoComplete="off" maxLength={20} hint="Optional." />
            </div>
            <div className="min-w-40 flex-1">
              <InputField
                label="Name in Kannada"
                field={fields.nameKn}
                lang="kn"
                maxLength={80}
                hint="Optional: On my way names him so to a Kannada customer."
              />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label="Name in Hindi" field={fields.nameHi} lang="hi" maxLength={80} hint="Optional: On my way names him so to a Hindi customer." />
            </div>
          </>
        )}
      </AddForm>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No technicians yet.</p>
      ) : (
        <SettingsRows
          items={items}
          name={(technician) => technician.name}
          actions={(technician) => (
            <RowAction
              intent="toggle-unpaid"
              id={technician.id}
              label={
                technician.may_complete_unpaid
                  ? `Stop ${technician.name} completing jobs with money due`
                  : `Let ${technician.name} complete jobs with money due`
              }
            >
              {technician.may_complete_unpaid ? "Must be paid to complete" : "May complete unpaid"}
            </RowAction>
          )}
        >
          {(technician) => (
            <span>
              <span className="font-medium text-slate-900">{technician.name}</span>
              {[technician.name_kn, technician.name_hi].filter(Boolean).length ? (
                <span className="block text-sm text-slate-700">{[technician.name_kn, technician.name_hi].filter(Boolean).join(" · ")}</span>
              ) : null}
              {technician.phone ? <span className="block text-sm text-slate-600">{technician.phone}</span> : null}
              {technician.may_complete_unpaid ? (
                <span className="mt-1 block">
                  <Badge tone="warning">May complete a job with money due</Badge>
                </span>
              ) : null}
            </span>
          )}
        </SettingsRows>
      )}
    </div>
  );
}
