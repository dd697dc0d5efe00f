import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";

import { CatalogPageView } from "~/components/sections/catalog-page";
import { loadCatalogPage } from "~/content/catalog-pages.server";
import { serviceName } from "~/content/navigation";
import { SERVICE_PAGES } from "~/content/service-pages.server";
import { servicePath, SERVICES } from "~/content/services";
import { notFound } from "~/lib/http/log-path";
import { catalogPageIn } from "~/lib/i18n/catalog-page.server";
import { localeOf } from "~/lib/i18n/locales";
import { catalogMeta } from "~/lib/seo/catalog-meta";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";
export { publicPageHeaders as headers } from "~/lib/http/cache-control";

// /services/{slug} for every service of content/services.ts; anything else is a 404.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const loaded = loadCatalogPage(SERVICES, SERVICE_PAGES, params.serviceSlug, servicePath);
  if (!loaded) throw notFound(request);
  return catalogPageIn(context, loaded, localeOf(params), (t) => t(serviceName(params.serviceSlug!)));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => catalogMeta({ matches }, data);

export default function ServicePage() {
  const { page } = useLoaderData<typeof loader>();
  return <CatalogPageView page={page} />;
}
