import { env } from "~/env.server";
import { PUBLIC_FILE_CACHE_CONTROL } from "~/lib/http/cache-control";
import { sitemapXml } from "~/lib/seo/sitemap";
import { resourceResponse } from "~/security/headers.server";

export function loader() {
  return resourceResponse(sitemapXml(env().SITE_URL), { type: "application/xml", cacheControl: PUBLIC_FILE_CACHE_CONTROL });
}
