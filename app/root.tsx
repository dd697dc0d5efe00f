import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";

import { BookingDialog } from "~/components/booking/booking-dialog";
import { FormBindings } from "~/components/forms/bindings";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { MobileActionBar } from "~/components/layout/mobile-action-bar";
import { ScriptsOnTouch } from "~/components/layout/scripts";
import { buttonClass } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toaster";
import type { MessageId } from "~/content/messages/en";
import { env } from "~/env.server";
import { INLINE_STYLE_ID, STRUCTURED_DATA_ID, useDocument } from "~/lib/document";
import { takeToast } from "~/lib/forms/toast.server";
import { usePublicChrome, useScriptsAtLoad } from "~/lib/hooks/route-handle";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { logPath } from "~/lib/http/log-path";
import { LocaleProvider, metaTranslator, useT } from "~/lib/i18n/i18n";
import { DEFAULT_LOCALE, isLanguagePrefix, LANGUAGES, localeOf } from "~/lib/i18n/locales";
import { messagesFor } from "~/lib/i18n/messages.server";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Pages set their own meta; this one only shows when the root ErrorBoundary replaces a page
// (a thrown 404 renders there, and the failed route's meta is not used).
export const meta: MetaFunction<typeof loader> = ({ error, matches }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const t = metaTranslator(matches);
  // Without the root's data (a path in no language), the English words.
  const title = t.has("common.errorTitle") ? t(notFound ? "common.notFoundTitle" : "common.errorTitle") : notFound ? "Page not found" : "Something went wrong";
  return [{ title }, { name: "robots", content: "noindex" }];
};

// Every page runs this, the 404 and the admin included: it reads no database. The page's language
// is its path's prefix (/kn/..., /hi/...); any other first segment in that place is no page, which
// the page's own loader answers with a 404 (localeOf), drawn in English.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const known = isLanguagePrefix(params.lang);
  if (!known) console.warn(`404 Not Found: ${logPath(new URL(request.url).pathname)}`);
  const locale = known ? localeOf(params) : DEFAULT_LOCALE;
  const { toast, headers } = await takeToast(request);
  // The admin is in English and draws its own words.
  const admin = new URL(request.url).pathname.startsWith("/admin");
  // retentionMonths: the forms' privacy note says how long a booking's details are kept.
  return data(
    { siteUrl: env().SITE_URL, retentionMonths: env().RETENTION_MONTHS, toast, locale, messages: admin ? "" : messagesFor(locale, "common", "page") },
    { headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <Document>{children}</Document>
    </LocaleProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  // Without the root's data (a path in no language) the page has no words for its bars.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const publicChrome = usePublicChrome() && rootData !== undefined;
  const scriptsAtLoad = useScriptsAtLoad();
  const { nonce, css, structuredData } = useDocument();
  const t = useT();
  // Drawn again once hydrated, so <Scripts> drops Remix's module script even on a page whose root
  // data never changes after it (an error page in no language).
  useHydrated();
  return (
    <html lang={LANGUAGES[t.locale].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        {structuredData ? (
          <script id={STRUCTURED_DATA_ID} type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: structuredData }} />
        ) : null}
        {/* The stylesheet, inlined by the server (entry.server): nothing to wait for before the first paint. */}
        <style id={INLINE_STYLE_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          {t.has("page.skipToContent") ? t("page.skipToContent") : "Skip to content"}
        </a>
        {publicChrome ? <Header /> : null}
        <div className="flex-1">{children}</div>
        {publicChrome ? <Footer /> : null}
        {publicChrome ? <MobileActionBar /> : null}
        <ScrollRestoration nonce={nonce} />
        {/* A public page runs its scripts when a person first touches it; the admin (staff act at once) and a page that follows changes while open run them as they load. */}
        {publicChrome && !scriptsAtLoad ? <ScriptsOnTouch nonce={nonce} /> : <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const hydrated = useHydrated();
  const publicChrome = usePublicChrome();
  return (
    <Toaster toast={rootData?.toast ?? null} aboveBar={publicChrome}>
      <Outlet />
      {hydrated && publicChrome ? <BookingDialog /> : null}
      <FormBindings />
    </Toaster>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request refused for what it carried (a broken or oversized form, a cross-site post) says why.
  const refusal = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  // Without the root's data (a path in no language) there are no messages: the English words.
  const say = (id: MessageId, english: string) => (t.has(id) ? t(id) : english);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound
          ? say("common.notFoundHeading", "Oops! Page not found")
          : refusal
            ? say("common.refusedHeading", "We could not accept that request")
            : say("common.errorTitle", "Something went wrong")}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? say("common.notFoundText", "The page you are looking for does not exist or has moved.")
          : refusal
            ? t.text(refusal)
            : say("common.errorText", "Sorry, we could not show this page. Please try again, or call us.")}
      </p>
      <Link to={t.path("/")} className={buttonClass({ className: "mt-6" })}>
        {say("common.returnHome", "Return to Home")}
      </Link>
    </main>
  );
}
