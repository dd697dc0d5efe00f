import { redirect } from "@remix-run/node";

// The footer's spelling of the legal path; the canonical page is /privacy (SPEC.md section 2).
export function loader() {
  return redirect("/privacy", 301);
}
