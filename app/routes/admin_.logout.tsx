import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endAdminSession } from "~/auth.server";

export async function loader() {
  throw redirect("/admin");
}

export async function action({ request }: ActionFunctionArgs) {
  return endAdminSession(request);
}
