import type { ReactNode } from "react";

import type { BookingPreset } from "~/components/booking/book-link";
import { BookLink } from "~/components/booking/book-link";
import { CheckList } from "~/components/sections/check-list";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { telHref } from "~/lib/contact/links";
import { useT } from "~/lib/i18n/i18n";

// Pages written before CheckList import the tick from here.
export { CheckIcon } from "~/components/sections/check-list";

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
  const t = useT();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {badge ? <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{badge}</p> : null}
        <h1 className="mt-4 max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</div>
        <div className="mt-8 flex flex-wrap gap-3">
          <BookLink service={book.service} brand={book.brand} machine={book.machine} locality={book.locality} size="lg">
            {book.label}
          </BookLink>
          <a href={telHref} className={buttonClass({ variant: "call", size: "lg" })}>
            {t("common.callPhone", { phone: business.phoneDisplay })}
          </a>
          {children}
        </div>
        {points?.length ? <CheckList items={points} className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700" /> : null}
      </div>
    </section>
  );
}
