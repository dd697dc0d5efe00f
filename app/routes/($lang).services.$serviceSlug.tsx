import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogPageView } from "~/components/sections/catalog-page";
import { SERVICE_PAGES } from "~/content/service-pages.server";
import { SERVICES, servicePath } from "~/content/services";
import { catalogMeta } from "~/lib/seo/catalog-meta";
import { loadCatalogPage } from "~/content/catalog-pages.server";
import { serviceName } from "~/content/navigation";
import { notFound } from "~/lib/http/log-path";
import { catalogPageIn } from "~/lib/i18n/catalog-page.server";
import { localeOf } from "~/lib/i18n/locales";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

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
