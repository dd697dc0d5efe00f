import { business } from "~/content/business";
import { env } from "~/env.server";
import { PUBLIC_FILE_CACHE_CONTROL } from "~/lib/http/cache-control";
import * as clock from "~/lib/time/clock.server";
import { resourceResponse } from "~/security/headers.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * RFC 9116: where to report a security problem with the site. Expires is always 180 days ahead of
 * the answer (the file is written by the code, so it never goes stale), under the RFC's one year.
 */
export function securityTxt(siteUrl: string, now: Date, grievanceEmail: string = business.email): string {
  const expires = new Date(now.getTime() + 180 * DAY_MS);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${business.email}`,
    // Personal data: the grievance contact the privacy notice names (DPDP Act), as a comment.
    `# Personal data requests and grievances: mailto:${grievanceEmail} (${siteUrl}/privacy)`,
    `Expires: ${expires.toISOString()}`,
    "Preferred-Languages: en",
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}

export function loader() {
  return resourceResponse(securityTxt(env().SITE_URL, clock.now(), env().GRIEVANCE_EMAIL ?? business.email), {
    type: "text/plain",
    cacheControl: PUBLIC_FILE_CACHE_CONTROL,
  });
}
