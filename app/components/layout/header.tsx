import { type RefObject, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";

import { BookLink } from "~/components/booking/book-link";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { LinkList } from "~/components/layout/link-list";
import { buttonClass } from "~/components/ui/button";
import { WhatsAppButton } from "~/components/ui/whatsapp-button";
import { business } from "~/content/business";
import { HEADER_LINKS, HEADER_MENUS } from "~/content/navigation";
import { mailtoHref, telHref } from "~/lib/contact/links";
import { useT } from "~/lib/i18n/i18n";

// Menus and the mobile drawer are <details> elements: they open by mouse, keyboard and touch
// with JavaScript off. With JavaScript they also close on Esc, on a click outside, and when a
// link inside them is followed. (No backdrop-filter on the header: it would trap the fixed drawer inside it.)
export function Header() {
  const headerRef = useRef<HTMLElement>(null);
  useDismissableDisclosures(headerRef);
  const t = useT();
  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="hidden bg-brand-900 text-xs text-white sm:block">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-1.5">
          <p>
            <span className="font-semibold">{t("common.emergencyService")}</span> · {t("common.servingAllAreas")}
          </p>
          <div className="flex items-center gap-4">
            <LanguageSwitcher className="flex gap-3" linkClassName="hover:underline" />
            <a href={telHref} className="hover:underline">
              {business.phoneDisplay}
            </a>
            <a href={mailtoHref} className="hover:underline">
              {business.email}
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link to={t.path("/")} className="flex items-center gap-2 font-bold text-brand-900" aria-label={t("common.homeLabel", { name: business.name })}>
          <Logo />
          <span className="text-lg leading-tight">{business.name}</span>
        </Link>
        <nav aria-label={t("common.mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-slate-700">
            {HEADER_MENUS.map((menu) => (
              <li key={menu.label} className="relative">
                <details name="header-menu" className="group">
                  <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 hover:bg-slate-100 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
                    {t(menu.label)}
                    <Chevron />
                  </summary>
                  <LinkList
                    links={menu.links}
                    className="absolute left-0 top-full z-40 mt-1 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
                    linkClassName="block rounded-md px-3 py-2 hover:bg-brand-50 hover:text-brand-800"
                  />
                </details>
              </li>
            ))}
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={t.path(link.to)} className="block rounded-md px-3 py-2 hover:bg-slate-100 hover:text-brand-700">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* On phones these live in the drawer and the bottom action bar. */}
          <div className="hidden items-center gap-2 sm:flex">
            <a href={telHref} className={buttonClass({ variant: "call", size: "sm" })}>
              {t("common.callNow")}
            </a>
            <BookLink service="General Repair" size="sm">
              {t("common.bookNow")}
            </BookLink>
          </div>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}

function MobileDrawer() {
  const t = useT();
  return (
    <details className="group lg:hidden">
      {/* Stays above and beside the drawer, so it closes it again without JavaScript; the drawer leaves room
          at the bottom for the mobile action bar, which paints over it. */}
      <summary
        className={buttonClass({
          variant: "outline",
          size: "sm",
          className: "relative z-[60] cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        })}
      >
        <MenuIcon />
        <span className="group-open:hidden">{t("common.menu")}</span>
        <span className="hidden group-open:inline">{t("common.close")}</span>
      </summary>
      <div data-dismiss-disclosure className="fixed inset-0 z-40 bg-slate-900/60" aria-hidden="true" />
      <nav
        aria-label={t("common.mobileNav")}
        className="fixed inset-y-0 left-0 z-50 flex w-[calc(100%-6.5rem)] max-w-xs flex-col gap-5 overflow-y-auto bg-white p-5 pb-24 shadow-xl"
      >
        <Link to={t.path("/")} className="flex items-center gap-2 font-bold text-brand-900">
          <Logo />
          {business.name}
        </Link>
        <div className="grid gap-2">
          <BookLink service="General Repair">{t("common.bookNow")}</BookLink>
          <a href={telHref} className={buttonClass({ variant: "call" })}>
            {t("common.callNow")}
          </a>
          <WhatsAppButton text={t("common.whatsappGreeting")}>{t("common.whatsappUs")}</WhatsAppButton>
        </div>
        <LanguageSwitcher className="flex flex-wrap gap-2" linkClassName={buttonClass({ variant: "outline", size: "sm" })} />
        {HEADER_MENUS.map((menu) => (
          <div key={menu.label}>
            <p className="text-xs font-bold uppercase tracking-wide text-slate-500">{t(menu.label)}</p>
            <LinkList links={menu.links} className="mt-1 grid gap-0.5 text-sm" linkClassName={DRAWER_LINK} />
          </div>
        ))}
        <LinkList links={HEADER_LINKS} className="grid gap-0.5 border-t border-slate-200 pt-3 text-sm font-semibold" linkClassName={DRAWER_LINK} />
      </nav>
    </details>
  );
}

const DRAWER_LINK = "block rounded-md px-2 py-1.5 text-slate-800 hover:bg-brand-50";

function useDismissableDisclosures(containerRef: RefObject<HTMLElement>) {
  const location = useLocation();

  useEffect(() => {
    if (containerRef.current) closeOpenDisclosures(containerRef.current);
  }, [containerRef, location.key]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const container = containerRef.current;
      const target = event.target;
      if (!container || !(target instanceof Element)) return;
      const followedLink = target.closest("a") && container.contains(target);
      const dismissed = target.closest("[data-dismiss-disclosure]");
      for (const details of container.querySelectorAll("details[open]")) {
        if (followedLink || dismissed || !details.contains(target)) (details as HTMLDetailsElement).open = false;
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      const container = containerRef.current;
      if (event.key !== "Escape" || !container) return;
      const open = container.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      open.open = false;
      open.querySelector("summary")?.focus();
    }
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [containerRef]);
}

function closeOpenDisclosures(container: HTMLElement) {
  for (const details of container.querySelectorAll("details[open]")) (details as HTMLDetailsElement).open = false;
}

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="transition-transform group-open:rotate-180"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function Logo() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
      <rect width="32" height="32" rx="8" fill="#1e40af" />
      <rect x="7" y="6" width="18" height="21" rx="3" fill="#fff" />
      <circle cx="16" cy="18" r="6" fill="#1e40af" />
      <circle cx="16" cy="18" r="3.5" fill="#93c5fd" />
      <circle cx="11" cy="9.5" r="1.2" fill="#f97316" />
    </svg>
  );
}
