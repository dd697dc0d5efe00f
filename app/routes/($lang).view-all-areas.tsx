import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CallToAction } from "~/components/sections/call-to-action";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { areaPageFor } from "~/content/area-pages";
import { AREAS, areaPath } from "~/content/areas";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo/meta";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

export function loader() {
  return {
    areas: AREAS.map((location) => {
      const { pincode, summary } = areaPageFor(location);
      return { ...location, pincode, summary };
    }),
  };
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Service Areas",
    description: `Washing machine repair in ${AREAS.length} Bengaluru areas and 40+ localities, from Hebbal to Electronic City and Whitefield to Vijayanagar.`,
    keywords: ["washing machine repair near me Bangalore", "Bengaluru service areas", "washing machine technician areas"],
    path: "/view-all-areas",
    jsonLd: (siteUrl) => [
      breadcrumbJsonLd(siteUrl, [
        { name: "Service Areas", path: "/view-all-areas" },
      ]),
    ],
  });

export default function ViewAllAreas() {
  const { areas } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Our Service Areas in Bengaluru</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Technicians in the north, south, east and west of the city reach {areas.length} main areas and more than 40
            localities around them. Pick your area to see what we know about the machines there.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((location) => (
            <li key={location.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-bold text-slate-900">{location.name}</h2>
                {location.popular ? <Badge tone="warning">Popular</Badge> : null}
              </div>
              <p className="text-sm text-slate-600">PIN {location.pincode}</p>
              <p className="mt-2 flex-1 text-sm text-slate-700">{location.summary}</p>
              <Link to={areaPath(location)} aria-label={`View Details: ${location.name}`} className={buttonClass({ variant: "outline", size: "sm", className: "mt-4 self-start" })}>
                View Details
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction
        title="Don't see your area?"
        text="We cover more than 40 localities across Bengaluru. Call or message us and we will tell you the earliest slot."
        book={{ service: "General Repair", label: "Book Now" }}
      />
    </main>
  );
}
