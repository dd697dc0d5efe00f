// The customer's WhatsApp messages: an outbox row written in the transaction of the change that
// causes it (one per booking and kind: a change made twice never sends twice), claimed with a lease
// and recorded by the outbox (app/outbox/, its customer_messages queue) for the customer-messages
// job (app/jobs/customer-messages.server.ts), its delivery status moved only forward by the Cloud
// API's webhook. The customer's replies, STOP and the
// booking's own switch: app/models/customer-replies.server.ts.
import type { Kysely } from "kysely";
import { sql } from "kysely";

import { env } from "~/env.server";
import { rupees } from "~/lib/billing/bill";
import { firstName, visitText } from "~/lib/booking/customer-text";
import { DEFAULT_ARRIVAL_MINUTES } from "~/lib/booking/visit-steps";
import { LANGUAGES, type Locale, localePath } from "~/lib/i18n/locales";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { done, type Outcome, type RefusalCode, refused, storedRefusal } from "~/lib/outcome";
import * as clock from "~/lib/time/clock.server";
import { addDays, formatIstTime, istDateString, istInstant, istMinutesOfDay } from "~/lib/time/ist";
import { ANSWER_WINDOW_MS, SENT_A_DAY_LATER, TEMPLATE_LANGUAGE, type TemplateKind, TEMPLATES } from "~/messages/whatsapp";
import { whatsappConfig } from "~/messages/whatsapp-config.server";
import { type Actor, recordAudit } from "~/models/audit.server";
import { messageKindOn, messageSettings } from "~/models/business-settings.server";
import { bookingSilence } from "~/models/customer-replies.server";
import { vapidKeys } from "~/outbox/channels/push.server";
import { claimDue, recordAttempt } from "~/outbox/outbox.server";
import { CUSTOMER_MESSAGES } from "~/outbox/queues";
import { db, transaction } from "~db/db.server";
import type { Database } from "~db/schema";

type MessageState = "queued" | "sent" | "delivered" | "read" | "failed" | "stopped";

/** A status only ever moves forward: "read" after "delivered" after "sent"; one arriving late is ignored. */
const ORDER: Record<MessageState, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4, stopped: 4 };

/** How a message of a booking reaches the customer now: WhatsApp when the business has it set up, else their phone's push when they turned it on. */
async function channelFor(trx: Kysely<Database>, bookingId: number): Promise<"whatsapp" | "push" | null> {
  if (whatsappConfig(env()).on) return "whatsapp";
  if (!(await vapidKeys(trx)).on) return null;
  const device = await trx.selectFrom("customer_push_subscriptions").select("id").where("booking_id", "=", bookingId).executeTakeFirst();
  return device ? "push" : null;
}

export type QueueOptions = {
  now?: Date;
  /** The amount due, in paise (work done). */
  due?: number;
  /** The technician's estimate, in minutes from now (on my way). */
  arrivalMinutes?: number;
  /** What makes this message another one of its kind (a move's new day and slot, a reminder). */
  occasion?: string;
  /** How much later than its kind's own time it goes (a reminder), in milliseconds. */
  delayMs?: number;
  /** Parameters of its own (a maintenance plan's name, date and page), given the booking's language. */
  extra?: (locale: Locale) => Record<string, string>;
};

/**
 * Queues the message of this kind about a booking, in the caller's transaction, when a channel
 * reaches the customer (WhatsApp, or push on their phone), the owner has the kind on, and the
 * booking is one (not a blocked number's, not erased). Its words are written now, in the
 * booking's language: what was true when it happened. The review request waits a day after
 * payment, and goes only to a customer who ticked the box for it.
 */
