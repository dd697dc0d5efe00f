// The customer's WhatsApp messages (issue 42): an outbox row written in the transaction of the
// change that causes it (one per booking and kind: a change made twice never sends twice), claimed
// with a lease by the customer-messages job (app/jobs/customer-messages.server.ts), its delivery
// status moved only forward by the Cloud API's webhook; the customer's replies attached to their
// latest booking; STOP recorded, after which nothing more is sent to that number.
import type { Kysely } from "kysely";
import { sql } from "kysely";

import { env } from "~/env.server";
import { rupees } from "~/lib/billing/bill";
import { firstName, visitText } from "~/lib/booking/customer-text";
import { LANGUAGES, localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import * as clock from "~/lib/time/clock.server";
import { addDays, istDateString, istInstant, istMinutesOfDay } from "~/lib/time/ist";
import { type MessageKind, STOP_WORDS, TEMPLATE_LANGUAGE, TEMPLATES } from "~/messages/whatsapp";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

type MessageState = "queued" | "sent" | "delivered" | "read" | "failed" | "stopped";

/** A status only ever moves forward: "read" after "delivered" after "sent"; one arriving late is ignored. */
const ORDER: Record<MessageState, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4, stopped: 4 };

/**
 * Queues the message of this kind about a booking, in the caller's transaction, when the WhatsApp
 * channel is on and the booking is one (not a blocked number's, not erased). Its parameters are
 * written now, in the booking's language: what was true when it happened.
 */
export async function queueCustomerMessage(
  trx: Kysely<Database>,
  bookingId: number,
  kind: MessageKind,
  { now = clock.now(), due }: { now?: Date; due?: number } = {},
): Promise<boolean> {
  if (!whatsappConfig(env()).on) return false;
  const booking = await trx
    .selectFrom("bookings")
    .leftJoin("technicians", "technicians.id", "bookings.technician_id")
    .leftJoin("time_slots", "time_slots.value", "bookings.time_slot")
    .select([
      "bookings.name",
      "bookings.reference",
      "bookings.token",
      "bookings.language",
      "bookings.visit_date",
      "bookings.blocked",
      "bookings.erased_at",
      "time_slots.label as slotLabel",
      "technicians.name as technician",
    ])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  if (!booking || booking.blocked || booking.erased_at) return false;
  const t = serverTranslator(booking.language);
  const values: Record<string, string> = {
    name: firstName(booking.name),
    reference: booking.reference,
    visit: visitText(t, booking.visit_date, booking.slotLabel),
    link: `${env().SITE_URL}${localePath(booking.language, `/booking/${booking.token}`)}`,
    invoice: `${env().SITE_URL}${localePath(booking.language, `/booking/${booking.token}/receipt`)}`,
    due: rupees(due ?? 0, LANGUAGES[booking.language].tag),
    technician: booking.technician ? firstName(booking.technician) : t("staff.ourTechnician"),
  };
  const template = TEMPLATES[kind];
  const result = await trx
    .insertInto("customer_messages")
    .values({
      booking_id: bookingId,
      kind,
      template: template.name,
      language: TEMPLATE_LANGUAGE[booking.language],
      parameters: JSON.stringify(template.parameters.map((name) => values[name] ?? "")),
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type ClaimedMessage = {
  id: number;
  bookingId: number;
  phone: string;
  template: string;
  language: string;
  parameters: string[];
  attempts: number;
  createdAt: string;
  lease: string;
};

/** Claims the messages due now, each for `leaseMs` (a crash mid-send makes it due again), at most `limit`. */
export async function claimDueMessages(now: Date, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
  const lease = crypto.randomUUID();
  const rows = await db
    .updateTable("customer_messages")
    .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString(), lease_token: lease, attempts: sql<number>`attempts + 1` })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("customer_messages")
        .select("id")
        .where("state", "=", "queued")
        .where("next_attempt_at", "<=", now.toISOString())
        .orderBy("next_attempt_at")
        .limit(limit),
    )
    .returning(["id", "booking_id", "template", "language", "parameters", "attempts", "created_at"])
    .execute();
  if (!rows.length) return [];
  const phones = new Map(
    (
      await db
        .selectFrom("bookings")
        .select(["id", "phone"])
        .where(
          "id",
          "in",
          rows.map((row) => row.booking_id),
        )
        .execute()
    ).map((row) => [row.id, row.phone]),
  );
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.booking_id,
    phone: phones.get(row.booking_id) ?? "",
    template: row.template,
    language: row.language,
    parameters: JSON.parse(row.parameters) as string[],
    attempts: row.attempts,
    createdAt: row.created_at,
    lease,
  }));
}

