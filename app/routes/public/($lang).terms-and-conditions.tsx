import { type LoaderFunctionArgs, redirect } from "react-router";

import { localeOf, localePath } from "~/lib/i18n/locales";

// The footer's spelling of the legal path; the canonical page is /terms.
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(localePath(localeOf(params), "/terms"), 301);
}
