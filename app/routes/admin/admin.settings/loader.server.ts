// What the settings page shows (route.tsx): the account's own e-mail and language to every account; the accounts and the jobs to the owner.
import type { LoaderFunctionArgs } from "react-router";

import { requireAdmin } from "~/auth.server";
import { scheduledJobs } from "~/jobs/view.server";
import { can } from "~/lib/auth/capabilities";
import { messagesFor } from "~/lib/i18n/messages.server";
import { listAdmins } from "~/models/admins.server";
import { listTechnicians } from "~/models/settings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // Every account changes its own password here; the accounts, alerts and audit trail are the owner's.
  const admin = await requireAdmin(request, "admin.open");
  const owner = can(admin.role, "accounts.manage");
  return {
    // The page's own words (its password and language forms), in the account's language.
    messages: messagesFor(admin.language, "account", "setup"),
    email: admin.email,
    language: admin.language,
    adminId: admin.id,
    owner,
    mayNotifications: can(admin.role, "notifications.manage"),
    mayAudit: can(admin.role, "audit.read"),
    admins: owner ? await listAdmins() : [],
    technicians: owner ? await listTechnicians() : [],
    jobs: owner ? await scheduledJobs(admin.language) : null,
  };
}
