import { redirect } from "@remix-run/node";

// The footer's spelling of the legal path; the canonical page is /terms.
export function loader() {
  return redirect("/terms", 301);
}
