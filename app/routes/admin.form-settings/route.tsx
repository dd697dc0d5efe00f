import type { LoaderFunctionArgs } from "react-router";
import { Outlet } from "react-router";

import { requireAdmin } from "~/auth.server";
import { TabNav } from "~/components/admin/tab-nav";

const SUB_TABS = [
  { to: "/admin/form-settings/locations", label: "Locations" },
  { to: "/admin/form-settings/time-slots", label: "Time Slots" },
  { to: "/admin/form-settings/services", label: "Services" },
  { to: "/admin/form-settings/technicians", label: "Technicians" },
  { to: "/admin/form-settings/price-list", label: "Price List" },
  { to: "/admin/form-settings/plans", label: "Plans" },
  { to: "/admin/form-settings/blocked-numbers", label: "Blocked Numbers" },
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "settings.manage");
  return null;
}

export default function FormSettings() {
  return (
    <section aria-labelledby="form-settings-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h2 id="form-settings-heading" className="text-lg font-semibold">
          Form Settings
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          What the public booking form offers (changes show on the site at once), the technicians bookings are assigned to, and the numbers whose bookings are
          kept out of sight.
        </p>
      </div>
      <TabNav label="Form settings" tabs={SUB_TABS} size="sm" />
      <Outlet />
    </section>
  );
}
