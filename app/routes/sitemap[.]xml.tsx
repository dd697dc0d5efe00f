import { setSecurityHeaders } from "~/lib/security/headers.server";
import { siteUrlFromEnv } from "~/lib/seo/meta";
import { sitemapXml } from "~/lib/seo/sitemap";

export function loader() {
  return new Response(sitemapXml(siteUrlFromEnv()), {
    headers: setSecurityHeaders(new Headers({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" })),
  });
}
