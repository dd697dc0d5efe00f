import { Link } from "@remix-run/react";
import { BookLink } from "~/components/booking/book-link";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { mailtoHref, telHref } from "~/lib/contact-links";

const NAV_LINKS = [
  { to: "/services/washing-machine-repair", label: "Services" },
  { to: "/view-all-areas", label: "Areas" },
  { to: "/contact", label: "Contact Us" },
  { to: "/check-warranty", label: "Check Warranty" },
] as const;

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="hidden bg-brand-900 text-xs text-white sm:block">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-1.5">
          <p>
            <span className="font-semibold">24/7 Service Available</span> · Serving All Bengaluru Areas
          </p>
          <p className="flex gap-4">
            <a href={telHref} className="hover:underline">
              {business.phoneDisplay}
            </a>
            <a href={mailtoHref} className="hover:underline">
              {business.email}
            </a>
          </p>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900" aria-label={`${business.name} home`}>
          <Logo />
          <span className="text-lg leading-tight">{business.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6 text-sm font-medium text-slate-700">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a href={telHref} className={buttonClass({ variant: "call", size: "sm", className: "hidden sm:inline-flex" })}>
            Call Now
          </a>
          <BookLink service="General Repair" size="sm">
            Book Now
          </BookLink>
        </div>
      </div>
    </header>
  );
}

export function Logo() {
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
