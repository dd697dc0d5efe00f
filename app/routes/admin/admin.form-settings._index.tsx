import { type LoaderFunctionArgs, redirect } from "react-router";

import { requireAdmin } from "~/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "settings.manage");
  throw redirect("/admin/form-settings/locations");
}
