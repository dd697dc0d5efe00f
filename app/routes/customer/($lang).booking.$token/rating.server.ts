// The rating section's data for the customer's page of a booking (loader.server.ts): the rating
// given, if any, whether it may still change and until when, and the business's review page.
import { env } from "~/env.server";
import { LANGUAGES, type Locale } from "~/lib/i18n/locales";
import { RATING_CHANGE_DAYS, ratingChangeable } from "~/lib/ratings/rating";
import * as clock from "~/lib/time/clock.server";
import { formatIstDateTime } from "~/lib/time/ist";
import { bookingRating } from "~/models/ratings.server";

export async function ratingOnPage(bookingId: number, locale: Locale) {
  const rating = await bookingRating(bookingId);
  const changeable = !rating || ratingChangeable(rating.ratedAt, clock.now());
  return {
    given: rating ? { stars: rating.stars, comment: rating.comment } : null,
    changeable,
    // When it stops changing, as the customer reads dates.
    until:
      rating && changeable
        ? formatIstDateTime(new Date(Date.parse(rating.ratedAt) + RATING_CHANGE_DAYS * 24 * 60 * 60 * 1000).toISOString(), LANGUAGES[locale].tag)
        : null,
    // The same link and words after every rating, whatever its stars.
    review: env().GOOGLE_REVIEW_URL ?? null,
  };
}
