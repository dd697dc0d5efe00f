import { type LoaderFunctionArgs, redirect } from "react-router";

import { requireAdmin } from "~/auth.server";
import { OWNER } from "~/lib/auth/roles";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, OWNER);
  throw redirect("/admin/form-settings/locations");
}
