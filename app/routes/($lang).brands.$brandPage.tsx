import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogPageView } from "~/components/sections/catalog-page";
import { BRAND_PAGES } from "~/content/brand-pages.server";
import { BRANDS, brandPath } from "~/content/brands";
import { catalogMeta } from "~/lib/seo/catalog-meta";
import { loadCatalogPage } from "~/content/catalog-pages.server";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

// /brands/{slug}-repair for every brand of content/brands.ts; anything else under /brands is a 404.
export async function loader({ params, request }: LoaderFunctionArgs) {
  return loadCatalogPage(BRANDS, BRAND_PAGES, params.brandPage?.match(/^(.+)-repair$/)?.[1], brandPath, new URL(request.url).pathname);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => catalogMeta({ matches }, data);

export default function BrandPage() {
  const { page } = useLoaderData<typeof loader>();
  return <CatalogPageView page={page} />;
}
