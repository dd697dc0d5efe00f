import { setSecurityHeaders } from "~/security/headers.server";
import { env } from "~/env.server";
import { robotsTxt } from "~/lib/seo/sitemap";

export function loader() {
  return new Response(robotsTxt(env().SITE_URL), {
    headers: setSecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" })),
  });
}
