import { getZodConstraint } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { type ActionFunctionArgs, Form, Link, type LoaderFunctionArgs, useActionData, useLoaderData } from "react-router";
import * as z from "zod/mini";

import { checkPasswordAttempt, PASSWORD_CHECKS_PER_SESSION, requireAdmin } from "~/auth.server";
import { ScheduledJobs } from "~/components/admin/scheduled-jobs";
import { TechnicianSelect } from "~/components/admin/technician-select";
import { controlProps, ErrorSummary, Field, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { useForm, useIsPending } from "~/components/forms/use-form";
import { Button, buttonClass } from "~/components/ui/button";
import { scheduledJobs } from "~/jobs/view.server";
import { can } from "~/lib/auth/capabilities";
import { ROLE_HINTS, ROLE_LABELS, ROLES } from "~/lib/auth/roles";
import { offlineAware } from "~/lib/forms/answer";
import { parseRowId } from "~/lib/forms/row-id";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { LANGUAGES, LOCALES } from "~/lib/i18n/locales";
import { addAdminSchema, adminLanguageSchema, changePasswordSchema } from "~/lib/schemas/admin-account";
import { PASSWORD_MAX_LENGTH } from "~/lib/schemas/login";
import { changePassword, createAdmin, listAdmins, removeAdmin, setAdminLanguage } from "~/models/admins.server";
import { listTechnicians } from "~/models/settings.server";
import { intent, refusal, staffAction } from "~/staff/action.server";

const PATH = "/admin/settings";

export async function loader({ request }: LoaderFunctionArgs) {
  // Every account changes its own password here; the accounts, alerts and audit trail are the owner's.
  const admin = await requireAdmin(request, "admin.open");
  const owner = can(admin.role, "accounts.manage");
  return {
    email: admin.email,
    language: admin.language,
    adminId: admin.id,
    owner,
    mayNotifications: can(admin.role, "notifications.manage"),
    mayAudit: can(admin.role, "audit.read"),
    admins: owner ? await listAdmins() : [],
    technicians: owner ? await listTechnicians() : [],
    jobs: owner ? await scheduledJobs(admin.language) : null,
  };
}

// Every account changes its own password and language; accounts are the owner's alone. Each
// refusal is answered at its form (staffAction).
export async function action({ request }: ActionFunctionArgs) {
  return staffAction(request, {
    intents: {
      "change-password": intent({
        capability: "account.own",
        schema: changePasswordSchema,
        hideFields: PASSWORD_FIELDS,
        handler: async ({ admin, value: { currentPassword, newPassword } }) => {
          // Whoever else held this password is signed out; this browser stays signed in.
          const outcome = await checkPasswordAttempt(admin, () =>
            changePassword(admin.id, currentPassword, newPassword, { actor: admin.actor, keepSessionId: admin.sessionId }),
          );
          if (outcome === "locked")
            return refusal(`Too many wrong passwords: try again in ${PASSWORD_CHECKS_PER_SESSION.blockSeconds / 60} minutes`, {
              field: "currentPassword",
              status: 429,
            });
          if (outcome === "wrong") return refusal("The current password is not right", { field: "currentPassword" });
          return redirectWithToast(PATH, { title: "Password Changed", description: "Other devices signed in as you have been signed out" });
        },
      }),
      language: intent({
        capability: "account.own",
        schema: adminLanguageSchema,
        handler: async ({ admin, value }) => {
          await setAdminLanguage(admin.actor, value.language);
          return redirectWithToast(PATH, { title: "Language Saved" });
        },
      }),
      "add-admin": intent({
        capability: "accounts.manage",
        schema: addAdminSchema,
        hideFields: ["password"],
        handler: async ({ admin, value }) => {
          const added = await createAdmin({ ...value, technicianId: value.technicianId ?? null }, admin.actor);
          if (added === "taken") return refusal("An admin with this e-mail already exists", { field: "email" });
          if (typeof added === "string") return refusal("That technician already has an account, or is no longer listed", { field: "technicianId" });
          return redirectWithToast(PATH, { title: "Admin Added", description: `${added.email} can now log in` });
        },
      }),
      "remove-admin": intent({
        capability: "accounts.manage",
        schema: z.object({ adminId: z.optional(z.string()) }),
        handler: async ({ admin, value }) => {
          const id = parseRowId(value.adminId);
          const outcome = id ? await removeAdmin(id, admin.actor) : "not-found";
          if (outcome === "yourself") return refusal("You cannot remove yourself: ask another admin.", { status: 409 });
          if (outcome === "last-owner") return refusal("The last owner cannot be removed: make another owner first.", { status: 409 });
          if (outcome === "not-found") return refusal("That admin was already removed.", { status: 409 });
          return redirectWithToast(`${PATH}#admins`, { title: "Admin Removed", description: "Their sessions have ended." });
        },
      }),
    },
  });
}

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export const clientAction = offlineAware();

export default function AdminSettings() {
  const { email, language, adminId, owner, mayNotifications, mayAudit, admins, technicians, jobs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof clientAction>();
  const password = useForm({
    id: "password",
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    answer,
    intent: "change-password",
    schema: async () => changePasswordSchema,
    constraint: getZodConstraint(changePasswordSchema),
  });
  const newAdmin = useForm({
    id: "new-admin",
    fields: ["email", "password", "role", "technicianId"],
    answer,
    intent: "add-admin",
    defaultValue: { role: "office" },
    schema: async () => addAdminSchema,
    constraint: getZodConstraint(addAdminSchema),
  });
  const languageForm = useForm({
    id: `language-${language}`,
    fields: ["language"],
    answer,
    intent: "language",
    defaultValue: { language },
    schema: async () => adminLanguageSchema,
    constraint: getZodConstraint(adminLanguageSchema),
  });
  // Removing an account refused (oneself, the last owner, one already gone): said above the list.
  const removeRefused =
    answer?.intent === "remove-admin" && answer.result.error ? Object.values(answer.result.error).flatMap((messages) => messages ?? []) : [];
  const changing = useIsPending({ intent: "change-password" });
  const adding = useIsPending({ intent: "add-admin" });

  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-lg font-semibold">
        Settings
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <SettingsCard title="Change your password" description={`Signed in as ${email}.`}>
          <Form method="post" {...password.form} className="space-y-4">
            <input type="hidden" name="intent" value="change-password" />
            <ErrorSummary {...password.summary} />
            <InputField
              label="Current password"
              field={password.fields.currentPassword}
              type="password"
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="current-password"
            />
            <InputField
              label="New password"
              field={password.fields.newPassword}
              type="password"
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
              hint="At least 10 characters."
            />
            <InputField
              label="Repeat the new password"
              field={password.fields.confirmPassword}
              type="password"
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
            <SubmitButton pending={changing}>Change password</SubmitButton>
          </Form>
        </SettingsCard>

        <SettingsCard title="Your language" description="The language of your day and of taking payment at the door.">
          <Form key={languageForm.form.id} method="post" {...languageForm.form} className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="language" />
            <div className="w-full empty:hidden">
              <ErrorSummary {...languageForm.summary} />
            </div>
            <div className="min-w-40 flex-1">
              <Field label="Language" field={languageForm.fields.language}>
                <select {...controlProps(languageForm.fields.language)} className={inputClass}>
                  {LOCALES.map((locale) => (
                    <option key={locale} value={locale} lang={LANGUAGES[locale].tag}>
                      {locale === "en" ? LANGUAGES[locale].name : `${LANGUAGES[locale].name} (${LANGUAGES[locale].englishName})`}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <SubmitButton pending={useIsPending({ intent: "language" })}>Save</SubmitButton>
          </Form>
        </SettingsCard>

        {owner ? (
          <SettingsCard title="Add another admin" description="They log in with this e-mail and password; tell them to change it.">
            <Form method="post" {...newAdmin.form} className="space-y-4">
              <input type="hidden" name="intent" value="add-admin" />
              <ErrorSummary {...newAdmin.summary} />
              <InputField label="E-mail" field={newAdmin.fields.email} type="email" maxLength={254} autoComplete="off" />
              <InputField
                label="Password"
                field={newAdmin.fields.password}
                type="password"
                maxLength={PASSWORD_MAX_LENGTH}
                autoComplete="new-password"
                hint="At least 10 characters."
              />
              <Field label="Role" field={newAdmin.fields.role} hint={ROLES.map((role) => `${ROLE_LABELS[role]}: ${ROLE_HINTS[role]}`).join(". ")}>
                <select {...controlProps(newAdmin.fields.role)} className={inputClass}>
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Technician (for a technician's account)" field={newAdmin.fields.technicianId}>
                <TechnicianSelect field={newAdmin.fields.technicianId} technicians={technicians} none="None" />
              </Field>
              <SubmitButton pending={adding}>Add admin</SubmitButton>
            </Form>
          </SettingsCard>
        ) : null}
      </div>
      {mayNotifications ? (
        <Link to="/admin/settings/notifications" className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 sm:p-6">
          <span className="font-semibold text-brand-700">Notifications →</span>
          <span className="mt-1 block text-sm text-slate-600">
            Booking alerts by e-mail, push and webhook: which are on, push on this device, a test alert and the delivery log.
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
          <div id="admins" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white shadow-sm">
            <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">Admins</h3>
            {removeRefused.length ? (
              <p role="alert" className="m-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
                {removeRefused.join(" ")}
              </p>
            ) : null}
            <ul aria-label="Admins" className="divide-y divide-slate-100">
              {admins.map((other) => (
                <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <span className="break-all">
                    {other.email}{" "}
                    <span className="text-sm text-slate-600">
                      · {ROLE_LABELS[other.role]}
                      {other.technicianName ? ` (${other.technicianName})` : ""}
                    </span>
                  </span>
                  {other.id === adminId ? (
                    <span className="text-sm text-slate-600">You</span>
                  ) : (
                    <details className="max-sm:w-full">
                      <summary
                        className={buttonClass({ variant: "outline", size: "sm", className: "min-h-11 cursor-pointer list-none" })}
                        aria-label={`Remove ${other.email}`}
                      >
                        Remove
                      </summary>
                      <Form method="post" preventScrollReset className="mt-2 space-y-2 text-sm">
                        <input type="hidden" name="intent" value="remove-admin" />
                        <input type="hidden" name="adminId" value={other.id} />
                        <p>{other.email} will be signed out and can no longer log in.</p>
                        <Button type="submit" variant="destructive" size="sm" className="min-h-11">
                          Yes, remove this admin
                        </Button>
                      </Form>
                    </details>
                  )}
                </li>
              ))}
            </ul>
          </div>
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
