import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";

import { LegalPage, legalPageMeta } from "~/components/sections/legal-page";
import { business } from "~/content/business";
import { PRIVACY } from "~/content/legal";
import { PRIVACY_NOTICES } from "~/content/privacy";
import { env } from "~/env.server";
import { legalLoader } from "~/lib/i18n/legal-loader.server";
import { localeOf } from "~/lib/i18n/locales";
import { BACKUP_RETENTION_DAYS, LOG_RETENTION_DAYS } from "~/models/privacy.server";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";

const legal = legalLoader(PRIVACY);

// The privacy notice, whole in the page's language, with the figures the site runs by.
export async function loader(args: LoaderFunctionArgs) {
  const { RETENTION_MONTHS, GRIEVANCE_EMAIL } = env();
  const facts = {
    retentionMonths: RETENTION_MONTHS,
    grievanceEmail: GRIEVANCE_EMAIL ?? business.email,
    logDays: LOG_RETENTION_DAYS,
    backupDays: BACKUP_RETENTION_DAYS,
  };
  return { ...legal(args), sections: PRIVACY_NOTICES[localeOf(args.params)](facts) };
}

export const meta = legalPageMeta(PRIVACY);

export default function Privacy() {
  return <LegalPage document={PRIVACY} translated={useLoaderData<typeof loader>().sections} />;
}
