import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  type ActionFunctionArgs,
  Form,
  type HeadersFunction,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";

import { attemptLogin, getAdmin, startAdminSession } from "~/auth.server";
import { ErrorSummary, InputField, SubmitButton } from "~/components/forms/fields";
import { useIsPending } from "~/components/forms/pending";
import { useForm } from "~/components/forms/use-form";
import { business } from "~/content/business";
import { landingPage } from "~/lib/auth/roles";
import { offlineAware } from "~/lib/forms/answer";
import { refuse } from "~/lib/forms/answer.server";
import { readFormData } from "~/lib/forms/form-data.server";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { LANGUAGES, type Locale, LOCALES } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { requestLocale } from "~/lib/i18n/negotiate.server";
import { loginSchema, PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from "~/lib/schemas/login";
import { requireSameOrigin } from "~/security/same-origin.server";

export const meta: MetaFunction = ({ matches }) => [{ title: metaTranslator(matches)("signin.heading") }, { name: "robots", content: "noindex,nofollow" }];

// Staff signing in need none of the visitors' menu, footer or Call/WhatsApp/Book bar.
export const handle: RouteHandle = { publicChrome: false };

// A login refused by the limits says when to try again (429 with Retry-After), on the page's answer too.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** The form's own checks (lib/schemas/login.ts), said in the page's language: the form shows a field's message as its text's translation. */
const FIELD_TEXTS = {
  "Enter your e-mail address": "signin.enterEmail",
  "E-mail address is too long": "signin.emailTooLong",
  "Enter a valid e-mail address": "signin.emailInvalid",
  "Enter your password": "signin.enterPassword",
  [PASSWORD_TOO_LONG]: "signin.passwordTooLong",
} as const;

/** The page's words in `locale`: the page's shared ones (the skip link, the notifications), its own, and its checks' texts as their translations. */
function pageMessages(locale: Locale) {
  const t = serverTranslator(locale);
  const texts = Object.entries(FIELD_TEXTS).map(([text, id]) => `${text}=${t(id)}`);
  return [messagesFor(locale, "page", "signin"), ...texts].join("\n");
}

// Signed out, the page speaks the browser's language (Accept-Language), or the one picked by its
// links (?lang=kn); the form carries it, so a refusal is said in it too. Signed in, the account's.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await getAdmin(request);
  if (admin) throw redirect(landingPage(admin));
  const locale = requestLocale(request, new URL(request.url).searchParams.get("lang"));
  return { locale, messages: pageMessages(locale) };
}

export async function action({ request }: ActionFunctionArgs) {
  // A login form posted from another site could sign a visitor into an account of the attacker's.
  requireSameOrigin(request);
  const formData = await readFormData(request);
  const t = serverTranslator(requestLocale(request, formData.get("lang")));
  const submission = parseWithZod(formData, { schema: loginSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields });
    // Each check's text in the page's language (the form with JavaScript says them so too: pageMessages).
    const said = (message: string) =>
      Object.hasOwn(FIELD_TEXTS, message) ? t(FIELD_TEXTS[message as keyof typeof FIELD_TEXTS], { max: PASSWORD_MAX_LENGTH }) : message;
    const error = result.error && Object.fromEntries(Object.entries(result.error).map(([name, messages]) => [name, messages?.map(said) ?? null]));
    return refuse({ ...result, error });
  }
  const outcome = await attemptLogin(request, submission.value);
  if (outcome.status === "locked") {
    const headers = { "Retry-After": String(Math.ceil(outcome.retryAfterMs / 1000)) };
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterMs / 60_000));
    const locked = t(minutes === 1 ? "signin.lockedOne" : "signin.locked", { minutes });
    return refuse(submission.reply({ formErrors: [locked], hideFields }), { status: 429, headers });
  }
  if (outcome.status === "invalid") {
    return refuse(submission.reply({ formErrors: [t("signin.invalid")], hideFields }), { status: 401 });
  }
  return startAdminSession(request, outcome.admin);
}

export const clientAction = offlineAware();

export default function AdminLogin() {
  const { locale } = useLoaderData<typeof loader>();
  const t = useT();
  const { form, summary, fields } = useForm({
    id: "login",
    fields: ["email", "password"],
    answer: useActionData<typeof clientAction>(),
    schema: async () => loginSchema,
    constraint: getZodConstraint(loginSchema),
  });
  return (
    <main id="main" lang={LANGUAGES[locale].tag} className="mx-auto max-w-sm px-4 py-16">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/" className="font-bold text-brand-900">
          {business.name}
        </Link>
        {/* Plain links: the switch works without JavaScript. */}
        <ul aria-label={t("signin.languages")} className="flex gap-3 text-sm">
          {LOCALES.map((other) => (
            <li key={other}>
              {other === locale ? (
                <span aria-current="true" lang={LANGUAGES[other].tag} className="font-semibold text-slate-900">
                  {LANGUAGES[other].name}
                </span>
              ) : (
                <Link to={`?lang=${other}`} hrefLang={LANGUAGES[other].tag} lang={LANGUAGES[other].tag} className="text-brand-700 underline">
                  {LANGUAGES[other].name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{t("signin.heading")}</h1>
      <p className="mt-1 text-sm text-slate-600">{t("signin.intro")}</p>
      <Form method="post" {...form} className="mt-6 space-y-4">
        <input type="hidden" name="lang" value={locale} />
        <ErrorSummary {...summary} />
        <InputField label={t("signin.email")} field={fields.email} type="email" autoComplete="username" />
        <InputField label={t("signin.password")} field={fields.password} type="password" autoComplete="current-password" />
        <SubmitButton pending={useIsPending()} className="w-full">
          {t("signin.submit")}
        </SubmitButton>
      </Form>
    </main>
  );
}
