// Personal data with an end (India's DPDP Act, docs/privacy.md): erasure that really erases
// (secure_delete, the search index optimised and the WAL checkpointed), the daily retention job,
// and staff's views of a booking in the audit trail. What the customer reads and downloads:
// app/models/customer-data.server.ts.
import { type Kysely, sql } from "kysely";

import { env } from "~/env.server";
import { ERASED_NAME, ERASED_PHONE, ERASED_TEXT } from "~/lib/booking/erased";
import { newBookingToken } from "~/lib/booking/reference.server";
import * as clock from "~/lib/time/clock.server";
import { istDateString } from "~/lib/time/ist";
import { type Actor, recordAudit } from "~/models/audit.server";
import { CUSTOMER, recordStatus } from "~/models/booking-triage.server";
import { deleteImages } from "~/models/photo-cleanup.server";
import { eraseRatingComment } from "~/models/ratings.server";
import { forgetVisitPhotos } from "~/models/visit-photos.server";
import { db, transaction, withRawConnection } from "~db/db.server";
import type { Database } from "~db/schema";

/** An invoice of this much or more keeps the customer's name and address after an erasure (a B2C tax invoice of ₹50,000 or more must carry them). */
export const INVOICE_KEEPS_NAME_FROM_PAISE = 50_000_00;

/** Logs (the audit trail's client addresses, alert deliveries) are kept this long: more than the year the DPDP Rules ask. */
export const LOG_RETENTION_DAYS = 400;

const DAY_MS = 24 * 60 * 60 * 1000;

type ErasedBy = "customer" | "owner" | "retention";

/**
 * Cuts a booking's personal values (its name, phone in any of the ways it is written, address and
 * landmark) out of a text that is kept (an invoice's lines, a UPI transaction id), leaving the
 * erased marker in their place. JSON stays JSON: the values are replaced inside its strings.
 */
export function scrubber(values: { name: string; phone: string; address: string; landmark: string }): (text: string) => string {
  const national = values.phone.replace(/^\+91/, "").replace(/\D/g, "");
  const phones = national.length === 10 ? [`+91${national}`, `91${national}`, national, `${national.slice(0, 5)} ${national.slice(5)}`] : [values.phone];
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // The name whole, and each of its words of three letters or more (a first name alone is still the person's).
  const words = [...phones, values.address, values.landmark, values.name, ...values.name.split(/\s+/)]
    .map((value) => value.trim())
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length);
  if (!words.length) return (text) => text;
  const pattern = new RegExp(words.map(escape).join("|"), "gi");
  return (text) => text.replace(pattern, ERASED_TEXT);
}

/**
 * Replaces a booking's personal details with the erased marker, in one transaction: the name,
 * phone, address, landmark, PIN and problem; the notes; the reasons in its history; the name and
 * address on its invoices (unless the law keeps them: ₹50,000 or more); and drops its alerts not
 * yet sent. The invoice keeps its number, date and amounts. Returns false when it was erased
 * already. The caller records it in the audit trail (without the values) and then `forget()`s.
 */
