import { type ReactNode, useEffect } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Outlet,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";

import { refreshedSessionCookie, requireAdmin } from "~/auth.server";
import { TabNav } from "~/components/admin/tab-nav";
import { UnalertedBookings } from "~/components/admin/unalerted-bookings";
import { Button, buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import type { MessageId } from "~/content/messages/en";
import { can, type Capability, landingPage, type Role } from "~/lib/auth/capabilities";
import type { RouteHandle } from "~/lib/hooks/route-handle";
import { useLinksAsPagesOffline, useOfflinePage } from "~/lib/hooks/use-offline-page";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { DEFAULT_LOCALE, LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { messagesFor } from "~/lib/i18n/messages.server";
import { listUnalertedBookings } from "~/models/alerts.server";
import type { BookingCounts } from "~/models/booking-triage.server";
import type { loader as DashboardLoader } from "~/routes/admin/admin._index/loader.server";

export const handle: RouteHandle = { publicChrome: false };

// An installable app on a staff phone (public/admin-app/: a public/admin/ folder would make the
// static server redirect /admin to /admin/); its service worker
// (routes/admin_.sw[.]js.tsx) shows booking alerts and an offline page.
export const links: LinksFunction = () => [
  { rel: "manifest", href: "/admin-app/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/admin-app/icon-192.png" },
];

export const meta: MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches)("admin.brand", { name: business.name }) },
  { name: "robots", content: "noindex,nofollow" },
];

// Each tab for the capability its page asks (the pages check again on the server), named in the account's language.
const TABS: readonly { to: string; label: MessageId; end?: boolean; capability: Capability }[] = [
  { to: "/admin/day", label: "admin.tab.day", capability: "day.own" },
  { to: "/admin", label: "admin.tab.bookings", end: true, capability: "bookings.read" },
  { to: "/admin/board", label: "admin.tab.board", capability: "bookings.overview" },
  { to: "/admin/analytics", label: "admin.tab.analytics", capability: "analytics.read" },
  { to: "/admin/books", label: "admin.tab.books", capability: "books.read" },
  { to: "/admin/form-settings", label: "admin.tab.formSettings", capability: "settings.manage" },
  { to: "/admin/settings", label: "admin.tab.settings", capability: "admin.open" },
];

// Runs on every admin navigation, not only on full page loads: the alerts banner stays current and the
// session cookie is renewed however the admin moves between tabs. Not after a post answered 503:
// the browser's answer when the signal is gone (lib/forms/answer.ts orWhenOffline, a tap kept for
// later), when that reload would fail too and replace the page with the error page.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus }) => actionStatus !== 503;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, "admin.open");
  // Sent again on every admin page, so the session lasts 7 days from the last visit, not from the login.
  // (Every response under /admin is no-store: entry.server.tsx sets it, whatever the route.)
  return data(
    {
      admin: { email: admin.email, role: admin.role, language: admin.language },
      // What the shell offers this account, decided here (capabilities.ts stays off the browser's
      // pages): its tabs, its start page and the words of the way back to it.
      nav: {
        tabs: TABS.filter((tab) => can(admin.role, tab.capability)).map(({ to, label, end }) => ({ to, label, ...(end ? { end } : {}) })),
        home: landingPage(admin),
        back: backTo(admin.role),
      },
      // The shell's words and the admin's shared refusals and toasts, in the account's language (in
      // English a text is its own message: t.text gives it back as it is). A page sends its own.
      messages: messagesFor(admin.language, "page", "admin", ...(admin.language === DEFAULT_LOCALE ? [] : (["text.admin"] as const))),
      unalerted: can(admin.role, "alerts.read") ? await listUnalertedBookings() : [],
    },
    { headers: { "Set-Cookie": await refreshedSessionCookie(request) } },
  );
}

