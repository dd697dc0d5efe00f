// Everything held about a booking, for its customer to read on their page and download (India's
// DPDP Act, docs/privacy.md): no staff e-mail, no other booking. Erasure and retention:
// app/models/privacy.server.ts.
import type { MessageId } from "~/content/messages/en";
import { PAYMENT_METHODS, rupees } from "~/lib/billing/bill";
import { VISIT_STEP_LABELS } from "~/lib/booking/visit-steps";
import type { Translate } from "~/lib/i18n/i18n";
import { formatIstDate, formatIstTime } from "~/lib/time/ist";
import { listInvoices } from "~/models/invoices.server";
import { db } from "~db/db.server";

/** Everything held about a booking, as its customer downloads it (JSON): no staff e-mail, no other booking. */
export async function bookingData(bookingId: number) {
  const booking = await db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirstOrThrow();
  const [changes, notes, progress, items, payments, invoices, rating] = await Promise.all([
    db
      .selectFrom("booking_status_changes")
      .select(["old_status", "new_status", "changed_at", "reason", "admin_id"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute(),
    db.selectFrom("booking_notes").select(["body", "created_at", "admin_id"]).where("booking_id", "=", bookingId).orderBy("id").execute(),
    db.selectFrom("visit_progress").select(["step", "visit_date", "recorded_at"]).where("booking_id", "=", bookingId).orderBy("id").execute(),
    db.selectFrom("bill_items").select(["description", "quantity", "unit_paise"]).where("booking_id", "=", bookingId).orderBy("id").execute(),
    db
      .selectFrom("payments")
      .select(["method", "amount_paise", "reference", "recorded_at", "voided_at"])
      .where("booking_id", "=", bookingId)
      .orderBy("id")
      .execute(),
    listInvoices(bookingId),
    db.selectFrom("ratings").select(["stars", "comment", "rated_at", "changed_at"]).where("booking_id", "=", bookingId).executeTakeFirst(),
  ]);
  const by = (adminId: number | null) => (adminId === null ? "you" : "our staff");
  return {
    booking: {
      reference: booking.reference,
      createdAt: booking.created_at,
      name: booking.name,
      phone: booking.phone,
      locality: booking.locality,
      address: booking.address,
      landmark: booking.landmark,
      pin: booking.pin,
      service: booking.service,
      brand: booking.brand,
      problem: booking.issue,
      visitDate: booking.visit_date,
      timeSlot: booking.time_slot,
      status: booking.status,
      language: booking.language,
      erasedAt: booking.erased_at,
    },
    history: changes.map((change) => ({
      from: change.old_status,
      to: change.new_status,
      at: change.changed_at,
      reason: change.reason,
      by: by(change.admin_id),
    })),
    // An assignment note names the technician in full: the customer's page names him by his first name only.
    notes: notes.map((note) => ({
      text: note.body.startsWith("Assigned to ") ? "Technician assigned" : note.body,
      at: note.created_at,
      by: by(note.admin_id),
    })),
    visitProgress: progress.map((entry) => ({ step: entry.step, visitDate: entry.visit_date, at: entry.recorded_at })),
    bill: items.map((item) => ({ description: item.description, quantity: item.quantity, unitPaise: item.unit_paise })),
    payments: payments.map((payment) => ({
      method: PAYMENT_METHODS[payment.method],
      amountPaise: payment.amount_paise,
      reference: payment.reference,
      at: payment.recorded_at,
      voided: payment.voided_at !== null,
    })),
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      date: invoice.issuedAt,
      totalPaise: invoice.total,
      customerName: invoice.customerName,
      customerAddress: invoice.customerAddress,
      cancelled: invoice.cancelledAt !== null,
    })),
    // The visit's rating and its comment, as the customer gave them (read by our staff only).
    rating: rating ? { stars: rating.stars, comment: rating.comment, ratedAt: rating.rated_at, changedAt: rating.changed_at } : null,
  };
}

/** Everything held about a booking, in the customer's words, for their page (the download holds the same). */
export async function customerData(bookingId: number, t: Translate, tag: string) {
  const held = await bookingData(bookingId);
  const when = (iso: string) => `${formatIstDate(iso, tag)}, ${formatIstTime(iso, tag)}`;
  const { booking } = held;
  return {
    fields: [
      [t("customer.name"), booking.name],
      [t("customer.phone"), booking.phone],
      [t("customer.locality"), booking.locality],
      [t("customer.address"), [booking.address, booking.landmark, booking.pin].filter(Boolean).join(", ")],
      [t("customer.service"), t.text(booking.service)],
      [t("customer.brand"), t.text(booking.brand)],
      [t("customer.issue"), booking.problem],
    ].filter(([, value]) => value) as [string, string][],
    history: [
      ...held.history.map((change) => ({
        at: change.at,
        text: `${t(`customer.status.${change.to}` as MessageId)}${change.reason ? `: ${change.reason}` : ""}`,
      })),
      ...held.visitProgress.map((entry) => ({ at: entry.at, text: VISIT_STEP_LABELS[entry.step] })),
      ...held.payments
        .filter((payment) => !payment.voided)
        .map((payment) => ({ at: payment.at, text: `${payment.method} ${rupees(payment.amountPaise, tag)}` })),
      ...held.invoices.map((invoice) => ({ at: invoice.date, text: `${invoice.number}: ${rupees(invoice.totalPaise, tag)}` })),
      ...(held.rating
        ? [{ at: held.rating.changedAt, text: `${t("rating.yours", { stars: held.rating.stars })}${held.rating.comment ? `: ${held.rating.comment}` : ""}` }]
        : []),
    ]
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((entry) => `${when(entry.at)}: ${entry.text}`),
    notes: held.notes.map((note) => `${when(note.at)}: ${note.text}`),
  };
}
