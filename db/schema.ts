import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

export const BOOKING_STATUSES = ["pending", "confirmed", "completed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingsTable {
  id: Generated<number>;
  /** One id per rendered form: a resubmitted POST stores one row, not two. */
  submission_id: string;
  name: string;
  /** E.164, e.g. +919876543210 */
  phone: string;
  locality: string;
  service: ColumnType<string, string | undefined, string>;
  brand: ColumnType<string, string | undefined, string>;
  issue: ColumnType<string, string | undefined, string>;
  time_slot: ColumnType<string, string | undefined, string>;
  status: ColumnType<BookingStatus, BookingStatus | undefined, BookingStatus>;
  /** UTC ISO-8601, e.g. 2026-11-22T04:30:00.000Z */
  created_at: ColumnType<string, string | undefined, never>;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface Database {
  bookings: BookingsTable;
  admins: AdminsTable;
}

export type Booking = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type Admin = Selectable<AdminsTable>;
