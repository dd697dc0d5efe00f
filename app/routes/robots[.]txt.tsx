import { siteUrlFromEnv } from "~/lib/seo";
import { robotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(robotsTxt(siteUrlFromEnv()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
