import type { ReactNode } from "react";
import { Link } from "react-router";

/** A page under Settings (Notifications, Audit log): the way back, its heading and what it is for. */
export function SettingsSubpage({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <Link to="/admin/settings" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        ← Settings
      </Link>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
