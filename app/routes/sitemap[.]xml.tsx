import { siteUrlFromEnv } from "~/lib/seo/meta";
import { sitemapXml } from "~/lib/seo/sitemap";

export function loader() {
  return new Response(sitemapXml(siteUrlFromEnv()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