export async function queueCustomerMessage(
  trx: Kysely<Database>,
  bookingId: number,
  kind: TemplateKind,
  { now = clock.now(), due, arrivalMinutes, occasion = "", delayMs = 0, extra }: QueueOptions = {},
): Promise<boolean> {
  const channel = await channelFor(trx, bookingId);
  if (!channel || !(await messageKindOn(kind, trx))) return false;
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
      "bookings.review_consent_at",
      "time_slots.label as slotLabel",
      "technicians.name as technician",
    ])
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  if (!booking || booking.blocked || booking.erased_at) return false;
  const review = env().GOOGLE_REVIEW_URL;
  if (kind === "review-request" && !(booking.review_consent_at && review)) return false;
  const t = serverTranslator(booking.language);
  const tag = LANGUAGES[booking.language].tag;
  const page = `${env().SITE_URL}${localePath(booking.language, `/booking/${booking.token}`)}`;
  const values: Record<string, string> = {
    name: firstName(booking.name),
    reference: booking.reference,
    visit: visitText(t, booking.visit_date, booking.slotLabel),
    link: page,
    invoice: `${env().SITE_URL}${localePath(booking.language, `/booking/${booking.token}/receipt`)}`,
    due: rupees(due ?? 0, tag),
    technician: booking.technician ? firstName(booking.technician) : t("staff.ourTechnician"),
    arrival: formatIstTime(new Date(now.getTime() + (arrivalMinutes ?? DEFAULT_ARRIVAL_MINUTES) * 60_000).toISOString(), tag),
    review: review ?? "",
    ...extra?.(booking.language),
  };
  const template = TEMPLATES[kind];
  const parameters = template.parameters.map((name) => values[name] ?? "");
  // On the phone's own notifications: a title and a line in the booking's language; tapping it opens the booking (or the review page).
  const push =
    channel === "push"
      ? JSON.stringify({
          title: t("customerPush.title", { reference: booking.reference }),
          body: t(`customerPush.${kind}`, values),
          url: kind === "review-request" ? values.review : kind === "paid" ? values.invoice : (values.planLink ?? page),
          tag: `booking-${booking.reference}`,
        })
      : null;
  const sendAt = new Date(now.getTime() + (SENT_A_DAY_LATER.has(kind) ? A_DAY_MS : 0) + delayMs);
  const result = await trx
    .insertInto("customer_messages")
    .values({
      booking_id: bookingId,
      kind,
      occasion,
      channel,
      template: template.name,
      language: TEMPLATE_LANGUAGE[booking.language],
      parameters: JSON.stringify(parameters),
      body: push,
      next_attempt_at: sendAt.toISOString(),
      // Its retries count from when it is due (a review request: the day after).
      created_at: sendAt.toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The review request goes a day after payment, the rating request a day after completion. */
const A_DAY_MS = 24 * 60 * 60 * 1000;

/** When the customer last wrote to the business on WhatsApp about this booking: staff may answer in their own words for 24 hours after. */
async function answerWindowEnds(bookingId: number, trx: Kysely<Database> = db): Promise<Date | null> {
  const last = await trx
    .selectFrom("customer_replies")
    .select((eb) => eb.fn.max("received_at").as("at"))
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return last?.at ? new Date(new Date(last.at).getTime() + ANSWER_WINDOW_MS) : null;
}

/** Done: queued now, or again (the same submission: nothing twice); refused: the window is closed, the customer said STOP or switched messages off, or WhatsApp is not set up. */
export type AnswerOutcome = Outcome<"queued" | "again">;

/**
 * A staff member's answer to the customer in their own words, within WhatsApp's 24-hour window
 * after the customer's last message: queued once per submission, sent by the job like every message.
 */
export async function queueStaffAnswer(bookingId: number, text: string, submissionId: string, actor: Actor, now: Date = clock.now()): Promise<AnswerOutcome> {
  if (!whatsappConfig(env()).on) return refused("answerOff", { field: "text" });
  return transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference", "phone", "language"]).where("id", "=", bookingId).executeTakeFirstOrThrow();
    const ends = await answerWindowEnds(bookingId, trx);
    if (!ends || ends <= now) return refused("answerClosed", { field: "text" });
    const silence = await bookingSilence(bookingId, trx);
    if (silence.numberStopped || silence.bookingOff) return refused("answerStopped", { field: "text" });
    const result = await trx
      .insertInto("customer_messages")
      .values({
        booking_id: bookingId,
        kind: "answer",
        occasion: submissionId,
        template: "",
        language: TEMPLATE_LANGUAGE[booking.language],
        parameters: "[]",
        body: text,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (!Number(result.numInsertedOrUpdatedRows ?? 0)) return done("again" as const);
    await recordAudit(actor, { action: "customer-answered", detail: `Booking ${booking.reference}`, bookingId, note: text }, trx, now);
    return done("queued" as const);
  });
}

export type ClaimedMessage = {
  id: number;
  bookingId: number;
  kind: string;
  channel: "whatsapp" | "push";
  /** A staff answer's words, or a push notification's JSON; null for a WhatsApp template. */
  body: string | null;
  phone: string;
  template: string;
  language: string;
  parameters: string[];
  attempts: number;
  createdAt: string;
  lease: string;
};

/** Claims the messages due now, each for `leaseMs` (a crash mid-send makes it due again), at most `limit` (the outbox's claim). */
export async function claimDueMessages(now: Date, leaseMs: number, limit: number): Promise<ClaimedMessage[]> {
  const rows = await claimDue(CUSTOMER_MESSAGES, now, leaseMs, limit);
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
    kind: row.kind,
    channel: row.channel,
    body: row.body,
    phone: phones.get(row.booking_id) ?? "",
    template: row.template,
    language: row.language,
    parameters: JSON.parse(row.parameters) as string[],
    attempts: row.attempts,
    createdAt: row.created_at,
    lease: row.lease_token ?? "",
  }));
}

/**
 * Why a message claimed for sending is no longer to be sent, if so: the owner turned its kind off
 * since it was queued, the customer unticked the review request's box during its day of waiting, or
 * rated the visit a rating request asks about.
 */
