import { setSecurityHeaders } from "~/lib/security/headers.server";
import { siteUrlFromEnv } from "~/lib/seo/meta";
import { robotsTxt } from "~/lib/seo/sitemap";

export function loader() {
  return new Response(robotsTxt(siteUrlFromEnv()), {
    headers: setSecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" })),
  });
}