export default function AdminLayout() {
  const { admin, nav, unalerted } = useLoaderData<typeof loader>();
  useTellWorkerLanguage(admin.language);
  useLinksAsPagesOffline();
  // The counts lead the dashboard only (its loader sends them): on a booking's page the booking comes first.
  const counts = useRouteLoaderData<typeof DashboardLoader>("routes/admin/admin._index")?.counts ?? null;
  useEffect(() => {
    navigator.serviceWorker?.register("/admin/sw.js", { scope: "/admin" }).catch((error) => {
      console.warn("The admin's service worker could not be registered", error);
    });
  }, []);
  return (
    <AdminShell admin={admin} nav={nav} counts={counts} unalerted={unalerted}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * What went wrong on an admin page, inside the admin's own header and tabs (the root's boundary is
 * the public site's): a refusal (403), a page or booking that is not there (404) or a failure
 * (500), each said plainly with a way back to the account's own start page. Without the admin's
 * data (its own loader failed) the page still says what happened, with a link to sign in.
 */
/** The words of the way back to an account's start page (landingPage). */
function backTo(role: Role): MessageId {
  if (can(role, "day.own")) return "admin.backToDay";
  return can(role, "bookings.read") ? "admin.backToBookings" : "admin.backToBooks";
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/admin/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  // No signal: the page is loaded again for the service worker to answer (the offline page).
  useOfflinePage(error);
  const kind = status === 403 ? "refused" : status === 404 ? "notFound" : "failed";
  const page = (
    <section aria-labelledby="admin-error" className="max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="admin-error" className="text-xl font-bold text-slate-900">
        {t(`admin.${kind}.heading`)}
      </h2>
      <p className="mt-2 text-slate-600">{t(`admin.${kind}.text`)}</p>
      <Link to={shell ? shell.nav.home : "/admin/login"} className={buttonClass({ className: "mt-4" })}>
        {t(shell ? shell.nav.back : "admin.signIn")}
      </Link>
    </section>
  );
  return shell ? (
    <AdminShell admin={shell.admin} nav={shell.nav} counts={null} unalerted={shell.unalerted}>
      {page}
    </AdminShell>
  ) : (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      {page}
    </main>
  );
}

type ShellProps = {
  admin: { email: string; role: Role; language: Locale };
  nav: { tabs: { to: string; label: MessageId; end?: boolean }[]; home: string; back: MessageId };
  counts: BookingCounts | null;
  unalerted: Awaited<ReturnType<typeof listUnalertedBookings>>;
  children: ReactNode;
};

/** The admin's header, alerts, the dashboard's counts and the tabs, around the page. */
function AdminShell({ admin, nav, counts, unalerted, children }: ShellProps) {
  const t = useT();
  const cards = counts
    ? [
        { label: t("dash.total"), value: counts.total },
        { label: t("dash.pending"), value: counts.pending },
        { label: t("dash.completed"), value: counts.completed },
        { label: t("dash.today"), value: counts.today },
      ]
    : [];
  return (
    <div lang={LANGUAGES[admin.language].tag} className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={nav.home} className="font-bold text-brand-900">
            {t("admin.brand", { name: business.name })}
          </Link>
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <span>{admin.email}</span>
            <Form method="post" action="/admin/logout">
              <Button type="submit" variant="outline" size="sm">
                {t("admin.logout")}
              </Button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <h1 className="sr-only">{t("admin.heading")}</h1>
        <UnalertedBookings bookings={unalerted} />
        {cards.length ? (
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {cards.map((card) => (
              <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-slate-900">{card.value.toLocaleString(LANGUAGES[admin.language].tag)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <TabNav label={t("admin.sections")} tabs={nav.tabs.map((tab) => ({ ...tab, label: t(tab.label) }))} />
        {children}
      </main>
    </div>
  );
}

/**
 * Tells the admin's service worker the account's language, for the offline page it shows when a
 * page cannot be loaded (routes/admin_.sw[.]js.tsx): the worker keeps it for its next start.
 */
function useTellWorkerLanguage(language: Locale) {
  useEffect(() => {
    void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ language }));
  }, [language]);
}
