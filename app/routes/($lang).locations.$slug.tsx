import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { Link, useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { Card, Section } from "~/components/sections/section";
import { areaPageFor, type InfoCard } from "~/content/area-pages";
import { findArea, areaNamed, areaPath } from "~/content/areas";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMeta } from "~/lib/seo/meta";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const area = findArea(params.slug);
  if (!area) {
    console.warn(`404 Not Found: ${new URL(request.url).pathname}`);
    throw new Response("Not Found", { status: 404 });
  }
  return { area: areaPageFor(area) };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  // An unknown area never gets here: its 404 renders in the root ErrorBoundary, with the root's meta.
  const area = args.data?.area;
  if (!area) return [];
  const path = areaPath(area);
  return pageMeta(args, {
    title: "Washing Machine Repair",
    location: area.name,
    description: `Washing machine repair in ${area.name}, Bengaluru ${area.pincode}. ${area.summary}`,
    keywords: [
      `washing machine repair ${area.name}`,
      `washing machine service ${area.name}`,
      `washing machine technician ${area.name} ${area.pincode}`,
    ],
    path,
    jsonLd: (siteUrl) => [
      { ...localBusinessJsonLd(siteUrl), "@id": `${siteUrl}${path}#business`, areaServed: { "@type": "Place", name: `${area.name}, Bengaluru` } },
      breadcrumbJsonLd(siteUrl, [
        { name: "Service Areas", path: "/view-all-areas" },
        { name: area.name, path },
      ]),
    ],
  });
};

export default function AreaPage() {
  const { area } = useLoaderData<typeof loader>();
  const chatText = `Hi! I need washing machine repair in ${area.name}.`;
  return (
    <main id="main">
      <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              Home
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/view-all-areas" className="hover:underline">
              Service Areas
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {area.name}
          </li>
        </ol>
      </nav>
      <PageHero
        badge={`Serving ${area.name} · ${area.pincode}`}
        title={<>Washing Machine Repair in {area.name}</>}
        intro={area.intro}
        book={{ service: "General Repair", locality: area.name, label: area.heroBookLabel ?? `Book Repair in ${area.name}` }}
        points={area.badges}
      >
        <WhatsAppButton text={chatText} size="lg">
          Chat on WhatsApp
        </WhatsAppButton>
      </PageHero>

      <Section id="benefits" title={`Why ${area.name} Calls Us`}>
        <CardGrid cards={area.benefits} columns="lg:grid-cols-4" />
      </Section>

      {area.hours ? (
        <p className="mx-auto -mt-6 max-w-6xl px-4 pb-6 font-semibold text-brand-800">Service hours in {area.name}: {area.hours}</p>
      ) : null}

      {area.blocks || area.landmarks ? (
        <Section id="coverage" muted title={`Where We Work in ${area.name}`}>
          <div className="grid gap-8 md:grid-cols-2">
            {area.blocks ? <NameList title="Blocks we cover" names={area.blocks} /> : null}
            {area.landmarks ? <NameList title="Landmarks near our visits" names={area.landmarks} /> : null}
          </div>
        </Section>
      ) : null}

      {area.localities ? (
        <Section id="localities" muted title={`${area.name} Localities We Serve`}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {area.localities.map((locality) => (
              <li key={locality.name} className="rounded-xl border border-slate-200 bg-white p-4">
                <span className="block font-semibold text-slate-900">{locality.name}</span>
                <span className="text-sm text-slate-600">PIN {locality.pincode}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {area.whyChoose ? (
        <Section id="why-choose" title={`Why ${area.name} Residents Choose Us`}>
          <CardGrid cards={area.whyChoose} columns="md:grid-cols-3" />
        </Section>
      ) : null}

      <Section id="local-issues" muted={!area.blocks && !area.localities} title={`Common Washing Machine Problems in ${area.name}`}>
        <CardGrid cards={area.localIssues} columns="md:grid-cols-2" />
      </Section>

      <Section id="nearby" title="Nearby Areas We Also Serve">
        <ul className="flex flex-wrap gap-2">
          {area.nearby.map((name) => {
            const page = areaNamed(name);
            return (
              <li key={name}>
                {page ? (
                  <Link to={areaPath(page)} className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50">
                    {name}
                  </Link>
                ) : (
                  <span className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">{name}</span>
                )}
              </li>
            );
          })}
        </ul>
        <Link to="/view-all-areas" className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
          See all service areas
        </Link>
      </Section>

      <CallToAction
        title={`Machine broken in ${area.name}?`}
        text="For a machine stuck full of water, a locked door or a leak, book an emergency visit and we call you back right away."
        book={{ service: "Emergency Repair", locality: area.name, label: "Book Emergency Service" }}
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
