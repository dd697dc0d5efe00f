// The customer's rating of a completed visit (one per booking, changeable for a week, then kept),
// asked for by a message a day after the visit was completed; a low rating or a comment alerts the
// office, which calls back and records what it did. The comment is the customer's words, for staff
// only: the audit trail names the stars, never the words, and erasing the booking blanks them.
import type { Kysely } from "kysely";

import { done, type Outcome, refused } from "~/lib/outcome";
import { type Followup, isFollowup, needsCallback, ratingChangeable } from "~/lib/ratings/rating";
import * as clock from "~/lib/time/clock.server";
import { queueAlert } from "~/models/alerts.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { queueCustomerMessage } from "~/models/customer-messages.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

/** The reminder goes this long after the first ask (each is sent a day after it is queued, like the review request). */
const REMINDER_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export type Rating = {
  stars: number;
  comment: string;
  ratedAt: string;
  changedAt: string;
  technicianId: number | null;
  /** The office is to call back (1-2 stars or a comment). */
  callback: boolean;
  followup: Followup | null;
  followupAt: string | null;
  followupBy: string | null;
};

/** A booking's rating, if the customer gave one. */
export async function bookingRating(bookingId: number, trx: Kysely<Database> = db): Promise<Rating | null> {
  const row = await trx.selectFrom("ratings").selectAll().where("booking_id", "=", bookingId).executeTakeFirst();
  if (!row) return null;
  return {
    stars: row.stars,
    comment: row.comment,
    ratedAt: row.rated_at,
    changedAt: row.changed_at,
    technicianId: row.technician_id,
    callback: row.callback === 1,
    followup: isFollowup(row.followup) ? row.followup : null,
    followupAt: row.followup_at,
    followupBy: row.followup_by,
  };
}

/**
 * Asks the customer to rate the visit, in the transaction that completes it: once a day after
 * completion, and one reminder three days after that, each skipped at send time once rated
 * (noLongerWanted in customer-messages.server.ts) and never to a number that said STOP (the
 * channel and consent rules of queueCustomerMessage).
 */
export async function queueRatingRequests(trx: Kysely<Database>, bookingId: number, now: Date = clock.now()): Promise<void> {
  await queueCustomerMessage(trx, bookingId, "rating-request", { now });
  await queueCustomerMessage(trx, bookingId, "rating-request", { now, occasion: "reminder", delayMs: REMINDER_AFTER_MS });
}

/**
 * The customer rates a completed visit from its page, or changes the rating within its week; the
 * technician it rates is the visit's. A rating that newly needs a call back (1-2 stars or a
 * comment) alerts the office, in the same transaction.
 */
export async function rateVisit(
  bookingId: number,
  rating: { stars: number; comment?: string },
  actor: Actor,
  now: Date = clock.now(),
): Promise<Outcome<"rated" | "changed">> {
  const comment = rating.comment?.trim() ?? "";
  const at = now.toISOString();
  return transaction(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select(["reference", "status", "technician_id", "erased_at"])
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!booking || booking.erased_at) return refused("erased");
    if (booking.status !== "completed") return refused("notRatable");
    const before = await bookingRating(bookingId, trx);
    if (before && !ratingChangeable(before.ratedAt, now)) return refused("ratingKept");
    const callback = needsCallback(rating.stars, comment);
    // A call back already recorded stands unless the new rating asks for one again.
    const keepFollowup = before?.followup && callback && before.callback;
    const values = {
      stars: rating.stars,
      comment,
      changed_at: at,
      callback: callback ? (1 as const) : (0 as const),
      followup: keepFollowup ? before.followup : null,
      followup_at: keepFollowup ? before.followupAt : null,
      followup_by: keepFollowup ? before.followupBy : null,
    };
    if (before) await trx.updateTable("ratings").set(values).where("booking_id", "=", bookingId).execute();
    else
      await trx
        .insertInto("ratings")
        .values({ booking_id: bookingId, technician_id: booking.technician_id, rated_at: at, ...values })
        .execute();
    if (callback && !before?.callback) await queueAlert(trx, { kind: "rating", bookingId }, now);
    await recordAudit(
      actor,
      { action: "visit-rated", detail: `Booking ${booking.reference}: ${rating.stars} of 5${comment ? ", with a comment" : ""}`, bookingId },
      trx,
      now,
    );
    return done(before ? ("changed" as const) : ("rated" as const));
  });
}

/** The office records what it did about a rating it was to call back about (recorded again: the latest stands; the audit trail keeps each). */
export async function recordRatingFollowup(bookingId: number, followup: Followup, actor: Actor, now: Date = clock.now()): Promise<Outcome> {
  return transaction(async (trx) => {
    const row = await trx
      .selectFrom("ratings")
      .innerJoin("bookings", "bookings.id", "ratings.booking_id")
      .select(["bookings.reference", "ratings.callback"])
      .where("ratings.booking_id", "=", bookingId)
      .executeTakeFirst();
    if (!row?.callback) return refused("noCallback");
    await trx.updateTable("ratings").set({ followup, followup_at: now.toISOString(), followup_by: actor.email }).where("booking_id", "=", bookingId).execute();
    await recordAudit(actor, { action: "rating-followed-up", detail: `Booking ${row.reference}: ${followup}`, bookingId }, trx, now);
    return done();
  });
}

export type RatingToCallBack = { bookingId: number; reference: string; customer: string; stars: number; ratedAt: string; commented: boolean };

/** The ratings the office is still to call back about (their booking not erased), the oldest first. */
export async function ratingsToCallBack(): Promise<RatingToCallBack[]> {
  const rows = await db
    .selectFrom("ratings")
    .innerJoin("bookings", "bookings.id", "ratings.booking_id")
    .select([
      "ratings.booking_id as bookingId",
      "bookings.reference",
      "bookings.name as customer",
      "ratings.stars",
      "ratings.changed_at as ratedAt",
      "ratings.comment",
    ])
    .where("ratings.callback", "=", 1)
    .where("ratings.followup", "is", null)
    .where("bookings.erased_at", "is", null)
    .orderBy("ratings.changed_at")
    .execute();
  return rows.map(({ comment, ...row }) => ({ ...row, commented: comment !== "" }));
}

/** Erasing a booking: the customer's words go, the stars stay for the technician's averages. In the erasure's transaction. */
export async function eraseRatingComment(trx: Kysely<Database>, bookingId: number): Promise<void> {
  await trx.updateTable("ratings").set({ comment: "" }).where("booking_id", "=", bookingId).execute();
}
