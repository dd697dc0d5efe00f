import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";

import { BookLink } from "~/components/booking/book-link";
import { BrandGrid } from "~/components/sections/brand-grid";
import { CheckList } from "~/components/sections/check-list";
import { FaqList } from "~/components/sections/faq-list";
import { MachineGrid } from "~/components/sections/machine-grid";
import { ReviewList } from "~/components/sections/review-list";
import { Section } from "~/components/sections/section";
import { StatTiles } from "~/components/sections/stat-tiles";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { HOME_HI } from "~/content/hi/home";
import { HOME_EN, type HomeCopy } from "~/content/home";
import { HOME_KN } from "~/content/kn/home";
import { REVIEWS } from "~/content/reviews";
import { telHref } from "~/lib/contact/links";
import { metaTranslator, useT } from "~/lib/i18n/i18n";
import { type Locale, localeOf } from "~/lib/i18n/locales";
import { messagesFor } from "~/lib/i18n/messages.server";
import { pageMeta } from "~/lib/seo/meta";
import { addStructuredData, faqPageJsonLd, localBusinessJsonLd } from "~/lib/seo/structured-data.server";

export { keepDataAfterFailedPost as shouldRevalidate } from "~/lib/forms/revalidation";
export { publicPageHeaders as headers } from "~/lib/http/cache-control";

const HOME: Record<Locale, HomeCopy> = {
  en: HOME_EN,
  kn: HOME_KN,
  hi: HOME_HI,
};

// The copy travels as page data in the page's language, rather than inside the page's JavaScript.
// The reviews are quoted as their writers wrote them.
export function loader({ params, context }: LoaderFunctionArgs) {
  const locale = localeOf(params);
  const copy = HOME[locale];
  addStructuredData(context, (siteUrl) => [localBusinessJsonLd(siteUrl), faqPageJsonLd(copy.faqs)]);
  return {
    copy,
    reviews: REVIEWS,
    messages: messagesFor(locale, "home"),
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = metaTranslator(args.matches);
  return pageMeta(args, {
    title: t("home.metaTitle"),
    description: t("home.metaDescription"),
    keywords: [
      "washing machine repair Bangalore",
      "washing machine service Bengaluru",
      "front load repair",
      "top load repair",
      "washing machine technician near me",
    ],
    path: "/",
  });
};

export default function Home() {
  const { copy, reviews } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <main id="main">
      <Hero copy={copy} />

      <Section id="brands" title={t("home.brandsTitle")} intro={t("home.brandsIntro")}>
        <BrandGrid />
        <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-lg font-bold text-slate-900">{t("home.warrantyTitle")}</h3>
            <p className="mt-1 text-slate-700">{t("home.warrantyText")}</p>
          </div>
          <Link to={t.path("/check-warranty")} className={buttonClass({ variant: "default" })}>
            {t("home.warrantyTitle")}
          </Link>
        </div>
      </Section>

      <Section id="machines" muted title={t("home.machinesTitle")} intro={t("home.machinesIntro")}>
        <MachineGrid />
      </Section>

      <Section id="services" title={t("home.servicesTitle")} intro={t("home.servicesIntro")}>
        <ul className="grid gap-5 md:grid-cols-3">
          {copy.services.map((service) => (
            <li
              key={service.title}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
                service.popular ? "border-accent-500 ring-2 ring-accent-500" : "border-slate-200"
              }`}
            >
              {service.popular ? (
                <span className="absolute -top-3 left-6 rounded-full bg-accent-700 px-3 py-0.5 text-xs font-bold text-white">{t("home.mostPopular")}</span>
              ) : null}
              <h3 className="text-lg font-bold text-slate-900">{service.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{service.text}</p>
              <CheckList items={service.features} className="mt-4 space-y-1.5 text-sm text-slate-700" />
              <Link
                to={t.path(service.to)}
                className={buttonClass({
                  variant: "outline",
                  className: "mt-6",
                })}
              >
                {t("home.learnMore")}
                <span className="sr-only"> {t("home.about", { title: service.title })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="process" muted title={t("home.processTitle")} intro={t("home.processIntro")}>
        <ol className="grid gap-5 md:grid-cols-3">
          {copy.processSteps.map((step, index) => (
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
          <StatTiles stats={copy.processStats} />
        </div>
      </Section>

      <Section id="reviews" title={t("home.reviewsTitle")} intro={t("home.reviewsIntro")}>
        <div className="mb-8">
          <StatTiles stats={copy.reviewStats} columns={3} />
        </div>
        <ReviewList reviews={reviews} />
      </Section>

      <Section id="about" muted title={t("home.aboutTitle", { name: business.name })}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-slate-700">
            {copy.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div>
            <h3 className="text-lg font-bold text-slate-900">{t("home.problemsTitle")}</h3>
            <CheckList
              items={copy.problems}
              className="mt-4 grid gap-2 sm:grid-cols-2"
              itemClassName="flex items-start gap-2 rounded-lg bg-white p-3 text-sm text-slate-800 shadow-sm"
            />
          </div>
        </div>
      </Section>

      <Section id="faq" title={t("home.faqTitle")}>
        <div className="max-w-3xl">
          <FaqList faqs={copy.faqs} />
        </div>
      </Section>
    </main>
  );
}

function Hero({ copy }: { copy: HomeCopy }) {
  const t = useT();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{t("home.heroBadge")}</p>
          <h1 className="mt-4 max-w-2xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">{t("home.heroIntro")}</p>
          <CheckList items={copy.heroPoints} className="mt-6 flex flex-wrap gap-x-6 gap-y-2 font-medium text-slate-800" />
          <div className="mt-8 flex flex-wrap gap-3">
            <BookLink service="General Repair" size="lg">
              {t("home.heroBook")}
            </BookLink>
            <a href={telHref} className={buttonClass({ variant: "call", size: "lg" })}>
              {t("common.callPhone", { phone: business.phoneDisplay })}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">{t("home.heroNote")}</p>
        </div>
        <StatTiles stats={copy.heroStats} tone="dark" columns={2} />
      </div>
    </section>
  );
}
