import { setSecurityHeaders } from "~/security/headers.server";
import { env } from "~/env.server";
import { sitemapXml } from "~/lib/seo/sitemap";

export function loader() {
  return new Response(sitemapXml(env().SITE_URL), {
    headers: setSecurityHeaders(new Headers({ "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" })),
  });
}
