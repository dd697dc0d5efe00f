import { type LoaderFunctionArgs, useLoaderData } from "react-router";

import { AddForm, RowAction, SettingsRows } from "~/components/admin/add-form";
import { useStaffFormat } from "~/components/admin/staff-format";
import { controlProps, Field, inputClass, InputField } from "~/components/forms/fields";
import { Badge } from "~/components/ui/badge";
import { rupees } from "~/lib/billing/bill";
import { offlineAware } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { priceItemFormSchema } from "~/lib/schemas/form-settings";
import { notHomeChargeItem, toggleNotHomeCharge } from "~/models/business-settings.server";
import { addPriceItem, deletePriceItem, listPriceItems } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";

// The owner's price list: the ready items a technician adds to a bill with one tap on the job
// screen (admin_.jobs.$bookingId/), named in each language the technicians read; and the one item
// a visit is charged when the customer is not at home (none until the owner names one).
const priceList = settingsList({
  path: "/admin/form-settings/price-list",
  noun: "Item",
  toasts: { added: "itemAdded", removed: "itemDeleted" },
  list: listPriceItems,
  schema: priceItemFormSchema,
  add: ({ name, nameKn, nameHi, kind, hsn, unitPrice }, trx) =>
    addPriceItem({ name, name_kn: nameKn ?? "", name_hi: nameHi ?? "", kind, hsn: hsn ?? "", unit_paise: unitPrice }, trx),
  describe: ({ name, unitPrice }) => `${name}, ${rupees(unitPrice)}`,
  remove: deletePriceItem,
  rowIntents: {
    "not-home-charge": { run: (id, trx) => toggleNotHomeCharge(id, trx), toast: { title: "priceItemUpdated", description: "notHomeChargeSaved" } },
  },
});
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await priceList.loader(args)), notHomeCharge: (await notHomeChargeItem())?.id ?? null };
}
export const action = priceList.action;
export const clientAction = offlineAware();

export default function PriceListSettings() {
  const { items, notHomeCharge } = useLoaderData<typeof loader>();
  const t = useT();
  const { money } = useStaffFormat();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.tab.priceList")}</h3>
      <p className="text-sm text-slate-600">{t("setup.priceListIntro")}</p>
      <AddForm list="priceItem" fields={["name", "nameKn", "nameHi", "kind", "hsn", "unitPrice"]} submitLabel={t("setup.addItem")}>
        {(fields) => (
          <>
            <div className="min-w-48 flex-1">
              <InputField label={t("setup.itemEnglish")} field={fields.name} maxLength={80} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label={t("setup.inKannada")} field={fields.nameKn} maxLength={80} hint={t("setup.englishNameUsed")} />
            </div>
            <div className="min-w-40 flex-1">
              <InputField label={t("setup.inHindi")} field={fields.nameHi} maxLength={80} hint={t("setup.englishNameUsed")} />
            </div>
            <div className="min-w-32">
              <Field label={t("setup.kind")} field={fields.kind}>
                <select {...controlProps(fields.kind)} className={inputClass}>
                  <option value="service">{t("setup.service")}</option>
                  <option value="part">{t("setup.part")}</option>
                </select>
              </Field>
            </div>
            <div className="min-w-32">
              <InputField label={t("setup.hsn")} field={fields.hsn} inputMode="numeric" maxLength={8} hint={t("setup.hsnHint")} />
            </div>
            <div className="min-w-32">
              <InputField label={t("setup.price")} field={fields.unitPrice} inputMode="decimal" maxLength={12} />
            </div>
          </>
        )}
      </AddForm>
      <SettingsRows
        items={items}
        name={(item) => item.name}
        removeLabel={t("setup.delete")}
        actions={(item) => (
          <RowAction
            intent="not-home-charge"
            id={item.id}
            label={t(item.id === notHomeCharge ? "setup.stopNotHomeChargeOf" : "setup.chargeNotHomeOf", { name: item.name })}
          >
            {t(item.id === notHomeCharge ? "setup.stopNotHomeCharge" : "setup.chargeNotHome")}
          </RowAction>
        )}
      >
        {(item) => (
          <span>
            <span className="block font-medium text-slate-900">
              {item.name} · {money(item.unit_paise)}
            </span>
            {item.id === notHomeCharge ? <Badge tone="brand">{t("setup.notHomeCharge")}</Badge> : null}
            <span className="block text-sm text-slate-600">
              {[item.kind === "part" ? (item.hsn ? t("setup.partHsn", { hsn: item.hsn }) : t("setup.part")) : t("setup.service"), item.name_kn, item.name_hi]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </span>
        )}
      </SettingsRows>
    </div>
  );
}
