import { type ActionFunctionArgs, redirect } from "react-router";

import { endAdminSession } from "~/auth.server";
import { requireSameOrigin } from "~/security/same-origin.server";

export async function loader() {
  throw redirect("/admin");
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  return endAdminSession(request);
}
