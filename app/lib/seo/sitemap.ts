import { BRANDS, brandPath } from "~/content/brands";
import { TERMS, PRIVACY, REFUND_POLICY } from "~/content/legal";
import { AREAS, areaPath } from "~/content/areas";
import { MACHINES, machinePath } from "~/content/machines";
import { SERVICES, servicePath } from "~/content/services";

/** Every public, indexable page, built from the registries (legal pages by their canonical path). */
export function publicPaths(): string[] {
  return [
    "/",
    ...SERVICES.map(servicePath),
    ...BRANDS.map(brandPath),
    ...AREAS.map(areaPath),
    ...MACHINES.map(machinePath),
    "/contact",
    "/check-warranty",
    "/view-all-areas",
    TERMS.path,
    PRIVACY.path,
    REFUND_POLICY.path,
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(siteUrl: string, paths: readonly string[] = publicPaths()): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
