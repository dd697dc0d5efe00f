import type { ReactNode } from "react";
import { Link } from "react-router";

import { useT } from "~/lib/i18n/i18n";

/** A page under Settings (Notifications, Audit log): the way back (the logs. namespace), its heading and what it is for. */
export function SettingsSubpage({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <Link to="/admin/settings" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t("logs.backToSettings")}
      </Link>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