export async function noLongerWanted(message: Pick<ClaimedMessage, "kind" | "bookingId">): Promise<RefusalCode | null> {
  if (message.kind === "answer") return null;
  if (!(await messageKindOn(message.kind as TemplateKind))) return "messagesTurnedOff";
  if (message.kind === "rating-request")
    return (await db.selectFrom("ratings").select("booking_id").where("booking_id", "=", message.bookingId).executeTakeFirst()) ? "alreadyRated" : null;
  if (message.kind !== "review-request") return null;
  const booking = await db.selectFrom("bookings").select("review_consent_at").where("id", "=", message.bookingId).executeTakeFirst();
  return booking?.review_consent_at ? null : "reviewConsentWithdrawn";
}

/** Records what came of a claimed message, by its own claim only (an older, expired one changes nothing): the outbox's record. */
export async function recordMessageOutcome(
  message: Pick<ClaimedMessage, "id" | "lease">,
  outcome: { state: "sent"; waMessageId: string | null } | { state: "failed" | "stopped"; error: string } | { state: "queued"; error: string; retryAt: Date },
  now: Date = clock.now(),
): Promise<void> {
  await recordAttempt(
    CUSTOMER_MESSAGES,
    message,
    outcome.state === "sent"
      ? { state: "sent", providerId: outcome.waMessageId }
      : outcome.state === "queued"
        ? { state: "retry", error: outcome.error, retryAt: outcome.retryAt }
        : outcome,
    now,
  );
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
    .set({ state: status, status_at: at.toISOString(), ...(status === "failed" ? { last_error: error || storedRefusal("messageUndelivered") } : {}) })
    .where("id", "=", row.id)
    .where("state", "=", row.state)
    .execute();
  return true;
}

/**
 * The evening-before reminders, from the owner's hour on (Settings → Notifications, 6 pm in
 * Bengaluru by default): one for each open booking whose visit is tomorrow, once per visit day (a
 * visit moved to another day is reminded of again). Answers how many were queued.
 */
export async function queueVisitReminders(now: Date = clock.now()): Promise<number> {
  if (istMinutesOfDay(now) < (await messageSettings()).reminderHour * 60) return 0;
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
            eb
              .selectFrom("customer_messages")
              .select("id")
              .whereRef("customer_messages.booking_id", "=", "bookings.id")
              .where("kind", "=", "reminder")
              .where("occasion", "=", tomorrow),
          ),
        ),
      )
      .execute();
    let queued = 0;
    for (const { id } of due) if (await queueCustomerMessage(trx, id, "reminder", { now, occasion: tomorrow })) queued += 1;
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
    .where("channel", "=", "whatsapp")
    .where("sent_at", ">=", start)
    .where("sent_at", "<", end)
    .groupBy(["month", "kind"])
    .orderBy("month")
    .orderBy("kind")
    .execute();
  const rate = env().WHATSAPP_PAISE_PER_MESSAGE;
  return rows.map((row) => ({ month: row.month, kind: row.kind, count: Number(row.count), costPaise: Number(row.count) * rate }));
}

export type BookingMessage = {
  id: number;
  kind: string;
  channel: "whatsapp" | "push";
  state: MessageState;
  at: string;
  error: string | null;
  /** A staff answer's own words (a template's are never shown: they carry the customer's link). */
  answer: string | null;
};
export type BookingReply = { id: number; text: string; at: string };

/** A booking's messages to the customer (kind, channel and status) and the customer's replies; whether staff may answer now, and until when. */
export async function bookingMessages(
  bookingId: number,
  now: Date = clock.now(),
): Promise<{
  messages: BookingMessage[];
  replies: BookingReply[];
  numberStopped: boolean;
  bookingOff: boolean;
  answerUntil: string | null;
  pushDevices: number;
}> {
  const [messages, replies, silence, ends, devices] = await Promise.all([
    db
      .selectFrom("customer_messages")
      .select(["id", "kind", "channel", "body", "state", "created_at", "status_at", "last_error"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute(),
    db.selectFrom("customer_replies").select(["id", "text", "received_at"]).where("booking_id", "=", bookingId).orderBy("id").execute(),
    bookingSilence(bookingId),
    answerWindowEnds(bookingId),
    db
      .selectFrom("customer_push_subscriptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("booking_id", "=", bookingId)
      .executeTakeFirst(),
  ]);
  const optedOut = silence.numberStopped || silence.bookingOff;
  return {
    messages: messages.map((row) => ({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      state: row.state,
      at: row.status_at ?? row.created_at,
      error: row.last_error,
      answer: row.kind === "answer" ? row.body : null,
    })),
    replies: replies.map((row) => ({ id: row.id, text: row.text, at: row.received_at })),
    numberStopped: silence.numberStopped,
    bookingOff: silence.bookingOff,
    answerUntil: whatsappConfig(env()).on && !optedOut && ends && ends > now ? ends.toISOString() : null,
    pushDevices: Number(devices?.n ?? 0),
  };
}
