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
  // Every account's own cards speak its language (the admin's messages: routes/admin.tsx); the owner's are the desk's English.
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
          <SettingsCard title="Add another admin" description="They log in with this e-mail and password; tell them to change it.">
            <AddAdminForm answer={answer} technicians={technicians} />
          </SettingsCard>
        ) : null}
      </div>
      {mayNotifications ? (
        <Link to="/admin/settings/notifications" className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 sm:p-6">
          <span className="font-semibold text-brand-700">Notifications →</span>
          <span className="mt-1 block text-sm text-slate-600">
            Booking alerts by e-mail, push and webhook: which are on, push on this device, a test alert and the delivery log; which messages customers get, and
            when.
          </span>
        </Link>
      ) : null}
      {mayAudit ? (
        <Link to="/admin/settings/audit" className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 sm:p-6">
          <span className="font-semibold text-brand-700">Audit log →</span>
          <span className="mt-1 block text-sm text-slate-600">
            What staff did, who, when and from where: sign-ins, status changes, notes, settings, exports and more.
          </span>
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
