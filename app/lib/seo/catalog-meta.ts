import type { MetaArgs, MetaDescriptor } from "react-router";

import type { CatalogPage } from "~/content/page-blocks";
import { pageMeta } from "~/lib/seo/meta";

/** The <head> of a brand, service or machine page (its Service and BreadcrumbList data: catalogPageIn). */
export function catalogMeta(args: Pick<MetaArgs, "matches">, loaded: { page: CatalogPage; path: string } | undefined): MetaDescriptor[] {
  if (!loaded) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const { page, path } = loaded;
  return pageMeta(args, {
    title: page.seoTitle,
    description: page.description,
    keywords: page.keywords,
    path,
  });
}
