import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogPageView } from "~/components/sections/catalog-page";
import { SERVICE_PAGES } from "~/content/service-pages.server";
import { SERVICES, servicePath } from "~/content/services";
import { catalogMeta } from "~/lib/seo/catalog-meta";
import { loadCatalogPage } from "~/content/catalog-pages.server";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

// /services/{slug} for every service of content/services.ts; anything else is a 404.
export async function loader({ params, request }: LoaderFunctionArgs) {
  return loadCatalogPage(SERVICES, SERVICE_PAGES, params.serviceSlug, servicePath, new URL(request.url).pathname);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => catalogMeta({ matches }, data);

export default function ServicePage() {
  const { page } = useLoaderData<typeof loader>();
  return <CatalogPageView page={page} />;
}
