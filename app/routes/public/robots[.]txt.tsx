import { env } from "~/env.server";
import { PUBLIC_FILE_CACHE_CONTROL } from "~/lib/http/cache-control";
import { robotsTxt } from "~/lib/seo/sitemap";
import { resourceResponse } from "~/security/headers.server";

export function loader() {
  return resourceResponse(robotsTxt(env().SITE_URL), { type: "text/plain", cacheControl: PUBLIC_FILE_CACHE_CONTROL });
}
