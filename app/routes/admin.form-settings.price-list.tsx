import { useLoaderData } from "react-router";

import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { controlProps, Field, inputClass, InputField } from "~/components/forms/fields";
import { rupees } from "~/lib/billing/bill";
import { offlineAware } from "~/lib/forms/answer";
import { priceItemFormSchema } from "~/lib/schemas/form-settings";
import { addPriceItem, deletePriceItem, listPriceItems } from "~/models/settings.server";
import { settingsList } from "~/routes/admin.form-settings/settings-list.server";

// The owner's price list: the ready items a technician adds to a bill with one tap on the job
// screen (admin_.jobs.$bookingId.tsx), named in each language the technicians read.
const priceList = settingsList({
  path: "/admin/form-settings/price-list",
  noun: "Item",
  list: listPriceItems,
  schema: priceItemFormSchema,
  add: ({ name, nameKn, nameHi, kind, hsn, unitPrice }, trx) =>
    addPriceItem({ name, name_kn: nameKn ?? "", name_hi: nameHi ?? "", kind, hsn: hsn ?? "", unit_paise: unitPrice }, trx),
  describe: ({ name, unitPrice }) => `${name}, ${rupees(unitPrice)}`,
  duplicate: ({ name }) => ({ name: [`An item named "${name}" is already on the price list.`] }),
  remove: deletePriceItem,
});
export const loader = priceList.loader;
export const action = priceList.action;
export const clientAction = offlineAware();

export default function PriceListSettings() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">Price List</h3>
      <p className="text-sm text-slate-600">
        The ready items a technician adds to a bill with one tap, at these prices. A bill keeps its own copy of each line: a change here leaves bills already
        made as they are.
      </p>
      <AddForm list="priceItem" fields={["name", "nameKn", "nameHi", "kind", "hsn", "unitPrice"]} submitLabel="Add Item">
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label="Item (English)" field={fields.name} maxLength={80} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label="In Kannada" field={fields.nameKn} maxLength={80} hint="Optional: the English name is used." />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label="In Hindi" field={fields.nameHi} maxLength={80} hint="Optional: the English name is used." />
            </div>
            <div className="min-w-32">
              <Field label="Kind" field={fields.kind}>
                <select {...controlProps(fields.kind)} className={inputClass}>
                  <option value="service">Service</option>
                  <option value="part">Part</option>
                </select>
              </Field>
            </div>
            <div className="min-w-32">
              <InputField label="HSN code" field={fields.hsn} inputMode="numeric" maxLength={8} hint="A part's, if known." />
            </div>
            <div className="min-w-32">
              <InputField label="Price (₹)" field={fields.unitPrice} inputMode="decimal" maxLength={12} />
            </div>
          </>
        )}
      </AddForm>
      <SettingsRows items={items} name={(item) => item.name}>
        {(item) => (
          <span>
            <span className="block font-medium text-slate-900">
              {item.name} · {rupees(item.unit_paise)}
            </span>
            <span className="block text-sm text-slate-600">
              {[item.kind === "part" ? `Part${item.hsn ? `, HSN ${item.hsn}` : ""}` : "Service", item.name_kn, item.name_hi].filter(Boolean).join(" · ")}
            </span>
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
