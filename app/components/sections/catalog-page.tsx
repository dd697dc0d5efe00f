import { Link } from "react-router";

import { CallToAction } from "~/components/sections/call-to-action";
import { PageBlocks } from "~/components/sections/page-blocks";
import { PageHero } from "~/components/sections/page-hero";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { business } from "~/content/business";
import type { CatalogPage } from "~/content/page-blocks";
import { useT } from "~/lib/i18n/i18n";

/** The template of every brand, service and machine page. */
export function CatalogPageView({ page }: { page: CatalogPage }) {
  const { hero, booking } = page;
  const t = useT();
  return (
    <main id="main">
      <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-slate-600">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to={t.path("/")} className="text-brand-700 hover:underline">
              {t("common.home")}
            </Link>
            <span aria-hidden="true" className="ml-2">
              /
            </span>
          </li>
          <li aria-current="page">{page.name}</li>
        </ol>
      </nav>
      <PageHero
        badge={hero.badge}
        title={hero.heading}
        intro={<p>{hero.intro}</p>}
        book={{ label: hero.bookLabel, service: booking.service, brand: booking.brand, machine: booking.machine }}
        points={hero.points}
      >
        {hero.chat ? (
          <WhatsAppButton text={page.cta.chatText ?? t("common.whatsappGreeting")} size="lg">
            {t("common.chatOnWhatsapp")}
          </WhatsAppButton>
        ) : null}
      </PageHero>
      <PageBlocks blocks={page.blocks} preset={booking} />
      <section aria-labelledby="warranty-heading" className="mx-auto max-w-6xl px-4 pb-12">
        <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
          <h2 id="warranty-heading" className="text-lg font-bold">
            {t("catalog.warranty")}
          </h2>
          <p className="mt-1">{page.warranty}</p>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          {booking.brand ? t("catalog.brandNote", { name: business.name, brand: booking.brand }) : t("common.legalNote")}
        </p>
      </section>
      <CallToAction
        title={page.cta.title}
        text={<p>{page.cta.text}</p>}
        book={{ label: page.cta.bookLabel, service: page.cta.service ?? booking.service, brand: booking.brand, machine: booking.machine }}
        chatText={page.cta.chatText}
      />
    </main>
  );
}
