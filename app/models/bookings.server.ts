import { sql } from "kysely";
import type { Booking, BookingStatus } from "../../db/schema";
import { db } from "~/db.server";
import { DEFAULT_BRAND } from "~/content/booking";
import { CONTACT_DEFAULT_SERVICE, CONTACT_LOCALITY } from "~/content/contact";
import type { BookingInput } from "~/lib/schemas/booking";
import type { ContactInput } from "~/lib/schemas/contact";
import { istDayBounds } from "~/lib/time";

export type { Booking, BookingStatus };

/**
 * Stores a booking request. A second submission with the same submission id (a double
 * click, a resubmitted POST) stores nothing more and returns the first booking's id.
 */
export async function createBooking(input: BookingInput): Promise<number> {
  const inserted = await db
    .insertInto("bookings")
    .values({
      submission_id: input.submissionId,
      name: input.name,
      phone: input.phone,
      locality: input.locality,
      service: input.service,
      brand: input.brand,
      issue: input.issue ?? "",
      time_slot: input.timeSlot ?? "",
    })
    .onConflict((oc) => oc.column("submission_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom("bookings")
    .select("id")
    .where("submission_id", "=", input.submissionId)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/** The issue text of a contact-form booking: the e-mail address and the message together. */
export function contactIssueText({ email, message }: Pick<ContactInput, "email" | "message">): string {
  return `E-mail: ${email || "not given"}\n\nMessage: ${message}`;
}

/**
 * Stores a contact-form message as a booking request (SPEC.md section 3): locality
 * 'Contact Form', the subject as the service, and the e-mail with the message as the issue.
 */
export async function createContactMessage(input: ContactInput): Promise<number> {
  return createBooking({
    submissionId: input.submissionId,
    name: input.name,
    phone: input.phone,
    locality: CONTACT_LOCALITY,
    service: input.subject || CONTACT_DEFAULT_SERVICE,
    brand: DEFAULT_BRAND,
    issue: contactIssueText(input),
    timeSlot: undefined,
  });
}

export async function listBookings({ limit = 50, offset = 0 } = {}): Promise<Booking[]> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function getBooking(id: number): Promise<Booking | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Returns false when there is no booking with that id. */
export async function setBookingStatus(id: number, status: BookingStatus): Promise<boolean> {
  const result = await db.updateTable("bookings").set({ status }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type BookingCounts = { total: number; pending: number; completed: number; today: number };

/** The dashboard's four cards. "Today" is the calendar day in Bengaluru. */
export async function countBookings(now: Date = new Date()): Promise<BookingCounts> {
  const { start, end } = istDayBounds(now);
  const row = await db
    .selectFrom("bookings")
    .select([
      (eb) => eb.fn.countAll<number>().as("total"),
      sql<number>`coalesce(sum(status = 'pending'), 0)`.as("pending"),
      sql<number>`coalesce(sum(status = 'completed'), 0)`.as("completed"),
      sql<number>`coalesce(sum(created_at >= ${start} and created_at < ${end}), 0)`.as("today"),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    pending: Number(row.pending),
    completed: Number(row.completed),
    today: Number(row.today),
  };
}
