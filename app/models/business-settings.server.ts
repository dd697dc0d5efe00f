// The owner's settings kept in the database (business_settings, by key), each read with its
// default when never set: which messages the customers are sent and when the evening-before
// reminder goes out (Settings → Notifications); after how many days a maintenance plan's visit not
// taken up is marked missed (Form Settings → Plans); how many visits "Any time" takes a day (Form
// Settings → Time Slots, as each slot has its own). Every change is audited in its transaction.
import type { Kysely } from "kysely";

import { DEFAULT_MISSED_AFTER_DAYS } from "~/lib/plans/plan";
import * as clock from "~/lib/time/clock.server";
import { type MessageKind, OWNER_SWITCHED_KINDS } from "~/messages/whatsapp";
import { type Actor, recordAudit } from "~/models/audit.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

export type MessageSettings = {
  /** The kinds the owner turned off (every kind is on until turned off). */
  off: MessageKind[];
  /** The hour (0-23, in Bengaluru) from which the evening-before reminders go out. */
  reminderHour: number;
};

const DEFAULT_REMINDER_HOUR = 18;

const KEYS = { off: "messages.off", reminderHour: "messages.reminder_hour" } as const;

export async function messageSettings(trx: Kysely<Database> = db): Promise<MessageSettings> {
  const rows = await trx.selectFrom("business_settings").select(["key", "value"]).where("key", "in", Object.values(KEYS)).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const off = JSON.parse(stored.get(KEYS.off) ?? "[]") as string[];
  const hour = Number(stored.get(KEYS.reminderHour) ?? DEFAULT_REMINDER_HOUR);
  return {
    off: OWNER_SWITCHED_KINDS.filter((kind) => off.includes(kind)),
    reminderHour: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_REMINDER_HOUR,
  };
}

/** Whether the owner lets messages of this kind go out (a staff answer is never switched off). */
export async function messageKindOn(kind: MessageKind, trx: Kysely<Database> = db): Promise<boolean> {
  return !(await messageSettings(trx)).off.includes(kind);
}

export async function saveMessageSettings(settings: MessageSettings, actor: Actor, now: Date = clock.now()): Promise<void> {
  await transaction(async (trx) => {
    const at = now.toISOString();
    const values = { [KEYS.off]: JSON.stringify(settings.off), [KEYS.reminderHour]: String(settings.reminderHour) };
    for (const [key, value] of Object.entries(values))
      await trx
        .insertInto("business_settings")
        .values({ key, value, updated_at: at })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: at }))
        .execute();
    const on = OWNER_SWITCHED_KINDS.filter((kind) => !settings.off.includes(kind));
    await recordAudit(
      actor,
      {
        action: "setting-changed",
        detail: `Customer messages: ${on.length ? on.join(", ") : "none"} on; reminder from ${settings.reminderHour}:00`,
      },
      trx,
      now,
    );
  });
}

const MISSED_AFTER_KEY = "plans.missed_after_days";

/** After how many days past its day a plan visit not taken up is marked missed (the owner's rule). */
export async function planMissedAfterDays(trx: Kysely<Database> = db): Promise<number> {
  const row = await trx.selectFrom("business_settings").select("value").where("key", "=", MISSED_AFTER_KEY).executeTakeFirst();
  const days = Number(row?.value ?? DEFAULT_MISSED_AFTER_DAYS);
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : DEFAULT_MISSED_AFTER_DAYS;
}

export async function savePlanMissedAfterDays(days: number, actor: Actor, now: Date = clock.now()): Promise<void> {
  await transaction(async (trx) => {
    const at = now.toISOString();
    await trx
      .insertInto("business_settings")
      .values({ key: MISSED_AFTER_KEY, value: String(days), updated_at: at })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: String(days), updated_at: at }))
      .execute();
    await recordAudit(actor, { action: "setting-changed", detail: `Plans: a visit not taken up is missed after ${days} days` }, trx, now);
  });
}

const ANY_TIME_CAPACITY_KEY = "slots.any_time_capacity";

/** How many open visits "Any time" (a booking with no slot, or one since removed) takes a day: null for no limit, the default. */
export async function anyTimeCapacity(trx: Kysely<Database> = db): Promise<number | null> {
  const row = await trx.selectFrom("business_settings").select("value").where("key", "=", ANY_TIME_CAPACITY_KEY).executeTakeFirst();
  const capacity = Number(row?.value);
  return Number.isInteger(capacity) && capacity >= 1 ? capacity : null;
}

export async function saveAnyTimeCapacity(capacity: number | null, actor: Actor, now: Date = clock.now()): Promise<void> {
  await transaction(async (trx) => {
    const at = now.toISOString();
    if (capacity === null) await trx.deleteFrom("business_settings").where("key", "=", ANY_TIME_CAPACITY_KEY).execute();
    else
      await trx
        .insertInto("business_settings")
        .values({ key: ANY_TIME_CAPACITY_KEY, value: String(capacity), updated_at: at })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: String(capacity), updated_at: at }))
        .execute();
    await recordAudit(actor, { action: "setting-changed", detail: `Time Slot: Any time, capacity ${capacity ?? "no limit"}` }, trx, now);
  });
}

const NOT_HOME_CHARGE_KEY = "visits.not_home_charge_item";

/** The price list's item a visit is charged when the customer is not at home (the owner's rule), or none (the default). */
export async function notHomeChargeItem(trx: Kysely<Database> = db) {
  const row = await trx.selectFrom("business_settings").select("value").where("key", "=", NOT_HOME_CHARGE_KEY).executeTakeFirst();
  if (!row) return null;
  return (await trx.selectFrom("price_items").selectAll().where("id", "=", Number(row.value)).executeTakeFirst()) ?? null;
}

/**
 * Makes the price item the charge when the customer is not at home, or, when it already is, no
 * charge at all (in the caller's transaction, which audits it): what the audit says, or null when
 * there is no such item.
 */
export async function toggleNotHomeCharge(itemId: number, trx: Kysely<Database>, now: Date = clock.now()): Promise<string | null> {
  const item = await trx.selectFrom("price_items").select("name").where("id", "=", itemId).executeTakeFirst();
  if (!item) return null;
  const current = await notHomeChargeItem(trx);
  if (current?.id === itemId) {
    await trx.deleteFrom("business_settings").where("key", "=", NOT_HOME_CHARGE_KEY).execute();
    return `${item.name} no longer charged when the customer is not at home`;
  }
  const at = now.toISOString();
  await trx
    .insertInto("business_settings")
    .values({ key: NOT_HOME_CHARGE_KEY, value: String(itemId), updated_at: at })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: String(itemId), updated_at: at }))
    .execute();
  return `${item.name} charged when the customer is not at home`;
}

const SIGNATURE_KEY = "visits.signature_required";

/** Whether Work done asks for the customer's signature (the owner's rule; off by default). */
export async function signatureRequired(trx: Kysely<Database> = db): Promise<boolean> {
  return (await trx.selectFrom("business_settings").select("value").where("key", "=", SIGNATURE_KEY).executeTakeFirst())?.value === "1";
}

export async function saveSignatureRequired(required: boolean, actor: Actor, now: Date = clock.now()): Promise<void> {
  await transaction(async (trx) => {
    const at = now.toISOString();
    await trx
      .insertInto("business_settings")
      .values({ key: SIGNATURE_KEY, value: required ? "1" : "0", updated_at: at })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: required ? "1" : "0", updated_at: at }))
      .execute();
    await recordAudit(actor, { action: "setting-changed", detail: `Work done ${required ? "asks" : "no longer asks"} for the customer's signature` }, trx, now);
  });
}
