import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { INVALID_CREDENTIALS, attemptLogin, getAdmin, lockedOutMessage, startAdminSession } from "~/auth.server";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, inputClass } from "~/components/ui/field";
import type * as z from "zod/mini";
import { requireSameOrigin } from "~/lib/security/same-origin.server";
import { loginSchema } from "~/lib/schemas/login";

export const meta: MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex,nofollow" }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  // A login form posted from another site could sign a visitor into an account of the attacker's.
  requireSameOrigin(request);
  const submission = parseWithZod(await request.clone().formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const outcome = await attemptLogin(request, submission.value.email);
  if (outcome.status === "locked") {
    return data(submission.reply({ formErrors: [lockedOutMessage(outcome.until)], hideFields: ["password"] }), { status: 429 });
  }
  if (outcome.status === "invalid") {
    return data(submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields: ["password"] }), { status: 401 });
  }
  return startAdminSession(outcome.admin);
}

export default function AdminLogin() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof loginSchema>>({
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Admin login</h1>
      <p className="mt-1 text-sm text-slate-600">For staff handling bookings.</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <Field label="Email" htmlFor={fields.email.id} errors={fields.email.errors} errorId={fields.email.errorId}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="username" className={inputClass} />
        </Field>
        <Field label="Password" htmlFor={fields.password.id} errors={fields.password.errors} errorId={fields.password.errorId}>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            className={inputClass}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          Log in
        </Button>
      </Form>
    </main>
  );
}
