import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";

import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Card, Section } from "~/components/sections/section";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import type { InfoCard } from "~/content/area-pages";
import { areaNamed, areaPath, findArea } from "~/content/areas";
import { areaName } from "~/content/navigation";
import { notFound } from "~/lib/http/log-path";
import { areaPageIn } from "~/lib/i18n/catalog-page.server";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { localeOf } from "~/lib/i18n/locales";
import { messagesFor, serverTranslator } from "~/lib/i18n/messages.server";
import { pageMeta } from "~/lib/seo/meta";
import { addStructuredData, breadcrumbJsonLd, localBusinessJsonLd } from "~/lib/seo/structured-data.server";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";
export { publicPageHeaders as headers } from "~/lib/http/cache-control";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const area = findArea(params.slug);
  if (!area) throw notFound(request);
  const locale = localeOf(params);
  const t = serverTranslator(locale);
  const label = t(areaName(area.slug));
  const page = areaPageIn(locale, area, label);
  const path = areaPath(area);
  addStructuredData(context, (siteUrl) => [
    { ...localBusinessJsonLd(siteUrl), "@id": `${siteUrl}${path}#business`, areaServed: { "@type": "Place", name: `${area.name}, Bengaluru` } },
    breadcrumbJsonLd(siteUrl, locale, [
      { name: t("area.serviceAreas"), path: "/view-all-areas" },
      { name: label, path },
    ]),
  ]);
  return { area: page, messages: messagesFor(locale, "area") };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  // An unknown area never gets here: its 404 renders in the root ErrorBoundary, with the root's meta.
  const area = args.data?.area;
  if (!area) return [];
  const path = areaPath(area);
  const t = metaTranslator(args.matches);
  return pageMeta(args, {
    title: t("area.metaTitle"),
    location: area.label,
    description: `${t("area.metaDescription", { area: area.label, pincode: area.pincode })} ${area.summary}`,
    keywords: [`washing machine repair ${area.name}`, `washing machine service ${area.name}`, `washing machine technician ${area.name} ${area.pincode}`],
    path,
  });
};

export default function AreaPage() {
  const { area } = useLoaderData<typeof loader>();
  const t = useT();
  const chatText = t("area.chatText", { area: area.label });
  return (
    <main id="main">
      <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={t.path("/")} className="hover:underline">
              {t("common.home")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to={t.path("/view-all-areas")} className="hover:underline">
              {t("area.serviceAreas")}
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {area.label}
          </li>
        </ol>
      </nav>
      <PageHero
        badge={t("area.serving", { area: area.label, pincode: area.pincode })}
        title={t("area.heading", { area: area.label })}
        intro={area.intro}
        book={{ service: "General Repair", locality: area.name, label: area.heroBookLabel ?? t("area.bookIn", { area: area.label }) }}
        points={area.badges}
      >
        <WhatsAppButton text={chatText} size="lg">
          {t("common.chatOnWhatsapp")}
        </WhatsAppButton>
      </PageHero>

      <Section id="benefits" title={t("area.whyTitle", { area: area.label })}>
        <CardGrid cards={area.benefits} columns="lg:grid-cols-4" />
      </Section>

      {area.hours ? (
        <p className="mx-auto -mt-6 max-w-6xl px-4 pb-6 font-semibold text-brand-800">{t("area.hours", { area: area.label, hours: area.hours })}</p>
      ) : null}

      {area.blocks || area.landmarks ? (
        <Section id="coverage" muted title={t("area.coverageTitle", { area: area.label })}>
          <div className="grid gap-8 md:grid-cols-2">
            {area.blocks ? <NameList title={t("area.blocks")} names={area.blocks} /> : null}
            {area.landmarks ? <NameList title={t("area.landmarks")} names={area.landmarks} /> : null}
          </div>
        </Section>
      ) : null}

      {area.localities ? (
        <Section id="localities" muted title={t("area.localitiesTitle", { area: area.label })}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {area.localities.map((locality) => (
              <li key={locality.name} className="rounded-xl border border-slate-200 bg-white p-4">
                <span className="block font-semibold text-slate-900">{locality.name}</span>
                <span className="text-sm text-slate-600">{t("area.pin", { pincode: locality.pincode })}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {area.whyChoose ? (
        <Section id="why-choose" title={t("area.whyChooseTitle", { area: area.label })}>
          <CardGrid cards={area.whyChoose} columns="md:grid-cols-3" />
        </Section>
      ) : null}

      <Section id="local-issues" muted={!area.blocks && !area.localities} title={t("area.issuesTitle", { area: area.label })}>
        <CardGrid cards={area.localIssues} columns="md:grid-cols-2" />
      </Section>

      <Section id="nearby" title={t("area.nearbyTitle")}>
        <ul className="flex flex-wrap gap-2">
          {area.nearby.map((name) => {
            const page = areaNamed(name);
            return (
              <li key={name}>
                {page ? (
                  <Link
                    to={t.path(areaPath(page))}
                    className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {t(areaName(page.slug))}
                  </Link>
                ) : (
                  <span className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">{name}</span>
                )}
              </li>
            );
          })}
        </ul>
        <Link to={t.path("/view-all-areas")} className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t("area.seeAll")}
        </Link>
      </Section>

      <CallToAction
        title={t("area.ctaTitle", { area: area.label })}
        text={t("area.ctaText")}
        book={{ service: "Emergency Repair", locality: area.name, label: t("area.ctaBook") }}
        chatText={chatText}
      />
    </main>
  );
}

function CardGrid({ cards, columns }: { cards: readonly InfoCard[]; columns: string }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <h3 className="font-bold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{card.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function NameList({ title, names }: { title: string; names: readonly string[] }) {
  return (
    <div>
      <h3 className="font-bold text-slate-900">{title}</h3>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {names.map((name) => (
          <li key={name} className="rounded-lg bg-white px-3 py-2 text-sm text-slate-800 shadow-sm">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
