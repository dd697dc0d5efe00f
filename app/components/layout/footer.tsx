import { Link } from "react-router";

import { LinkList } from "~/components/layout/link-list";
import { areaPath, AREAS } from "~/content/areas";
import { business } from "~/content/business";
import type { MessageId } from "~/content/messages/en";
import { areaName, BRAND_MENU, FOOTER_AREA_SLUGS, LEGAL_LINKS, type NavLink, serviceName } from "~/content/navigation";
import { servicePath, SERVICES } from "~/content/services";
import { mailtoHref, telHref } from "~/lib/contact/links";
import { useT } from "~/lib/i18n/i18n";

// The footer's service links (general-repair is labelled by its footerLabel),
// nine brand pages, six locations plus the full list, and the legal pages.

const FOOTER_SERVICES: readonly NavLink[] = SERVICES.map((service) => ({
  to: servicePath(service),
  label: service.footerLabel ?? serviceName(service.slug),
}));

const FOOTER_AREAS: readonly NavLink[] = [
  ...FOOTER_AREA_SLUGS.map((slug) => {
    const location = AREAS.find((entry) => entry.slug === slug);
    if (!location) throw new Error(`No location ${slug}`);
    return { to: areaPath(location), label: areaName(location.slug) };
  }),
  { to: "/view-all-areas", label: "common.viewAllAreas" },
];

const FOOTER_LINK = "hover:text-white hover:underline";

export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-slate-900 pb-24 text-slate-300 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">{t("common.footerTagline")}</p>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <a href={telHref} className="font-semibold text-white hover:underline">
                {business.phoneDisplay}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className="hover:underline">
                {business.email}
              </a>
            </li>
            <li>
              <address className="not-italic">{t("common.address")}</address>
            </li>
            <li>
              <Link to={t.path("/contact")} className="hover:underline">
                {t("common.contactUs")}
              </Link>
            </li>
          </ul>
        </div>
        <FooterList title="common.services" label="common.footerServices" links={FOOTER_SERVICES} />
        <FooterList title="common.brands" label="common.footerBrands" links={BRAND_MENU} />
        <FooterList title="common.areas" label="common.footerAreas" links={FOOTER_AREAS} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("common.legalNote")}</p>
          <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-4" linkClassName={FOOTER_LINK} />
        </div>
        <p className="pb-5 text-center text-xs text-slate-400">
          © {new Date().getFullYear()} {business.name}
        </p>
      </div>
    </footer>
  );
}

function FooterList({ title, label, links }: { title: MessageId; label: MessageId; links: readonly NavLink[] }) {
  const t = useT();
  return (
    <nav aria-label={t(label)}>
      <h2 className="text-sm font-bold uppercase tracking-wide text-white">{t(title)}</h2>
      <LinkList links={links} className="mt-3 space-y-1.5 text-sm" linkClassName={FOOTER_LINK} />
    </nav>
  );
}
