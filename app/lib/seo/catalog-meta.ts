import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { business } from "~/content/business";
import type { CatalogPage } from "~/content/page-blocks";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMeta, type JsonLd } from "~/lib/seo/meta";

/** schema.org Service offered by the business in Bengaluru, linked to its LocalBusiness node. */
export function serviceJsonLd(siteUrl: string, page: Pick<CatalogPage, "name" | "description" | "booking">, path: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.name,
    serviceType: page.booking.service,
    description: page.description,
    url: `${siteUrl}${path}`,
    provider: { "@type": "LocalBusiness", "@id": `${siteUrl}/#business`, name: business.name, telephone: business.phone },
    areaServed: { "@type": "City", name: "Bengaluru" },
    ...(page.booking.brand ? { brand: { "@type": "Brand", name: page.booking.brand } } : {}),
  };
}

/** The <head> of a brand, service or machine page: pageMeta plus Service and BreadcrumbList data. */
export function catalogMeta(args: Pick<MetaArgs, "matches">, loaded: { page: CatalogPage; path: string } | undefined): MetaDescriptor[] {
  if (!loaded) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const { page, path } = loaded;
  return pageMeta(args, {
    title: page.seoTitle,
    description: page.description,
    keywords: page.keywords,
    path,
    jsonLd: (siteUrl) => [
      serviceJsonLd(siteUrl, page, path),
      breadcrumbJsonLd(siteUrl, [{ name: page.name, path }]),
      ...(page.localBusiness ? [localBusinessJsonLd(siteUrl)] : []),
    ],
  });
}
