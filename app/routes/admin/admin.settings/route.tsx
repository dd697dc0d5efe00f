import type { ReactNode } from "react";
import { Link, useActionData, useLoaderData } from "react-router";

import { offlineAware } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";

import { AddAdminForm, Admins, LanguageForm, PasswordForm } from "./forms";
import type { loader } from "./loader.server";
import { ScheduledJobs } from "./scheduled-jobs";

export { action } from "./action.server";
export { loader } from "./loader.server";

export const clientAction = offlineAware();

export default function AdminSettings() {
  const { email, language, adminId, owner, mayNotifications, mayAudit, admins, technicians, jobs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof clientAction>();
  // Every card speaks the account's language (the admin's messages: routes/admin.tsx; the page's own: loader.server.ts).
  const t = useT();

  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-lg font-semibold">
        {t("admin.tab.settings")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <SettingsCard title={t("account.passwordTitle")} description={t("account.signedInAs", { email })}>
          <PasswordForm answer={answer} />
        </SettingsCard>

        <SettingsCard title={t("account.languageTitle")} description={t("account.languageText")}>
          <LanguageForm answer={answer} language={language} />
        </SettingsCard>

        {owner ? (
          <SettingsCard title={t("setup.addAdminTitle")} description={t("setup.addAdminText")}>
            <AddAdminForm answer={answer} technicians={technicians} />
          </SettingsCard>
        ) : null}
      </div>
      {mayNotifications ? (
        <Link to="/admin/settings/notifications" className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 sm:p-6">
          <span className="font-semibold text-brand-700">{t("setup.notificationsLink")} →</span>
          <span className="mt-1 block text-sm text-slate-600">{t("setup.notificationsText")}</span>
        </Link>
      ) : null}
      {mayAudit ? (
        <Link to="/admin/settings/audit" className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 sm:p-6">
          <span className="font-semibold text-brand-700">{t("setup.auditLink")} →</span>
          <span className="mt-1 block text-sm text-slate-600">{t("setup.auditText")}</span>
        </Link>
      ) : null}
      {owner ? (
        <>
          <Admins answer={answer} admins={admins} adminId={adminId} />
          {jobs ? <ScheduledJobs {...jobs} /> : null}
        </>
      ) : null}
    </section>
  );
}

function SettingsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 mb-4 text-sm text-slate-600">{description}</p>
      {children}
    </div>
  );
}