async function erase(trx: Kysely<Database>, bookingId: number, by: ErasedBy, now: Date, photosGone: string[]): Promise<((text: string) => string) | null> {
  const before = await trx.selectFrom("bookings").select(["status", "name", "phone", "address", "landmark"]).where("id", "=", bookingId).executeTakeFirst();
  const erased = await trx
    .updateTable("bookings")
    // A view link staff shared stops working too.
    .set({
      name: ERASED_NAME,
      phone: ERASED_PHONE,
      address: "",
      landmark: "",
      pin: "",
      issue: "",
      // A business customer's name and billing address go too (a proprietor's are a person's); its
      // GSTIN stays, with the invoice the law keeps, so the bill's tax stays as issued.
      bill_customer_name: null,
      bill_customer_address: null,
      review_consent_at: null,
      view_token: newBookingToken(),
      erased_at: now.toISOString(),
      erased_by: by,
    })
    .where("id", "=", bookingId)
    .where("erased_at", "is", null)
    .executeTakeFirst();
  if (!erased.numUpdatedRows || !before) return null;
  const scrub = scrubber(before);
  await trx.updateTable("booking_notes").set({ body: ERASED_TEXT }).where("booking_id", "=", bookingId).execute();
  // Its photos and the customer's signature go: their rows now, their images once this is committed (forget).
  await forgetVisitPhotos(trx, bookingId, photosGone, now);
  // A status change is never edited by the site (its reason's type says so): erasure is the one exception.
  await sql`update booking_status_changes set reason = '' where booking_id = ${bookingId} and reason != ''`.execute(trx);
  // The audit trail's free text of this booking (reasons, notes); its detail names records and amounts only.
  await trx.updateTable("audit_log").set({ note: "" }).where("booking_id", "=", bookingId).where("note", "!=", "").execute();
  // The working bill's lines: an issued invoice keeps its own copy of them (below).
  await trx.updateTable("bill_items").set({ description: ERASED_TEXT }).where("booking_id", "=", bookingId).execute();
  // A payment keeps its method, amount and date; a UPI transaction id stays for the books (docs/privacy.md),
  // any other reference and every void reason is free text, and goes.
  const payments = await trx.selectFrom("payments").select(["id", "method", "reference"]).where("booking_id", "=", bookingId).execute();
  for (const payment of payments) {
    await trx
      .updateTable("payments")
      .set({
        reference: payment.method === "upi" && scrub(payment.reference) === payment.reference ? payment.reference : "",
        void_reason: "",
        // The payer's VPA (a gateway's payment) names them; why a UPI payment was typed is free text.
        payer_vpa: "",
        check_reason: "",
      })
      .where("id", "=", payment.id)
      .execute();
  }
  const plansOfBooking = trx.selectFrom("customer_plans").select("id").where("booking_id", "=", bookingId);
  await trx
    .updateTable("gateway_payments")
    .set({ vpa: "" })
    .where((eb) => eb.or([eb("booking_id", "=", bookingId), eb("customer_plan_id", "in", plansOfBooking)]))
    .execute();
  // A refund keeps its method, amount and date; its reference goes with the payments' (a bank transfer's may name the payer).
  await trx.updateTable("refunds").set({ reference: "" }).where("booking_id", "=", bookingId).execute();
  // An invoice keeps its number, date, amounts and lines (Rule 46 asks for the description of the
  // service); the customer's values are cut out of the lines and a cancellation's reason, and the
  // name and address go below the sum at which the law keeps them.
  const invoices = await trx.selectFrom("invoices").select(["id", "lines", "cancel_reason", "total_paise"]).where("booking_id", "=", bookingId).execute();
  for (const invoice of invoices) {
    await trx
      .updateTable("invoices")
      .set({
        lines: scrub(invoice.lines),
        cancel_reason: scrub(invoice.cancel_reason),
        ...(invoice.total_paise < INVOICE_KEEPS_NAME_FROM_PAISE ? { customer_name: ERASED_NAME, customer_address: "" } : {}),
      })
      .where("id", "=", invoice.id)
      .execute();
  }
  // The rating's comment goes (the customer's words); its stars stay for the technician's averages.
  await eraseRatingComment(trx, bookingId);
  // The booking's WhatsApp messages go (their words carry the name and the link).
  await trx.deleteFrom("customer_messages").where("booking_id", "=", bookingId).execute();
  await trx.deleteFrom("customer_push_subscriptions").where("booking_id", "=", bookingId).execute();
  // A maintenance plan sold on it loses the phone and serial that tied it to the customer, and its
  // payment's reference (free text staff type, which can hold a name or a number).
  await trx.updateTable("customer_plans").set({ phone: ERASED_PHONE, serial: "", payment_reference: "" }).where("booking_id", "=", bookingId).execute();
  // This booking's replies only: another booking of the same number (perhaps another person's) keeps its own.
  await trx.deleteFrom("customer_replies").where("booking_id", "=", bookingId).execute();
  // The number's unattached replies and its STOP go only with its last booking: none is left to write about.
  if (!(await trx.selectFrom("bookings").select("id").where("phone", "=", before.phone).where("id", "!=", bookingId).executeTakeFirst())) {
    await trx.deleteFrom("customer_replies").where("phone", "=", before.phone).where("booking_id", "is", null).execute();
    await trx.deleteFrom("message_opt_outs").where("phone", "=", before.phone).execute();
  }
  // A credit note keeps its number, date and amounts; the customer's values are cut out of its reason.
  const credits = await trx
    .selectFrom("credit_notes")
    .innerJoin("invoices", "invoices.id", "credit_notes.invoice_id")
    .select(["credit_notes.id", "credit_notes.reason"])
    .where("invoices.booking_id", "=", bookingId)
    .execute();
  for (const credit of credits)
    await trx
      .updateTable("credit_notes")
      .set({ reason: scrub(credit.reason) })
      .where("id", "=", credit.id)
      .execute();
  await trx
    .deleteFrom("alert_deliveries")
    .where("state", "!=", "sent")
    .where("alert_id", "in", (eb) => eb.selectFrom("alerts").select("id").where("booking_id", "=", bookingId))
    .execute();
  // A visit still to come cannot be made without a name, phone or address: it is cancelled.
  if (before.status === "pending" || before.status === "confirmed")
    await recordStatus(trx, bookingId, before.status, "cancelled", CUSTOMER, "Personal data erased at the customer's request");
  return scrub;
}

