import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { requireAdmin } from "~/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  throw redirect("/admin/form-settings/locations");
}
