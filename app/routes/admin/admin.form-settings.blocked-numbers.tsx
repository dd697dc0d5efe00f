import { useLoaderData } from "react-router";

import { AddForm, SettingsRows } from "~/components/admin/add-form";
import { useStaffFormat } from "~/components/admin/staff-format";
import { InputField } from "~/components/forms/fields";
import { formatIndianPhone } from "~/lib/contact/phone";
import { offlineAware } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { blockedPhoneFormSchema } from "~/lib/schemas/form-settings";
import { blockPhone, listBlockedPhones, unblockPhone } from "~/models/settings.server";
import { settingsList } from "~/routes/admin/admin.form-settings/settings-list.server";

// A prankster's or a spammer's number: their bookings are answered as usual, so they learn
// nothing, but stored apart (out of the list, the counts and the alerts; the "Blocked numbers"
// filter of the bookings list shows them).
const blockedNumbers = settingsList({
  path: "/admin/form-settings/blocked-numbers",
  noun: "Number",
  toasts: { added: "numberBlocked", removed: "numberUnblocked" },
  list: listBlockedPhones,
  schema: blockedPhoneFormSchema,
  add: ({ phone }, trx) => blockPhone(phone, trx),
  // The audit trail names a blocked number by its last digits: the list itself holds the number
  // (a spam defence kept on purpose, docs/privacy.md), the trail outlives it.
  describe: ({ phone }) => `ending ${phone.slice(-4)}`,
  remove: async (id, trx) => {
    const phone = await unblockPhone(id, trx);
    return phone && `ending ${phone.slice(-4)}`;
  },
});
export const loader = blockedNumbers.loader;
export const action = blockedNumbers.action;
export const clientAction = offlineAware();

export default function BlockedNumbers() {
  const { items } = useLoaderData<typeof loader>();
  const t = useT();
  const { when } = useStaffFormat();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t("setup.tab.blockedNumbers")}</h3>
      <p className="text-sm text-slate-600">{t("setup.blockedIntro")}</p>
      <AddForm list="blockedPhone" fields={["phone"]} submitLabel={t("setup.blockNumber")}>
        {(fields) => (
          <div className="min-w-56 flex-1">
            <InputField label={t("setup.phone")} field={fields.phone} type="tel" maxLength={20} inputMode="tel" placeholder="98765 43210" />
          </div>
        )}
      </AddForm>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("setup.noBlocked")}</p>
      ) : (
        <SettingsRows items={items} name={(blocked) => formatIndianPhone(blocked.phone)} removeLabel={t("setup.unblock")}>
          {(blocked) => (
            <span>
              <span className="font-medium text-slate-900">{formatIndianPhone(blocked.phone)}</span>
              <span className="block text-xs text-slate-500">{t("setup.blockedAt", { when: when(blocked.created_at) })}</span>
            </span>
          )}
        </SettingsRows>
      )}
    </div>
  );
}
