import { Link } from "@remix-run/react";
import { addressLine, business } from "~/content/business";
import { mailtoHref, telHref } from "~/lib/contact-links";

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-900 pb-24 text-slate-300 lg:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">Washing machine repair, installation and maintenance across Bengaluru.</p>
          <p className="mt-2 text-xs text-slate-400">{business.legalNote}</p>
        </div>
        <div className="space-y-1 text-sm">
          <p>
            <a href={telHref} className="text-white hover:underline">
              {business.phoneDisplay}
            </a>
          </p>
          <p>
            <a href={mailtoHref} className="hover:underline">
              {business.email}
            </a>
          </p>
          <address className="not-italic">{addressLine}</address>
          <p>
            <Link to="/contact" className="hover:underline">
              Contact Us
            </Link>
          </p>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {business.name}
      </p>
    </footer>
  );
}
