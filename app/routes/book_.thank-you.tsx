import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { THANK_YOU_TITLE, ThankYouMessage } from "~/components/booking/thank-you";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo/meta";
import { business } from "~/content/business";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: THANK_YOU_TITLE,
    description: `Your washing machine repair booking has been received. Our technician calls you ${business.callbackWithin}.`,
    path: "/book/thank-you",
    noindex: true,
  });

export default function ThankYouPage() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{THANK_YOU_TITLE}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 p-5 shadow-sm">
        <ThankYouMessage />
      </div>
      <Link to="/" className={buttonClass({ variant: "outline", className: "mt-6" })}>
        Return to Home
      </Link>
    </main>
  );
}
