import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { requireAdmin, requireAdminAction } from "~/auth.server";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { LabelledInput } from "~/components/admin/labelled-input";
import { addAdminSchema, changePasswordSchema } from "~/lib/schemas/admin-account";
import { redirectWithToast } from "~/lib/forms/toast.server";
import { useResetAfterSuccess } from "~/lib/forms/use-reset-after-success";
import { changePassword, createAdmin, endOtherAdminSessions } from "~/models/admins.server";

const PATH = "/admin/settings";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { email: admin.email };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdminAction(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "change-password") {
    const submission = parseWithZod(formData, { schema: changePasswordSchema });
    const hideFields = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
    const { currentPassword, newPassword } = submission.value;
    if (!(await changePassword(admin.id, currentPassword, newPassword))) {
      const fieldErrors = { currentPassword: ["The current password is not right"] };
      return data({ intent, result: submission.reply({ fieldErrors, hideFields }) }, { status: 400 });
    }
    // Whoever else held this password is signed out; this browser stays signed in.
    await endOtherAdminSessions(admin.id, admin.sessionId);
    return redirectWithToast(request, PATH, {
      title: "Password Changed",
      description: "Other devices signed in as you have been signed out",
    });
  }
  if (intent === "add-admin") {
    const submission = parseWithZod(formData, { schema: addAdminSchema });
    const hideFields = ["password"];
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
    const added = await createAdmin(submission.value.email, submission.value.password);
    if (!added) {
      const fieldErrors = { email: ["An admin with this e-mail already exists"] };
      return data({ intent, result: submission.reply({ fieldErrors, hideFields }) }, { status: 400 });
    }
    return redirectWithToast(request, PATH, { title: "Admin Added", description: `${added.email} can now log in` });
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function AdminSettings() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const passwordForm = useResetAfterSuccess();
  const adminForm = useResetAfterSuccess();
  const errorsOf = (intent: string) => (actionData?.intent === intent ? (actionData.result.error ?? {}) : {});
  const passwordErrors = errorsOf("change-password");
  const adminErrors = errorsOf("add-admin");
  const enteredEmail = actionData?.intent === "add-admin" ? (actionData.result.initialValue?.email as string | undefined) : undefined;

  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-lg font-semibold">
        Settings
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <SettingsCard title="Change your password" description={`Signed in as ${email}.`}>
          <Form ref={passwordForm} method="post" className="space-y-4">
            <input type="hidden" name="intent" value="change-password" />
            <FormAlert errors={passwordErrors[""] ?? undefined} />
            <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" errors={passwordErrors.currentPassword} />
            <PasswordField
              name="newPassword"
              label="New password"
              autoComplete="new-password"
              hint="At least 10 characters."
              errors={passwordErrors.newPassword}
            />
            <PasswordField name="confirmPassword" label="Repeat the new password" autoComplete="new-password" errors={passwordErrors.confirmPassword} />
            <Button type="submit">Change password</Button>
          </Form>
        </SettingsCard>

        <SettingsCard title="Add another admin" description="They log in with this e-mail and password; tell them to change it.">
          <Form ref={adminForm} method="post" className="space-y-4">
            <input type="hidden" name="intent" value="add-admin" />
            <LabelledInput
              idPrefix="new-admin"
              name="email"
              type="email"
              label="E-mail"
              maxLength={254}
              autoComplete="off"
              errors={adminErrors.email}
              defaultValue={enteredEmail}
            />
            <PasswordField
              name="password"
              idPrefix="new-admin"
              label="Password"
              autoComplete="new-password"
              hint="At least 10 characters."
              errors={adminErrors.password}
            />
            <Button type="submit">Add admin</Button>
          </Form>
        </SettingsCard>
      </div>
      <Link
        to="/admin/settings/notifications"
        className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 sm:p-6"
      >
        <span className="font-semibold text-brand-700">Notifications →</span>
        <span className="mt-1 block text-sm text-slate-600">
          Booking alerts by e-mail, push and webhook: which are on, push on this device, a test alert and the delivery log.
        </span>
      </Link>
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">Removing admins: coming soon.</p>
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

function PasswordField({ idPrefix = "password", ...props }: Omit<Parameters<typeof LabelledInput>[0], "type" | "maxLength" | "idPrefix"> & { idPrefix?: string }) {
  return <LabelledInput {...props} idPrefix={idPrefix} type="password" maxLength={200} />;
}
