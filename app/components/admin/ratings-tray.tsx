// The day board's "To call back" tray: the customers who gave a visit 1 or 2 stars or wrote a
// comment, until the office records on the booking what it did.
import { Link } from "react-router";

import { useT } from "~/lib/i18n/i18n";

export type RatingToCallBackView = { bookingId: number; reference: string; customer: string; stars: number; ratedAt: string; commented: boolean };

export function RatingsTray({ ratings }: { ratings: readonly RatingToCallBackView[] }) {
  const t = useT();
  if (!ratings.length) return null;
  return (
    <section aria-labelledby="call-back-heading" className="rounded-xl border border-red-300 bg-red-50 p-4">
      <h3 id="call-back-heading" className="font-semibold text-red-950">
        {t("ratings.toCallBack", { count: ratings.length })}
      </h3>
      <p className="mt-1 text-sm text-red-950">{t("ratings.toCallBackHint")}</p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {ratings.map((rating) => (
          <li key={rating.bookingId} className="space-y-1 rounded-lg border border-red-200 bg-white p-3 text-sm">
            <p>
              <Link to={`/admin/bookings/${rating.bookingId}#rating`} className="font-medium text-brand-700 underline underline-offset-2">
                <span className="font-mono">{rating.reference}</span>: {rating.customer}
              </Link>
            </p>
            <p className="font-semibold text-slate-900">
              {t("ratings.starsOf", { stars: rating.stars })}
              {rating.commented ? `, ${t("ratings.commented")}` : ""}
            </p>
            <p className="text-slate-600">{t("ratings.ratedOn", { date: rating.ratedAt })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
