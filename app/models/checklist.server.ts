// The owner's checklist: items a technician ticks on the job screen (per service, or for every
// visit), in English, Kannada and Hindi, some required before Work done; each tick kept once a
// visit with who and when (its label as it read then).
import type { Kysely } from "kysely";

import type { Locale } from "~/lib/i18n/locales";
import { done } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import type { AddResult } from "~/models/settings.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

export type ChecklistItem = { id: number; service: string; label: string; label_kn: string; label_hi: string; required: 0 | 1 };

export async function listChecklistItems(): Promise<ChecklistItem[]> {
  return db.selectFrom("checklist_items").select(["id", "service", "label", "label_kn", "label_hi", "required"]).orderBy("service").orderBy("id").execute();
}

export async function addChecklistItem(
  item: { service: string; label: string; labelKn: string; labelHi: string; required: boolean },
  trx: Kysely<Database> = db,
  now: Date = clock.now(),
): Promise<AddResult> {
  const row = await trx
    .insertInto("checklist_items")
    .values({
      service: item.service,
      label: item.label.trim(),
      label_kn: item.labelKn.trim(),
      label_hi: item.labelHi.trim(),
      required: item.required ? 1 : 0,
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return done(row.id);
}

export async function deleteChecklistItem(id: number, trx: Kysely<Database> = db): Promise<string | null> {
  return (await trx.deleteFrom("checklist_items").where("id", "=", id).returning("label").executeTakeFirst())?.label ?? null;
}

/** An item as the job screen shows it: in the reader's language (English when not written in it), ticked by whom and when. */
export type VisitCheck = { id: number; label: string; required: boolean; tickedBy: string | null; tickedAt: string | null };

const labelIn = (item: Pick<ChecklistItem, "label" | "label_kn" | "label_hi">, locale: Locale) =>
  (locale === "kn" ? item.label_kn : locale === "hi" ? item.label_hi : "") || item.label;

/** The checklist of a visit: its service's items and those for every visit, with their ticks. */
export async function visitChecklist(booking: { id: number; service: string }, locale: Locale): Promise<VisitCheck[]> {
  const [items, ticks] = await Promise.all([
    db
      .selectFrom("checklist_items")
      .select(["id", "label", "label_kn", "label_hi", "required"])
      .where("service", "in", ["", booking.service])
      .orderBy("id")
      .execute(),
    db.selectFrom("checklist_ticks").select(["item_id", "admin_email", "ticked_at"]).where("booking_id", "=", booking.id).execute(),
  ]);
  const tickOf = new Map(ticks.map((tick) => [tick.item_id, tick]));
  return items.map((item) => ({
    id: item.id,
    label: labelIn(item, locale),
    required: item.required === 1,
    tickedBy: tickOf.get(item.id)?.admin_email ?? null,
    tickedAt: tickOf.get(item.id)?.ticked_at ?? null,
  }));
}

/** The required items not ticked yet, in the reader's language: Work done waits for them. */
export async function missingChecks(booking: { id: number; service: string }, locale: Locale): Promise<string[]> {
  return (await visitChecklist(booking, locale)).filter((check) => check.required && !check.tickedAt).map((check) => check.label);
}

/**
 * Ticks the items of the visit's checklist the form sends, once each (an item ticked before keeps
 * who and when); the ones not sent stay as they are. Answers how many were newly ticked.
 */
export async function tickChecklist(
  booking: { id: number; service: string; reference: string },
  itemIds: readonly number[],
  actor: Actor,
  now: Date = clock.now(),
): Promise<number> {
  return transaction(async (trx) => {
    const items = itemIds.length
      ? await trx.selectFrom("checklist_items").select(["id", "label"]).where("id", "in", itemIds).where("service", "in", ["", booking.service]).execute()
      : [];
    let ticked = 0;
    for (const item of items) {
      const row = await trx
        .insertInto("checklist_ticks")
        .values({
          booking_id: booking.id,
          item_id: item.id,
          label: item.label,
          admin_id: actor.adminId,
          admin_email: actor.email,
          ticked_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(["booking_id", "item_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (row) ticked += 1;
    }
    if (ticked)
      await recordAudit(
        actor,
        { action: "checklist-ticked", detail: `Booking ${booking.reference}: ${items.map((item) => item.label).join(", ")}`, bookingId: booking.id },
        trx,
        now,
      );
    return ticked;
  });
}
