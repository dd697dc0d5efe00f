import { redirect } from "@remix-run/node";

// The footer's spelling of the legal path; the canonical page is /privacy.
export function loader() {
  return redirect("/privacy", 301);
}
