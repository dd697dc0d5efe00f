import type { LoaderFunctionArgs } from "react-router";
import { Outlet } from "react-router";

import { requireAdmin } from "~/auth.server";
import { TabNav } from "~/components/admin/tab-nav";
import type { MessageId } from "~/content/messages/en";
import { useT } from "~/lib/i18n/i18n";
import { messagesFor } from "~/lib/i18n/messages.server";

const SUB_TABS: readonly { to: string; label: MessageId }[] = [
  { to: "/admin/form-settings/locations", label: "setup.tab.locations" },
  { to: "/admin/form-settings/time-slots", label: "setup.tab.timeSlots" },
  { to: "/admin/form-settings/services", label: "setup.tab.services" },
  { to: "/admin/form-settings/technicians", label: "setup.tab.technicians" },
  { to: "/admin/form-settings/price-list", label: "setup.tab.priceList" },
  { to: "/admin/form-settings/checklist", label: "setup.tab.checklist" },
  { to: "/admin/form-settings/plans", label: "setup.tab.plans" },
  { to: "/admin/form-settings/blocked-numbers", label: "setup.tab.blockedNumbers" },
];

// The words of every Form Settings page, in the account's language (the pages under this one draw them too).
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "settings.manage");
  return { messages: messagesFor(admin.language, "setup") };
}

export default function FormSettings() {
  const t = useT();
  return (
    <section aria-labelledby="form-settings-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h2 id="form-settings-heading" className="text-lg font-semibold">
          {t("setup.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("setup.intro")}</p>
      </div>
      <TabNav label={t("setup.heading")} tabs={SUB_TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} size="sm" />
      <Outlet />
    </section>
  );
}
