import type { Review } from "~/content/reviews";

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.name}>
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Stars rating={review.rating} />
            <p className="mt-1 text-sm font-semibold text-brand-700">{review.service}</p>
            <blockquote className="mt-3 flex-1 text-slate-700">“{review.text}”</blockquote>
            <figcaption className="mt-4 flex items-center gap-3">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
                {review.name.charAt(0)}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{review.name}</span>
                <span className="block text-sm text-slate-600">{review.locality}</span>
              </span>
              {review.verified ? (
                <span className="ml-auto flex items-center gap-1 text-xs font-semibold text-emerald-800">
                  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="#047857">
                    <path d="M12 2l2.4 2.1 3.2-.4.9 3.1 2.9 1.5-1.2 3 1.2 3-2.9 1.5-.9 3.1-3.2-.4L12 22l-2.4-2.1-3.2.4-.9-3.1-2.9-1.5 1.2-3-1.2-3 2.9-1.5.9-3.1 3.2.4z" />
                    <path d="M8 12l3 3 5-6" stroke="#fff" strokeWidth="2" fill="none" />
                  </svg>
                  Verified
                </span>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill={index < rating ? "currentColor" : "#e2e8f0"}>
          <path d="M12 2l3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z" />
        </svg>
      ))}
    </span>
  );
}
