import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, Form, type HeadersFunction, Link, type LoaderFunctionArgs, type MetaFunction, redirect, useActionData } from "react-router";

import { attemptLogin, getAdmin, INVALID_CREDENTIALS, lockedOutMessage, startAdminSession } from "~/auth.server";
import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { business } from "~/content/business";
import { landingPage } from "~/lib/auth/roles";
import { offlineAware } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { readFormData } from "~/lib/forms/form-data.server";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { loginSchema } from "~/lib/schemas/login";
import { requireSameOrigin } from "~/security/same-origin.server";

export const meta: MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex,nofollow" }];

// Staff signing in need none of the visitors' menu, footer or Call/WhatsApp/Book bar.
export const handle: RouteHandle = { publicChrome: false };

// A login refused by the limits says when to try again (429 with Retry-After), on the page's answer too.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await getAdmin(request);
  if (admin) throw redirect(landingPage(admin));
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  // A login form posted from another site could sign a visitor into an account of the attacker's.
  requireSameOrigin(request);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return refuse(submission.reply({ hideFields }));
  const outcome = await attemptLogin(request, submission.value);
  if (outcome.status === "locked") {
    const headers = { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) };
    return refuse(submission.reply({ formErrors: [lockedOutMessage(outcome.retryAfterMs)], hideFields }), { status: 429, headers });
  }
  if (outcome.status === "invalid") {
    return refuse(submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields }), { status: 401 });
  }
  return startAdminSession(request, outcome.admin);
}

export const clientAction = offlineAware();

export default function AdminLogin() {
  const { form, summary, fields } = useForm({
    id: "login",
    fields: ["email", "password"],
    answer: useActionData<typeof clientAction>(),
    schema: async () => loginSchema,
    constraint: getZodConstraint(loginSchema),
  });
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-16">
      <Link to="/" className="font-bold text-brand-900">
        {business.name}
      </Link>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Admin login</h1>
      <p className="mt-1 text-sm text-slate-600">For staff handling bookings.</p>
      <Form method="post" {...form} className="mt-6 space-y-4">
        <ErrorSummary {...summary} />
        <InputField label="Email" field={fields.email} type="email" autoComplete="username" />
        <InputField label="Password" field={fields.password} type="password" autoComplete="current-password" />
        <SubmitButton pending={useIsPending()} className="w-full">
          Log in
        </SubmitButton>
      </Form>
    </main>
  );
}
