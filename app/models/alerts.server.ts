// Booking alerts: the alerts and their deliveries (the outbox's alert queue: claimed, leased and
// recorded by app/outbox/), and the devices that turned push on. Every query of the alert feature
// lives here; what sends is app/alerts/delivery.server.ts, run by the alert-delivery job (app/jobs/).
import type { Kysely } from "kysely";

import { env } from "~/env.server";
import { can, ROLES } from "~/lib/auth/capabilities";
import type { Locale } from "~/lib/i18n/locales";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { vapidKeys } from "~/outbox/channels/push.server";
import { emailConfig, emailTarget, webhookConfig, webhookTarget } from "~/outbox/config.server";
import { claimDue } from "~/outbox/outbox.server";
import { ALERT_DELIVERIES } from "~/outbox/queues";
import { db, transaction } from "~db/db.server";
import type { AlertChannel, AlertDelivery, AlertKind, Booking, Database, DeliveryState, PushSubscriptionRow } from "~db/schema";

export type { AlertDelivery, PushSubscriptionRow };

// ---- Push subscriptions ----

export type NewPushSubscription = { endpoint: string; p256dh: string; auth: string; adminId: number; label: string };

/** Turns push on for a device; the same device subscribing again replaces its keys. Recorded in the audit trail. */
export async function savePushSubscription(subscription: NewPushSubscription, actor: Actor, now: Date = clock.now()): Promise<void> {
  const { endpoint, p256dh, auth, adminId, label } = subscription;
  await transaction(async (trx) => {
    await trx
      .insertInto("push_subscriptions")
      .values({ endpoint, p256dh, auth, admin_id: adminId, label, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("endpoint").doUpdateSet({ p256dh, auth, admin_id: adminId, label }))
      .execute();
    await recordAudit(actor, { action: "push-turned-on", detail: label }, trx, now);
  });
}

/** Turns push off for the device with this endpoint; false when it was not on. Recorded in the audit trail. */
export async function removePushSubscription(endpoint: string, actor: Actor): Promise<boolean> {
  return transaction(async (trx) => {
    const removed = await trx.deleteFrom("push_subscriptions").where("endpoint", "=", endpoint).returning("label").executeTakeFirst();
    if (removed) await recordAudit(actor, { action: "push-turned-off", detail: removed.label }, trx);
    return Boolean(removed);
  });
}

/**
 * Removes a device by id: a lost phone, removed by staff (recorded in the audit trail with `actor`),
 * or a device the push service says is gone (the worker, no actor).
 */
export async function removePushSubscriptionById(id: number, actor?: Actor): Promise<boolean> {
  return transaction(async (trx) => {
    const removed = await trx.deleteFrom("push_subscriptions").where("id", "=", id).returning("label").executeTakeFirst();
    if (removed && actor) await recordAudit(actor, { action: "push-device-removed", detail: removed.label }, trx);
    return Boolean(removed);
  });
}

export type PushDevice = Pick<PushSubscriptionRow, "id" | "endpoint" | "label" | "created_at">;

/** Newest first. */
export async function listPushDevices(): Promise<PushDevice[]> {
  return db.selectFrom("push_subscriptions").select(["id", "endpoint", "label", "created_at"]).orderBy("id", "desc").execute();
}

export async function getPushSubscription(id: number): Promise<PushSubscriptionRow | undefined> {
  return db.selectFrom("push_subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

// ---- The outbox ----

/**
 * Writes an alert and one delivery per channel configured now (one per device for push), or
 * nothing when no channel is on (a rating's alert: the alert alone), in the caller's transaction: the booking and its alerts are stored together or not at all. Reads the
 * configuration without throwing, so a channel set up wrong never fails the booking. Returns
 * the number of deliveries written (0 when no channel is on).
 */
export async function queueAlert(trx: Kysely<Database>, alert: { kind: AlertKind; bookingId: number | null }, now: Date = clock.now()): Promise<number> {
  const at = now.toISOString();
  if (alert.bookingId !== null && CUSTOMER_CHANGES.includes(alert.kind) && (await joinedWaitingChange(trx, alert.bookingId, alert.kind))) return 0;
  const deliveries: { channel: AlertChannel; target: string; push_subscription_id: number | null }[] = [];
  const email = emailConfig(env());
  if (email.on) deliveries.push({ channel: "email", target: emailTarget(email.config), push_subscription_id: null });
  const webhook = webhookConfig(env());
  if (webhook.on) deliveries.push({ channel: "webhook", target: webhookTarget(webhook.config), push_subscription_id: null });
  if ((await vapidKeys(trx)).on) {
    // The desk's alerts reach the devices of the accounts that read them (a technician's phone hears only of his own visits).
    const desk = ROLES.filter((role) => can(role, "alerts.read"));
    const devices = await trx
      .selectFrom("push_subscriptions")
      .leftJoin("admins", "admins.id", "push_subscriptions.admin_id")
      .select(["push_subscriptions.id", "push_subscriptions.label"])
      .where((eb) => eb.or([eb("push_subscriptions.admin_id", "is", null), eb("admins.role", "in", desk)]))
      .orderBy("push_subscriptions.id")
      .execute();
    for (const device of devices) deliveries.push({ channel: "push", target: device.label, push_subscription_id: device.id });
  }
  // A rating to call back about is kept as an alert even with no channel on: the day board shows it to the office.
  if (deliveries.length === 0 && alert.kind !== "rating") return 0;
  const { id: alertId } = await trx
    .insertInto("alerts")
    .values({ kind: alert.kind, booking_id: alert.bookingId, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (deliveries.length)
    await trx
      .insertInto("alert_deliveries")
      .values(deliveries.map((delivery) => ({ ...delivery, alert_id: alertId, next_attempt_at: at, created_at: at })))
      .execute();
  return deliveries.length;
}

/**
 * Tells one technician a visit was given to him ("assigned") or taken from him ("unassigned"):
 * an alert for him alone, pushed to the devices of his own accounts (none: nothing is queued, he
 * sees it on his day). In the caller's transaction, with the assignment. Returns the deliveries written.
 */
export async function queueTechnicianAlert(
  trx: Kysely<Database>,
  alert: { kind: "assigned" | "unassigned"; bookingId: number; technicianId: number },
  now: Date = clock.now(),
): Promise<number> {
  if (!(await vapidKeys(trx)).on) return 0;
  const devices = await trx
    .selectFrom("push_subscriptions")
    .innerJoin("admins", "admins.id", "push_subscriptions.admin_id")
    .select(["push_subscriptions.id", "push_subscriptions.label"])
    .where("admins.technician_id", "=", alert.technicianId)
    .orderBy("push_subscriptions.id")
    .execute();
  if (devices.length === 0) return 0;
  const at = now.toISOString();
  const { id: alertId } = await trx
    .insertInto("alerts")
    .values({ kind: alert.kind, booking_id: alert.bookingId, technician_id: alert.technicianId, created_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("alert_deliveries")
    .values(
      devices.map((device) => ({
        alert_id: alertId,
        channel: "push" as const,
        target: device.label,
        push_subscription_id: device.id,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
  return devices.length;
}

/** The alerts of a customer's own change on the booking's page. */
const CUSTOMER_CHANGES: readonly AlertKind[] = ["cancelled", "rescheduled"];

/**
 * Coalescing: a customer's change while an alert of an earlier change of theirs to the same
 * booking has not been tried on any channel yet becomes that alert (its kind the latest change's;
 * the content is read from the booking when it is sent), so a customer moving a visit back and
 * forth sends staff one alert, not one each.
 */
async function joinedWaitingChange(trx: Kysely<Database>, bookingId: number, kind: AlertKind): Promise<boolean> {
  const waiting = await trx
    .selectFrom("alerts")
    .select("id")
    .where("booking_id", "=", bookingId)
    .where("kind", "in", CUSTOMER_CHANGES)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("alert_deliveries").select("id").whereRef("alert_id", "=", "alerts.id").where("attempts", ">", 0))))
    .where((eb) => eb.exists(eb.selectFrom("alert_deliveries").select("id").whereRef("alert_id", "=", "alerts.id")))
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!waiting) return false;
  await trx.updateTable("alerts").set({ kind }).where("id", "=", waiting.id).execute();
  return true;
}

/** A test alert to every channel configured now, from Settings → Notifications; recorded in the audit trail. */
export async function queueTestAlert(actor: Actor, now: Date = clock.now()): Promise<number> {
  return transaction(async (trx) => {
    const queued = await queueAlert(trx, { kind: "test", bookingId: null }, now);
    await recordAudit(actor, { action: "test-alert-sent", detail: `${queued} destination${queued === 1 ? "" : "s"}` }, trx, now);
    return queued;
  });
}

/** Claims up to `limit` due deliveries for one pass, each for `leaseMs` and counted as an attempt (the outbox's claim, app/outbox/outbox.server.ts). */
export function claimDueDeliveries(now: Date, leaseMs: number, limit: number): Promise<AlertDelivery[]> {
  return claimDue(ALERT_DELIVERIES, now, leaseMs, limit);
}

/**
 * After a success: deliveries waiting to retry to the same destination are made due now: the mail
 * server (or receiver, or device) is back, so what queued up behind it goes at once.
 */
export async function bringForwardSameDestination(delivery: Pick<AlertDelivery, "channel" | "push_subscription_id">, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("alert_deliveries")
    .set({ next_attempt_at: at })
    .where("state", "=", "pending")
    .where("channel", "=", delivery.channel)
    .where((eb) =>
      delivery.push_subscription_id === null ? eb("push_subscription_id", "is", null) : eb("push_subscription_id", "=", delivery.push_subscription_id),
    )
    .where("lease_token", "is", null)
    .where("next_attempt_at", ">", at)
    .execute();
}

export type AlertSubject = {
  alert: { id: number; kind: AlertKind; created_at: string };
  /** Null for a test alert (or a booking since removed). */
  booking: (Booking & { slotLabel: string }) | null;
  /** The language a technician's alert ("assigned", "unassigned") speaks: his account's; null for the shop's alerts. */
  technicianLanguage: Locale | null;
};

/** What an alert is about, read when it is sent: the booking and its time slot's label. */
export async function getAlertSubject(alertId: number): Promise<AlertSubject | undefined> {
  const alert = await db.selectFrom("alerts").select(["id", "kind", "created_at", "booking_id", "technician_id"]).where("id", "=", alertId).executeTakeFirst();
  if (!alert) return undefined;
  const booking = alert.booking_id
    ? await db
        .selectFrom("bookings")
        .selectAll("bookings")
        .select((eb) =>
          eb.fn
            .coalesce(eb.selectFrom("time_slots").select("label").whereRef("time_slots.value", "=", "bookings.time_slot"), "bookings.time_slot")
            .as("slotLabel"),
        )
        .where("id", "=", alert.booking_id)
        .executeTakeFirst()
    : undefined;
  const technician =
    alert.technician_id === null
      ? undefined
      : await db.selectFrom("admins").select("language").where("technician_id", "=", alert.technician_id).orderBy("id").executeTakeFirst();
  return {
    alert: { id: alert.id, kind: alert.kind, created_at: alert.created_at },
    booking: booking ?? null,
    technicianLanguage: alert.technician_id === null ? null : (technician?.language ?? "en"),
  };
}

// ---- What the admin shows ----

export type LoggedDelivery = Pick<
  AlertDelivery,
  "id" | "alert_id" | "channel" | "target" | "state" | "attempts" | "next_attempt_at" | "last_error" | "sent_at" | "created_at"
> & { kind: AlertKind; booking_id: number | null; booking_name: string | null };

function selectLogged() {
  return db
    .selectFrom("alert_deliveries")
    .innerJoin("alerts", "alerts.id", "alert_deliveries.alert_id")
    .leftJoin("bookings", "bookings.id", "alerts.booking_id")
    .select([
      "alert_deliveries.id",
      "alert_deliveries.alert_id",
      "alert_deliveries.channel",
      "alert_deliveries.target",
      "alert_deliveries.state",
      "alert_deliveries.attempts",
      "alert_deliveries.next_attempt_at",
      "alert_deliveries.last_error",
      "alert_deliveries.sent_at",
      "alert_deliveries.created_at",
      "alerts.kind",
      "alerts.booking_id",
      "bookings.name as booking_name",
    ]);
}

/** The delivery log, newest first. */
export async function listDeliveries({ limit, offset }: { limit: number; offset: number }): Promise<LoggedDelivery[]> {
  return selectLogged().orderBy("alert_deliveries.id", "desc").limit(limit).offset(offset).execute();
}

export async function countDeliveries(): Promise<number> {
  const row = await db
    .selectFrom("alert_deliveries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A booking's alert deliveries, oldest first, for its page. */
export async function listBookingDeliveries(bookingId: number): Promise<LoggedDelivery[]> {
  return selectLogged().where("alerts.booking_id", "=", bookingId).orderBy("alert_deliveries.id").execute();
}

/** How long every alert of a booking may fail before the dashboard flags the booking. */
const UNALERTED_AFTER_MS = 10 * 60 * 1000;

export type UnalertedBooking = { id: number; name: string; locality: string; alerted_from: string };

/**
 * Pending bookings that nobody has been alerted of: they have alert deliveries, none of them
 * sent, and the first was written at least 10 minutes ago (failing, or still retrying).
 */
export async function listUnalertedBookings(now: Date = clock.now(), limit = 20): Promise<UnalertedBooking[]> {
  const cutoff = new Date(now.getTime() - UNALERTED_AFTER_MS).toISOString();
  return db
    .selectFrom("alerts")
    .innerJoin("bookings", "bookings.id", "alerts.booking_id")
    .select(["bookings.id", "bookings.name", "bookings.locality", "alerts.created_at as alerted_from"])
    .where("alerts.kind", "=", "booking")
    .where("alerts.created_at", "<=", cutoff)
    .where("bookings.status", "=", "pending")
    .where(({ exists, selectFrom }) => exists(selectFrom("alert_deliveries").select("id").whereRef("alert_deliveries.alert_id", "=", "alerts.id")))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("alert_deliveries")
            .select("id")
            .whereRef("alert_deliveries.alert_id", "=", "alerts.id")
            .where("alert_deliveries.state", "=", "sent" satisfies DeliveryState),
        ),
      ),
    )
    .orderBy("alerts.created_at", "desc")
    .limit(limit)
    .execute();
}
