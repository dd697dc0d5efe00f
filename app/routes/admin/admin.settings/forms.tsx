// The settings page's forms (route.tsx): the account's own password and language, and the owner's accounts.
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, type useLoaderData } from "react-router";

import { TechnicianSelect } from "~/components/admin/technician-select";
import { controlProps, ErrorSummary, Field, inputClass, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { Button, buttonClass } from "~/components/ui/button";
import { ROLES } from "~/lib/auth/roles";
import type { Answer } from "~/lib/forms/answer";
import { useT } from "~/lib/i18n/i18n";
import { LANGUAGES, LOCALES } from "~/lib/i18n/locales";
import { addAdminSchema, adminLanguageSchema, changePasswordSchema } from "~/lib/schemas/admin-account";
import { PASSWORD_MAX_LENGTH } from "~/lib/schemas/login";

import type { loader } from "./loader.server";

type SettingsData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Every account changes its own password here; whoever else held it is signed out. */
export function PasswordForm({ answer }: { answer: Answer | undefined }) {
  const t = useT();
  const password = useForm({
    id: "password",
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    answer,
    intent: "change-password",
    schema: async () => changePasswordSchema,
    constraint: getZodConstraint(changePasswordSchema),
  });
  const changing = useIsPending({ intent: "change-password" });
  return (
    <Form method="post" {...password.form} className="space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      <ErrorSummary {...password.summary} />
      <InputField
        label={t("account.currentPassword")}
        field={password.fields.currentPassword}
        type="password"
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="current-password"
      />
      <InputField
        label={t("account.newPassword")}
        field={password.fields.newPassword}
        type="password"
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        hint={t("account.newPasswordHint")}
      />
      <InputField
        label={t("account.repeatPassword")}
        field={password.fields.confirmPassword}
        type="password"
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
      />
      <SubmitButton pending={changing}>{t("account.changePassword")}</SubmitButton>
    </Form>
  );
}

/** The language of the account's day and of taking payment at the door. */
export function LanguageForm({ answer, language }: { answer: Answer | undefined; language: SettingsData["language"] }) {
  const t = useT();
  const languageForm = useForm({
    id: `language-${language}`,
    fields: ["language"],
    answer,
    intent: "language",
    defaultValue: { language },
    schema: async () => adminLanguageSchema,
    constraint: getZodConstraint(adminLanguageSchema),
  });
  return (
    <Form key={languageForm.form.id} method="post" {...languageForm.form} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="language" />
      <div className="w-full empty:hidden">
        <ErrorSummary {...languageForm.summary} />
      </div>
      <div className="min-w-40 flex-1">
        <Field label={t("account.language")} field={languageForm.fields.language}>
          <select {...controlProps(languageForm.fields.language)} className={inputClass}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={LANGUAGES[locale].tag}>
                {/* Each language by its own name, as a reader of it looks for it. */}
                {LANGUAGES[locale].name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <SubmitButton pending={useIsPending({ intent: "language" })}>{t("account.save")}</SubmitButton>
    </Form>
  );
}

/** The owner adds an account: its e-mail, a first password, its role and, for a technician, which one. */
export function AddAdminForm({ answer, technicians }: { answer: Answer | undefined; technicians: SettingsData["technicians"] }) {
  const newAdmin = useForm({
    id: "new-admin",
    fields: ["email", "password", "role", "technicianId"],
    answer,
    intent: "add-admin",
    defaultValue: { role: "office" },
    schema: async () => addAdminSchema,
    constraint: getZodConstraint(addAdminSchema),
  });
  const adding = useIsPending({ intent: "add-admin" });
  const t = useT();
  return (
    <Form method="post" {...newAdmin.form} className="space-y-4">
      <input type="hidden" name="intent" value="add-admin" />
      <ErrorSummary {...newAdmin.summary} />
      <InputField label={t("setup.email")} field={newAdmin.fields.email} type="email" maxLength={254} autoComplete="off" />
      <InputField
        label={t("setup.password")}
        field={newAdmin.fields.password}
        type="password"
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        hint={t("setup.passwordHint")}
      />
      <Field
        label={t("setup.role")}
        field={newAdmin.fields.role}
        hint={ROLES.map((role) => `${t(`setup.role.${role}`)}: ${t(`setup.roleHint.${role}`)}`).join(". ")}
      >
        <select {...controlProps(newAdmin.fields.role)} className={inputClass}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`setup.role.${role}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("setup.technicianOfAccount")} field={newAdmin.fields.technicianId}>
        <TechnicianSelect field={newAdmin.fields.technicianId} technicians={technicians} none={t("setup.none")} />
      </Field>
      <SubmitButton pending={adding}>{t("setup.addAdmin")}</SubmitButton>
    </Form>
  );
}

/** The owner's list of accounts, each but his own with a Remove behind a confirmation. */
export function Admins({ answer, admins, adminId }: { answer: Answer | undefined; admins: SettingsData["admins"]; adminId: number }) {
  // Removing an account refused (oneself, the last owner, one already gone): said above the list.
  const removeRefused =
    answer?.intent === "remove-admin" && answer.result.error ? Object.values(answer.result.error).flatMap((messages) => messages ?? []) : [];
  const t = useT();
  return (
    <div id="admins" className="scroll-mt-4 rounded-xl border border-slate-200 bg-white shadow-sm">
      <h3 className="border-b border-slate-200 px-4 py-3 font-semibold">{t("setup.admins")}</h3>
      {removeRefused.length ? (
        <p role="alert" className="m-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {removeRefused.join(" ")}
        </p>
      ) : null}
      <ul aria-label={t("setup.admins")} className="divide-y divide-slate-100">
        {admins.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <span className="break-all">
              {other.email}{" "}
              <span className="text-sm text-slate-600">
                · {t(`setup.role.${other.role}`)}
                {other.technicianName ? ` (${other.technicianName})` : ""}
              </span>
            </span>
            {other.id === adminId ? (
              <span className="text-sm text-slate-600">{t("setup.you")}</span>
            ) : (
              <details className="max-sm:w-full">
                <summary
                  className={buttonClass({ variant: "outline", size: "sm", className: "min-h-11 cursor-pointer list-none" })}
                  aria-label={t("setup.removeOf", { email: other.email })}
                >
                  {t("setup.remove")}
                </summary>
                <Form method="post" preventScrollReset className="mt-2 space-y-2 text-sm">
                  <input type="hidden" name="intent" value="remove-admin" />
                  <input type="hidden" name="adminId" value={other.id} />
                  <p>{t("setup.removeText", { email: other.email })}</p>
                  <Button type="submit" variant="destructive" size="sm" className="min-h-11">
                    {t("setup.removeConfirm")}
                  </Button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