/** Whether the number of this booking said STOP (or its customer switched the messages off). */
export async function isBookingOptedOut(bookingId: number): Promise<boolean> {
  const phone = (await db.selectFrom("bookings").select("phone").where("id", "=", bookingId).executeTakeFirst())?.phone;
  return phone ? isOptedOut(phone) : false;
}

/** Whether this number said STOP. */
export async function isOptedOut(phone: string): Promise<boolean> {
  return Boolean(await db.selectFrom("message_opt_outs").select("phone").where("phone", "=", phone).executeTakeFirst());
}

/** The customer's own switch on their booking's page: no more messages to its number, or again. */
export async function setBookingOptedOut(bookingId: number, optedOut: boolean, now: Date = clock.now()): Promise<void> {
  const phone = (await db.selectFrom("bookings").select("phone").where("id", "=", bookingId).executeTakeFirst())?.phone;
  if (!phone) return;
  if (optedOut)
    await db
      .insertInto("message_opt_outs")
      .values({ phone, opted_out_at: now.toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  else await db.deleteFrom("message_opt_outs").where("phone", "=", phone).execute();
}

/** Records what came of a claimed message, by its own claim only (an older, expired one changes nothing). */
export async function recordMessageOutcome(
  message: Pick<ClaimedMessage, "id" | "lease">,
  outcome: { state: "sent"; waMessageId: string } | { state: "failed" | "stopped"; error: string } | { state: "queued"; error: string; retryAt: Date },
  now: Date = clock.now(),
): Promise<void> {
  const at = now.toISOString();
  const set =
    outcome.state === "sent"
      ? { state: "sent" as const, wa_message_id: outcome.waMessageId, sent_at: at, status_at: at, last_error: null, lease_token: null }
      : outcome.state === "queued"
        ? { state: "queued" as const, last_error: outcome.error, next_attempt_at: outcome.retryAt.toISOString(), lease_token: null }
        : { state: outcome.state, last_error: outcome.error, status_at: at, lease_token: null };
  await db
    .updateTable("customer_messages")
    .set(set)
    .where("id", "=", message.id)
    .where("lease_token", "=", message.lease)
    .where("state", "=", "queued")
    .execute();
}

/**
 * A delivery status from the webhook, applied once and only forward: a "delivered" after "read"
 * (statuses arrive out of order) changes nothing; "failed" keeps its reason.
 */
export async function applyMessageStatus(waMessageId: string, status: string, at: Date, error = ""): Promise<boolean> {
  if (!(status === "sent" || status === "delivered" || status === "read" || status === "failed")) return false;
  const row = await db.selectFrom("customer_messages").select(["id", "state"]).where("wa_message_id", "=", waMessageId).executeTakeFirst();
  if (!row || ORDER[status] <= ORDER[row.state] || row.state === "failed") return false;
  await db
    .updateTable("customer_messages")
    .set({ state: status, status_at: at.toISOString(), ...(status === "failed" ? { last_error: error || "The message could not be delivered" } : {}) })
    .where("id", "=", row.id)
    .where("state", "=", row.state)
    .execute();
  return true;
}

/**
 * A customer's message to the business: kept once (by its id), attached to the latest booking of
 * that number; STOP (in any of the three languages) opts the number out. Answers what it was.
 */
export async function recordInboundMessage(
  phone: string,
  waMessageId: string,
  text: string,
  now: Date = clock.now(),
): Promise<{ kind: "stop" | "reply" | "again"; bookingId: number | null }> {
  return transaction(async (trx) => {
    const booking = await trx
      .selectFrom("bookings")
      .select("id")
      .where("phone", "=", phone)
      .where("erased_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    const kept = await trx
      .insertInto("customer_replies")
      .values({ booking_id: booking?.id ?? null, phone, text: text.slice(0, 2000), wa_message_id: waMessageId, received_at: now.toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    const bookingId = booking?.id ?? null;
    if (!Number(kept.numInsertedOrUpdatedRows ?? 0)) return { kind: "again", bookingId };
    if (!STOP_WORDS.has(text.trim().toUpperCase())) return { kind: "reply", bookingId };
    await trx
      .insertInto("message_opt_outs")
      .values({ phone, opted_out_at: now.toISOString() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return { kind: "stop", bookingId };
  });
}

/**
 * The evening-before reminders, from the owner's hour on (WHATSAPP_REMINDER_HOUR, in Bengaluru):
 * one for each open booking whose visit is tomorrow, once. Answers how many were queued.
 */
export async function queueVisitReminders(now: Date = clock.now()): Promise<number> {
  if (!whatsappConfig(env()).on) return 0;
  if (istMinutesOfDay(now) < env().WHATSAPP_REMINDER_HOUR * 60) return 0;
  const tomorrow = addDays(istDateString(now), 1);
  return transaction(async (trx) => {
    const due = await trx
      .selectFrom("bookings")
      .select("id")
      .where("visit_date", "=", tomorrow)
      .where("status", "in", ["pending", "confirmed"])
      .where("blocked", "=", 0)
      .where("erased_at", "is", null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("customer_messages").select("id").whereRef("customer_messages.booking_id", "=", "bookings.id").where("kind", "=", "reminder"),
          ),
        ),
      )
      .execute();
    let queued = 0;
    for (const { id } of due) if (await queueCustomerMessage(trx, id, "reminder", { now })) queued += 1;
    return queued;
  });
}

/** The messages sent (accepted by WhatsApp) in a range of days in Bengaluru, by month and kind, with their estimated cost at the owner's rate. */
export async function messagesSent(range: { from: string; to: string }): Promise<{ month: string; kind: string; count: number; costPaise: number }[]> {
  const start = istInstant(range.from, "00:00").toISOString();
  const end = istInstant(addDays(range.to, 1), "00:00").toISOString();
  const rows = await db
    .selectFrom("customer_messages")
    .select([sql<string>`strftime('%Y-%m', sent_at, '+330 minutes')`.as("month"), "kind", (eb) => eb.fn.countAll<number>().as("count")])
    .where("sent_at", ">=", start)
    .where("sent_at", "<", end)
    .groupBy(["month", "kind"])
    .orderBy("month")
    .orderBy("kind")
    .execute();
  const rate = env().WHATSAPP_PAISE_PER_MESSAGE;
  return rows.map((row) => ({ month: row.month, kind: row.kind, count: Number(row.count), costPaise: Number(row.count) * rate }));
}

export type BookingMessage = { id: number; kind: string; state: MessageState; at: string; error: string | null };
export type BookingReply = { id: number; text: string; at: string };

/** A booking's messages to the customer (kind and status, never their words: they hold the customer's link) and the customer's replies. */
export async function bookingMessages(bookingId: number): Promise<{ messages: BookingMessage[]; replies: BookingReply[]; optedOut: boolean }> {
  const [messages, replies, booking] = await Promise.all([
    db
      .selectFrom("customer_messages")
      .select(["id", "kind", "state", "created_at", "status_at", "last_error"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute(),
    db.selectFrom("customer_replies").select(["id", "text", "received_at"]).where("booking_id", "=", bookingId).orderBy("id").execute(),
    db.selectFrom("bookings").select("phone").where("id", "=", bookingId).executeTakeFirst(),
  ]);
  return {
    messages: messages.map((row) => ({ id: row.id, kind: row.kind, state: row.state, at: row.status_at ?? row.created_at, error: row.last_error })),
    replies: replies.map((row) => ({ id: row.id, text: row.text, at: row.received_at })),
    optedOut: booking ? await isOptedOut(booking.phone) : false,
  };
}
