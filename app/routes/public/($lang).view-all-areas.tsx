import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";

import { CallToAction } from "~/components/sections/call-to-action";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { areaPath, AREAS } from "~/content/areas";
import { areaName } from "~/content/navigation";
import { areaPageIn } from "~/lib/i18n/catalog-page.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { localeOf } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { pageMeta } from "~/lib/seo/meta";
import { addStructuredData, breadcrumbJsonLd } from "~/lib/seo/structured-data.server";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";
export { publicPageHeaders as headers } from "~/lib/http/cache-control";

export function loader({ params, context }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  addStructuredData(context, (siteUrl) => [breadcrumbJsonLd(siteUrl, locale, [{ name: t("area.serviceAreas"), path: "/view-all-areas" }])]);
  return {
    areas: AREAS.map((location) => {
      const label = t(areaName(location.slug));
      const { pincode, summary } = areaPageIn(locale, location, label);
      return { ...location, label, pincode, summary };
    }),
    messages: messagesFor(locale, "area"),
  };
}

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args.matches);
  return pageMeta(args, {
    title: t("area.serviceAreas"),
    description: t("area.allDescription", { count: AREAS.length }),
    keywords: ["washing machine repair near me Bangalore", "Bengaluru service areas", "washing machine technician areas"],
    path: "/view-all-areas",
  });
};

export default function ViewAllAreas() {
  const { areas } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("area.allHeading")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("area.allIntro", { count: areas.length })}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((location) => (
            <li key={location.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-bold text-slate-900">{location.label}</h2>
                {location.popular ? <Badge tone="warning">{t("area.popular")}</Badge> : null}
              </div>
              <p className="text-sm text-slate-600">{t("area.pin", { pincode: location.pincode })}</p>
              <p className="mt-2 flex-1 text-sm text-slate-700">{location.summary}</p>
              <Link
                to={t.path(areaPath(location))}
                aria-label={t("area.viewDetails", { area: location.label })}
                className={buttonClass({ variant: "outline", size: "sm", className: "mt-4 self-start" })}
              >
                {t("area.details")}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction title={t("area.notListedTitle")} text={t("area.notListedText")} book={{ service: "General Repair", label: t("common.bookNow") }} />
    </main>
  );
}
