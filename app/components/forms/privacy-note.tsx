import { useRouteLoaderData } from "react-router";

import { useT } from "~/lib/i18n/i18n";

/** Under a form that takes personal data: what is kept, why, how long, and the privacy notice (DPDP Act: notice at collection). */
export function PrivacyNote() {
  const t = useT();
  const months = useRouteLoaderData<{ retentionMonths?: number }>("root")?.retentionMonths ?? 24;
  return (
    <p className="text-xs text-slate-600">
      {t("form.privacyNote", { months })}{" "}
      <a href={t.path("/privacy")} className="font-medium text-brand-700 underline">
        {t("form.privacyLink")}
      </a>
    </p>
  );
}
