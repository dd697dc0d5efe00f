// What the customer says back, and who may silence whom (docs/decisions/0018-identity-by-proof.md).
// A message that arrives from a number on WhatsApp is the number's own word (the platform verified
// it): STOP silences the number, and only a START from the number undoes it. A switch on a
// booking's page is the word of whoever holds that booking's link: it silences that booking only.
// A reply is kept once, by its id, on the booking of the message it answers (the Cloud API's
// `context.id`); without one, on the number's one open booking; with several (or none) to choose
// from, the desk attaches it after reading it. Never to a blocked or held booking by a guess.
import type { Kysely } from "kysely";

import { done, type Outcome, type RefusalCode, refused } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { START_WORDS, STOP_WORDS } from "~/messages/whatsapp";
import { type Actor, recordAudit } from "~/models/audit.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

/** Whether this number said STOP on WhatsApp (and has not said START since). */
export async function isNumberStopped(phone: string, trx: Kysely<Database> = db): Promise<boolean> {
  return Boolean(await trx.selectFrom("message_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst());
}

export type Silence = { numberStopped: boolean; bookingOff: boolean };

/** Why this booking's messages are not to be sent, if they are not: its number said STOP, or its customer switched them off on its page. */
export async function bookingSilence(bookingId: number, trx: Kysely<Database> = db): Promise<Silence> {
  const booking = await trx.selectFrom("bookings").select(["phone", "messages_off_at"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking) return { numberStopped: false, bookingOff: false };
  return { numberStopped: await isNumberStopped(booking.phone, trx), bookingOff: booking.messages_off_at !== null };
}

/** The reason a claimed message to this booking is not sent (its code), or null to send it. */
export async function silencedBecause(bookingId: number): Promise<RefusalCode | null> {
  const silence = await bookingSilence(bookingId);
  if (silence.numberStopped) return "customerSaidStop";
  if (silence.bookingOff) return "customerMessagesOff";
  return null;
}

/** The customer's switch on their booking's page: this booking's messages off, or on again. Never the number's STOP. */
export async function setBookingMessages(bookingId: number, on: boolean, now: Date = clock.now()): Promise<void> {
  await db
    .updateTable("bookings")
    .set({ messages_off_at: on ? null : now.toISOString() })
    .where("id", "=", bookingId)
    .execute();
}

export type Inbound = { kind: "stop" | "start" | "reply" | "again"; bookingId: number | null };

/** The booking a reply is about: the one of the message it answers, else the number's only candidate; null for the desk to choose. */
async function bookingOfReply(trx: Kysely<Database>, phone: string, contextId: string | undefined): Promise<number | null> {
  if (contextId) {
    const answered = await trx
      .selectFrom("customer_messages")
      .innerJoin("bookings", "bookings.id", "customer_messages.booking_id")
      .select("bookings.id")
      .where("customer_messages.wa_message_id", "=", contextId)
      .where("bookings.phone", "=", phone)
      .where("bookings.erased_at", "is", null)
      .executeTakeFirst();
    if (answered) return answered.id;
  }
  const candidates = trx
    .selectFrom("bookings")
    .select("id")
    .where("phone", "=", phone)
    .where("erased_at", "is", null)
    .where("blocked", "=", 0)
    .where("held", "=", 0)
    .limit(2);
  const open = await candidates.where("status", "in", ["pending", "confirmed"]).where("visit_date", "is not", null).execute();
  if (open.length) return open.length === 1 ? open[0]!.id : null;
  const any = await candidates.execute();
  return any.length === 1 ? any[0]!.id : null;
}

/**
 * A customer's message to the business from their number: kept once (by its id) on the booking it
 * answers; STOP opts the number out, START (from the number only) in again. Answers what it was.
 */
export async function recordInboundMessage(
  phone: string,
  waMessageId: string,
  text: string,
  { contextId, now = clock.now() }: { contextId?: string; now?: Date } = {},
): Promise<Inbound> {
  return transaction(async (trx) => {
    const bookingId = await bookingOfReply(trx, phone, contextId);
    const kept = await trx
      .insertInto("customer_replies")
      .values({ booking_id: bookingId, phone, text: text.slice(0, 2000), wa_message_id: waMessageId, received_at: now.toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (!Number(kept.numInsertedOrUpdatedRows ?? 0)) return { kind: "again", bookingId };
    const word = text.trim().toUpperCase();
    if (START_WORDS.has(word)) {
      await trx.deleteFrom("message_opt_outs").where("phone", "=", phone).execute();
      return { kind: "start", bookingId };
    }
    if (!STOP_WORDS.has(word)) return { kind: "reply", bookingId };
    await trx
      .insertInto("message_opt_outs")
      .values({ phone, opted_out_at: now.toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return { kind: "stop", bookingId };
  });
}

export type WaitingReply = { id: number; text: string; at: string };

/** Replies from this booking's number that no booking holds yet, for the desk to attach: only on a booking a reply could be about. */
export async function repliesToAttach(bookingId: number): Promise<WaitingReply[]> {
  const booking = await db.selectFrom("bookings").select(["phone", "blocked", "held", "erased_at"]).where("id", "=", bookingId).executeTakeFirst();
  if (!booking || booking.erased_at || booking.blocked || booking.held) return [];
  const rows = await db
    .selectFrom("customer_replies")
    .select(["id", "text", "received_at"])
    .where("phone", "=", booking.phone)
    .where("booking_id", "is", null)
    .orderBy("id")
    .execute();
  // STOP and START are the number's word about every booking of it, not a reply to attach.
  const command = (text: string) => STOP_WORDS.has(text.trim().toUpperCase()) || START_WORDS.has(text.trim().toUpperCase());
  return rows.filter((row) => !command(row.text)).map((row) => ({ id: row.id, text: row.text, at: row.received_at }));
}

/** The desk attaches a waiting reply to this booking after reading it (audited); a reply already held by a booking (or of another number) stays where it is: refused. */
export async function attachReply(replyId: number, bookingId: number, actor: Actor, now: Date = clock.now()): Promise<Outcome> {
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "phone", "erased_at"]).where("id", "=", bookingId).executeTakeFirst();
    if (!booking || booking.erased_at) return refused("replyTaken");
    const updated = await trx
      .updateTable("customer_replies")
      .set({ booking_id: bookingId })
      .where("id", "=", replyId)
      .where("booking_id", "is", null)
      .where("phone", "=", booking.phone)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows)) return refused("replyTaken");
    await recordAudit(actor, { action: "reply-attached", detail: `Booking ${booking.reference}: a WhatsApp reply attached`, bookingId }, trx, now);
    return done();
  });
}