/**
 * After an erasure, what was overwritten must leave the files too: the erased photos' images leave
 * the photo store (folder or bucket), the search index drops the old
 * entries (an FTS5 'optimize' merges its segments), secure_delete zeroes the freed space, and a
 * TRUNCATE checkpoint copies the WAL into the database and empties it.
 */
async function forget(photosGone: readonly string[]): Promise<void> {
  await deleteImages(photosGone);
  await sql`insert into bookings_search(bookings_search) values ('optimize')`.execute(db);
  await withRawConnection(async (connection) => {
    connection.pragma("wal_checkpoint(TRUNCATE)");
  });
}

/** The customer erases their booking from its page (the token is the key). Undefined for an unknown token. */
export async function eraseByCustomer(token: string, actor: Actor, now: Date = clock.now()): Promise<"erased" | "already" | undefined> {
  const photosGone: string[] = [];
  const outcome = await transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["id", "reference"]).where("token", "=", token).executeTakeFirst();
    if (!booking) return undefined;
    if (!(await erase(trx, booking.id, "customer", now, photosGone))) return "already";
    await recordAudit(
      actor,
      { action: "booking-erased", detail: `Booking ${booking.reference}: erased at the customer's request, on the booking's page`, bookingId: booking.id },
      trx,
      now,
    );
    return "erased";
  });
  if (outcome === "erased") await forget(photosGone);
  return outcome;
}

/** An owner erases a booking on a person's request by phone or e-mail, saying so. */
export async function eraseByOwner(bookingId: number, reason: string, actor: Actor, now: Date = clock.now()): Promise<"erased" | "already" | "not-found"> {
  const photosGone: string[] = [];
  const outcome = await transaction(async (trx) => {
    const booking = await trx.selectFrom("bookings").select(["reference"]).where("id", "=", bookingId).executeTakeFirst();
    if (!booking) return "not-found" as const;
    const scrub = await erase(trx, bookingId, "owner", now, photosGone);
    if (!scrub) return "already" as const;
    // Why, as the owner wrote it (the request's proof), without the person's own values.
    await recordAudit(
      actor,
      { action: "booking-erased", detail: `Booking ${booking.reference}: erased at the customer's request`, note: scrub(reason), bookingId },
      trx,
      now,
    );
    return "erased" as const;
  });
  if (outcome === "erased") await forget(photosGone);
  return outcome;
}

export type RetentionRun = { ranAt: string; bookingsAnonymised: number; rateLimitsDeleted: number; auditAddressesCleared: number; alertLogsDeleted: number };

/**
 * The daily retention job (app/jobs/ runs it once a day): anonymises the bookings completed or
 * cancelled more than RETENTION_MONTHS ago, deletes rate-limit rows past their window, and
 * blanks the client address and device of audit entries and deletes alert deliveries older than
 * LOG_RETENTION_DAYS. Its run is recorded for the owner. Null when it ran less than a day ago.
 */
