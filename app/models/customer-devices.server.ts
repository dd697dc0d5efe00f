// The customer's own phone and choices on their booking's page: the phones that turned "Notify me
// on this phone" on (web push, where WhatsApp is not set up), and the review request's consent.
// The messages themselves: app/models/customer-messages.server.ts.
import * as clock from "~/lib/time/clock.server";
import { db } from "~db/db.server";

export type CustomerPushSubscription = { endpoint: string; p256dh: string; auth: string };

/** "Notify me on this phone": the booking's messages reach this phone by push (the same phone again replaces its keys). */
export async function saveCustomerPushSubscription(bookingId: number, subscription: CustomerPushSubscription, now: Date = clock.now()): Promise<void> {
  const { endpoint, p256dh, auth } = subscription;
  await db
    .insertInto("customer_push_subscriptions")
    .values({ booking_id: bookingId, endpoint, p256dh, auth, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(["booking_id", "endpoint"]).doUpdateSet({ p256dh, auth }))
    .execute();
}

export async function removeCustomerPushSubscription(bookingId: number, endpoint: string): Promise<void> {
  await db.deleteFrom("customer_push_subscriptions").where("booking_id", "=", bookingId).where("endpoint", "=", endpoint).execute();
}

/** The phones a booking's push message goes to. */
export async function customerPushDevices(bookingId: number): Promise<({ id: number } & CustomerPushSubscription)[]> {
  return db.selectFrom("customer_push_subscriptions").select(["id", "endpoint", "p256dh", "auth"]).where("booking_id", "=", bookingId).execute();
}

/** A phone the push service says is gone. */
export async function removeCustomerPushDevice(id: number): Promise<void> {
  await db.deleteFrom("customer_push_subscriptions").where("id", "=", id).execute();
}

/** The box the customer ticks (never ticked for them) to be asked for a review after the job; recorded with its time, or withdrawn. */
export async function setReviewConsent(bookingId: number, consent: boolean, now: Date = clock.now()): Promise<void> {
  await db
    .updateTable("bookings")
    .set({ review_consent_at: consent ? now.toISOString() : null })
    .where("id", "=", bookingId)
    .execute();
}
