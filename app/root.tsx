import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { BookingDialog } from "~/components/booking/booking-dialog";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { MobileActionBar } from "~/components/layout/mobile-action-bar";
import { buttonClass } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toaster";
import { usePublicChrome } from "~/lib/hooks/route-handle";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { env } from "~/env.server";
import { takeToast } from "~/lib/forms/toast.server";
import { INLINE_STYLE_ID, useDocument } from "~/lib/document";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// Pages set their own meta; this one only shows when the root ErrorBoundary replaces a page
// (a thrown 404 renders there, and the failed route's meta is not used).
export const meta: MetaFunction = ({ error }) =>
  error
    ? [
        { title: isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong" },
        { name: "robots", content: "noindex" },
      ]
    : [];

// Every page runs this, the 404 and the admin included: it reads no database.
export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await takeToast(request);
  return data({ siteUrl: env().SITE_URL, toast }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const publicChrome = usePublicChrome();
  const { nonce, css } = useDocument();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        {/* The stylesheet, inlined by the server (entry.server): nothing to wait for before the first paint. */}
        <style id={INLINE_STYLE_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        {publicChrome ? <Header /> : null}
        <div className="flex-1">{children}</div>
        {publicChrome ? <Footer /> : null}
        {publicChrome ? <MobileActionBar /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const hydrated = useHydrated();
  const publicChrome = usePublicChrome();
  return (
    <Toaster toast={rootData?.toast ?? null}>
      <Outlet />
      {hydrated && publicChrome ? <BookingDialog /> : null}
    </Toaster>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request refused for what it carried (a broken or oversized form, a cross-site post) says why.
  const refusal = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {notFound ? "Oops! Page not found" : refusal ? "We could not accept that request" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : (refusal ?? "Sorry, we could not show this page. Please try again, or call us.")}
      </p>
      <Link to="/" className={buttonClass({ className: "mt-6" })}>
        Return to Home
      </Link>
    </main>
  );
}
