import { siteUrlFromEnv } from "~/lib/seo";
import { sitemapXml } from "~/lib/sitemap";

export function loader() {
  return new Response(sitemapXml(siteUrlFromEnv()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
