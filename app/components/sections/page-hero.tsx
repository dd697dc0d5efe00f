import type { ReactNode } from "react";
import { BookLink } from "~/components/booking/book-link";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { telHref } from "~/lib/contact-links";
import type { BookingPreset } from "~/lib/booking-link";

type PageHeroProps = {
  /** A short badge above the heading, e.g. "Same-Day Service". */
  badge?: string;
  title: ReactNode;
  intro: ReactNode;
  /** The main button: opens the booking with this preset. */
  book: BookingPreset & { label: string };
  /** Extra buttons after Book and Call. */
  children?: ReactNode;
  /** Short proof points under the buttons. */
  points?: readonly string[];
};

/** The top of a public page: its one h1, an intro, Book and Call buttons. */
export function PageHero({ badge, title, intro, book, children, points }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {badge ? (
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{badge}</p>
        ) : null}
        <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</div>
        <div className="mt-8 flex flex-wrap gap-3">
          <BookLink service={book.service} brand={book.brand} size="lg">
            {book.label}
          </BookLink>
          <a href={telHref} className={buttonClass({ variant: "call", size: "lg" })}>
            Call {business.phoneDisplay}
          </a>
          {children}
        </div>
        {points?.length ? (
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

export function CheckIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="#15803d" strokeWidth="3" className="shrink-0">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}
