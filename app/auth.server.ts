import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getAdminById, verifyLogin, type AdminUser } from "~/models/admins.server";
import { loginSchema } from "~/lib/schemas/login";
import { getSession, sessionStorage } from "~/session.server";

export const INVALID_CREDENTIALS = "Invalid credentials";

export const authenticator = new Authenticator<AdminUser | null>();

// Resolves to the admin, or to null for a well-formed login that does not match.
// A malformed form is answered by the login action before it gets here.
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success") return null;
    return verifyLogin(submission.value.email, submission.value.password);
  }),
  "admin-login",
);

/** The signed-in admin, or null. */
export async function getAdmin(request: Request): Promise<AdminUser | null> {
  const session = await getSession(request);
  const adminId = session.get("adminId");
  return typeof adminId === "number" ? getAdminById(adminId) : null;
}

/**
 * Every admin loader and action calls this first: without a valid session the request
 * changes nothing and is sent to the login page.
 */
export async function requireAdmin(request: Request): Promise<AdminUser> {
  const admin = await getAdmin(request);
  if (!admin) throw redirect("/admin/login");
  return admin;
}

export async function startAdminSession(admin: AdminUser, redirectTo = "/admin") {
  const session = await sessionStorage.getSession();
  session.set("adminId", admin.id);
  return redirect(redirectTo, { headers: { "Set-Cookie": await sessionStorage.commitSession(session) } });
}

export async function endAdminSession(request: Request) {
  const session = await getSession(request);
  return redirect("/admin/login", { headers: { "Set-Cookie": await sessionStorage.destroySession(session) } });
}
