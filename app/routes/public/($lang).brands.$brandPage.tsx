import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";

import { CatalogPageView } from "~/components/sections/catalog-page";
import { BRAND_PAGES } from "~/content/brand-pages.server";
import { brandPath, BRANDS } from "~/content/brands";
import { loadCatalogPage } from "~/content/catalog-pages.server";
import { notFound } from "~/lib/http/log-path";
import { catalogPageIn } from "~/lib/i18n/catalog-page.server";
import { localeOf } from "~/lib/i18n/locales";
import { catalogMeta } from "~/lib/seo/catalog-meta";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";
export { publicPageHeaders as headers } from "~/lib/http/cache-control";

// /brands/{slug}-repair for every brand of content/brands.ts; anything else under /brands is a 404.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.brandPage?.match(/^(.+)-repair$/)?.[1];
  const loaded = loadCatalogPage(BRANDS, BRAND_PAGES, slug, brandPath);
  if (!loaded) throw notFound(request);
  const brand = BRANDS.find((entry) => entry.slug === slug)!;
  return catalogPageIn(context, loaded, localeOf(params), (t) => t("common.brandRepair", { brand: brand.name }));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => catalogMeta({ matches }, data);

export default function BrandPage() {
  const { page } = useLoaderData<typeof loader>();
  return <CatalogPageView page={page} />;
}
