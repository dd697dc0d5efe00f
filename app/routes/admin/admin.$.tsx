import type { LoaderFunctionArgs } from "react-router";

import { requireAdmin } from "~/auth.server";
import { notFound } from "~/lib/http/log-path";

// Any /admin path no other admin route matches: for a signed-in account, a 404 inside the admin's
// shell (admin.tsx's ErrorBoundary), with a way back; for anyone else, the sign-in page.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "admin.open");
  throw notFound(request);
}

export default function AdminNotFound() {
  return null;
}