export async function runRetention(now: Date = clock.now()): Promise<RetentionRun | null> {
  const last = await db.selectFrom("retention_runs").select("ran_at").orderBy("id", "desc").limit(1).executeTakeFirst();
  if (last && now.getTime() - new Date(last.ran_at).getTime() < DAY_MS) return null;
  const months = env().RETENTION_MONTHS;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const logCutoff = new Date(now.getTime() - LOG_RETENTION_DAYS * DAY_MS).toISOString();
  const photosGone: string[] = [];
  const run = await transaction(async (trx) => {
    // Closed bookings whose last status change (completed or cancelled) is older than the cutoff.
    const closed = await trx
      .selectFrom("bookings")
      .select("id")
      .where("erased_at", "is", null)
      .where("status", "in", ["completed", "cancelled"])
      .where(
        (eb) =>
          eb
            .selectFrom("booking_status_changes")
            .select((inner) => inner.fn.max("changed_at").as("at"))
            .whereRef("booking_id", "=", "bookings.id"),
        "<",
        cutoff.toISOString(),
      )
      // A booking a maintenance plan was sold on is kept while the plan (or its renewal) runs: its phone ties the plan to the customer.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("customer_plans")
              .select("customer_plans.id")
              .whereRef("customer_plans.booking_id", "=", "bookings.id")
              .where("customer_plans.status", "!=", "cancelled")
              .where((plan) => plan.or([plan("customer_plans.ends_on", "is", null), plan("customer_plans.ends_on", ">=", istDateString(now))])),
          ),
        ),
      )
      .execute();
    for (const { id } of closed) await erase(trx, id, "retention", now, photosGone);
    const rateLimits = await trx.deleteFrom("rate_limits").where("expire", "is not", null).where("expire", "<", now.getTime()).executeTakeFirst();
    const audit = await trx
      .updateTable("audit_log")
      .set({ client_address: null, device: "" })
      .where("created_at", "<", logCutoff)
      .where((eb) => eb.or([eb("client_address", "is not", null), eb("device", "!=", "")]))
      .executeTakeFirst();
    const deliveries = await trx.deleteFrom("alert_deliveries").where("created_at", "<", logCutoff).executeTakeFirst();
    const result: RetentionRun = {
      ranAt: now.toISOString(),
      bookingsAnonymised: closed.length,
      rateLimitsDeleted: Number(rateLimits.numDeletedRows),
      auditAddressesCleared: Number(audit.numUpdatedRows),
      alertLogsDeleted: Number(deliveries.numDeletedRows),
    };
    await trx
      .insertInto("retention_runs")
      .values({
        ran_at: result.ranAt,
        bookings_anonymised: result.bookingsAnonymised,
        rate_limits_deleted: result.rateLimitsDeleted,
        audit_addresses_cleared: result.auditAddressesCleared,
        alert_logs_deleted: result.alertLogsDeleted,
      })
      .execute();
    return result;
  });
  if (run.bookingsAnonymised > 0) await forget(photosGone);
  return run;
}

/** The retention job's last run, for the owner. */
export async function lastRetentionRun(): Promise<RetentionRun | null> {
  const row = await db.selectFrom("retention_runs").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
  return row
    ? {
        ranAt: row.ran_at,
        bookingsAnonymised: row.bookings_anonymised,
        rateLimitsDeleted: row.rate_limits_deleted,
        auditAddressesCleared: row.audit_addresses_cleared,
        alertLogsDeleted: row.alert_logs_deleted,
      }
    : null;
}

/** The staff views of a booking's personal data waiting to be written (the staff-views job writes them within seconds). */
const views: { actor: Actor; bookingId: number; reference: string; at: Date }[] = [];

/**
 * Notes that an office or technician account opened a booking's personal data, for the audit
 * trail, so a breach report can say whose data was seen by whom. A page's GET never writes (read
 * replicas stay possible): the view is queued here and the staff-views job's next run records it.
 */
export function noteBookingView(actor: Actor, booking: { id: number; reference: string }, now: Date = clock.now()): void {
  views.push({ actor, bookingId: booking.id, reference: booking.reference, at: now });
}

/** Writes the queued views to the audit trail; returns how many. */
export async function recordBookingViews(): Promise<number> {
  const batch = views.splice(0, views.length);
  if (batch.length === 0) return 0;
  await transaction(async (trx) => {
    for (const view of batch)
      await recordAudit(view.actor, { action: "booking-viewed", detail: `Booking ${view.reference}`, bookingId: view.bookingId }, trx, view.at);
  });
  return batch.length;
}

/** How long the backups keep a copy (Litestream's retention, litestream.yml: 168h); the notice and the booking page say it. */
export const BACKUP_RETENTION_DAYS = 7;
