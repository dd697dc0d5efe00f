import type { MetaFunction } from "@remix-run/node";
import { BookLink } from "~/components/booking/book-link";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { telHref } from "~/lib/contact-links";

export const meta: MetaFunction = () => [
  { title: "Washing Machine Repair Bangalore - Same-Day Service" },
  {
    name: "description",
    content: "Expert washing machine repair in Bengaluru for all brands: same-day visits, genuine parts, upfront pricing.",
  },
];

export default function Home() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            #1 Trusted Repair Service in Bangalore
          </p>
          <h1 className="mt-4 max-w-2xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Washing machine repair at your doorstep, today
          </h1>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
            <li>✓ Expert Technicians</li>
            <li>✓ 12 Months Warranty</li>
            <li>✓ Same-Day Service</li>
          </ul>
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
      </section>
    </main>
  );
}
