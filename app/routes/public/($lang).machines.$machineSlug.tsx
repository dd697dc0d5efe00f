import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";

import { CatalogPageView } from "~/components/sections/catalog-page";
import { loadCatalogPage } from "~/content/catalog-pages.server";
import { MACHINE_PAGES } from "~/content/machine-pages.server";
import { machinePath, MACHINES } from "~/content/machines";
import { machineName } from "~/content/navigation";
import { notFound } from "~/lib/http/log-path";
import { catalogPageIn } from "~/lib/i18n/catalog-page.server";
import { localeOf } from "~/lib/i18n/locales";
import { catalogMeta } from "~/lib/seo/catalog-meta";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";
export { publicPageHeaders as headers } from "~/lib/http/cache-control";

// /machines/{slug} for every machine type of content/machines.ts; anything else is a 404.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const loaded = loadCatalogPage(MACHINES, MACHINE_PAGES, params.machineSlug, machinePath);
  if (!loaded) throw notFound(request);
  return catalogPageIn(context, loaded, localeOf(params), (t) => t("home.machineTitle", { machine: t(machineName(params.machineSlug!)) }));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => catalogMeta({ matches }, data);

export default function MachinePage() {
  const { page } = useLoaderData<typeof loader>();
  return <CatalogPageView page={page} />;
}
