import { PUBLIC_FILE_CACHE_CONTROL } from "~/lib/http/cache-control";
import { resourceResponse } from "~/security/headers.server";
import { env } from "~/env.server";
import { robotsTxt } from "~/lib/seo/sitemap";

export function loader() {
  return resourceResponse(robotsTxt(env().SITE_URL), { type: "text/plain", cacheControl: PUBLIC_FILE_CACHE_CONTROL });
}
