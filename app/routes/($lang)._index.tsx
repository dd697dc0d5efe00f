import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BookLink } from "~/components/booking/booking-dialog";
import { BrandGrid } from "~/components/sections/brand-grid";
import { FaqList } from "~/components/sections/faq-list";
import { MachineGrid } from "~/components/sections/machine-grid";
import { CheckList } from "~/components/sections/check-list";
import { ReviewList } from "~/components/sections/review-list";
import { Section } from "~/components/sections/section";
import { StatTiles } from "~/components/sections/stat-tiles";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { HOME_FAQS } from "~/content/faqs";
import {
  ABOUT_PARAGRAPHS,
  COMMON_PROBLEMS,
  HERO_POINTS,
  HERO_STATS,
  HOME_SERVICES,
  PROCESS_STATS,
  PROCESS_STEPS,
  REVIEW_STATS,
} from "~/content/home";
import { REVIEWS } from "~/content/reviews";
import { telHref } from "~/lib/contact/links";
import { faqPageJsonLd, localBusinessJsonLd, pageMeta } from "~/lib/seo/meta";

export { publicPageHeaders as headers } from "~/lib/http/cache-control";
export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";

// The longer copy travels as page data rather than inside the page's JavaScript.
export function loader() {
  return { reviews: REVIEWS, faqs: HOME_FAQS, about: ABOUT_PARAGRAPHS, problems: COMMON_PROBLEMS };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Washing Machine Repair Service",
    description:
      "Same-day washing machine repair at home in Bengaluru for LG, Samsung, IFB, Bosch, Whirlpool and more. Free inspection, repairs from ₹299, up to 12 months warranty.",
    keywords: [
      "washing machine repair Bangalore",
      "washing machine service Bengaluru",
      "front load repair",
      "top load repair",
      "washing machine technician near me",
    ],
    path: "/",
    jsonLd: (siteUrl) => [localBusinessJsonLd(siteUrl), faqPageJsonLd(args.data?.faqs ?? [])],
  });

export default function Home() {
  const { reviews, faqs, about, problems } = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <Hero />

      <Section
        id="brands"
        title="Brands We Repair"
        intro="Independent, trained technicians for every major brand sold in Bengaluru. Pick yours to see the faults we fix most often."
      >
        <BrandGrid />
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-lg font-bold text-slate-900">Check Your Brand Warranty</h3>
            <p className="mt-1 text-slate-700">
              Still under the manufacturer's warranty? Check in a few seconds before you book a paid repair.
            </p>
          </div>
          <Link to="/check-warranty" className={buttonClass({ variant: "default" })}>
            Check Your Brand Warranty
          </Link>
        </div>
      </Section>

      <Section
        id="machines"
        muted
        title="Every Type of Washing Machine"
        intro="Front loaders, top loaders, twin tubs and connected machines each fail in their own ways. Our technicians carry the parts for all of them."
      >
        <MachineGrid />
      </Section>

      <Section id="services" title="Our Services" intro="Repair when it breaks, installation when it is new, maintenance so it keeps running.">
        <ul className="grid gap-5 md:grid-cols-3">
          {HOME_SERVICES.map((service) => (
            <li
              key={service.title}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${service.popular ? "border-accent-500 ring-2 ring-accent-500" : "border-slate-200"}`}
            >
              {service.popular ? (
                <span className="absolute -top-3 left-6 rounded-full bg-accent-700 px-3 py-0.5 text-xs font-bold text-white">Most Popular</span>
              ) : null}
              <h3 className="text-lg font-bold text-slate-900">{service.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{service.text}</p>
              <CheckList items={service.features} className="mt-4 space-y-1.5 text-sm text-slate-700" />
              <Link to={service.to} className={buttonClass({ variant: "outline", className: "mt-6" })}>
                Learn More<span className="sr-only"> about {service.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" muted title="How It Works" intro="From your call to a working machine, usually the same day.">
        <ol className="grid gap-5 md:grid-cols-3">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <StatTiles stats={PROCESS_STATS} />
        </div>
      </Section>

      <Section id="reviews" title="What Our Customers Say" intro="Households across Bengaluru trust us with their machines.">
        <div className="mb-8">
          <StatTiles stats={REVIEW_STATS} columns={3} />
        </div>
        <ReviewList reviews={reviews} />
      </Section>

      <Section id="about" muted title={`About ${business.name}`}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-slate-700">
            {about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h3 className="text-lg font-bold text-slate-900">Common Problems We Fix</h3>
            <CheckList
              items={problems}
              className="mt-4 grid gap-2 sm:grid-cols-2"
              itemClassName="flex items-start gap-2 rounded-lg bg-white p-3 text-sm text-slate-800 shadow-sm"
            />
          </div>
        </div>
      </Section>

      <Section id="faq" title="Frequently Asked Questions">
        <div className="max-w-3xl">
          <FaqList faqs={faqs} />
        </div>
      </Section>
    </main>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            #1 Trusted Repair Service in Bangalore
          </p>
          <h1 className="mt-4 max-w-2xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Washing machine repair at your doorstep, today
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            Drum not spinning, water not draining, an error code on the display? A trained technician visits your home
            anywhere in Bengaluru, finds the fault and fixes it with genuine parts.
          </p>
          <CheckList items={HERO_POINTS} className="mt-6 flex flex-wrap gap-x-6 gap-y-2 font-medium text-slate-800" />
          <div className="mt-8 flex flex-wrap gap-3">
            <BookLink service="General Repair" size="lg">
              Book Expert Technician
            </BookLink>
            <a href={telHref} className={buttonClass({ variant: "call", size: "lg" })}>
              Call {business.phoneDisplay}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">Expert inspection • No hidden charges • Instant quote</p>
        </div>
        <StatTiles stats={HERO_STATS} tone="dark" columns={2} />
      </div>
    </section>
  );
}
