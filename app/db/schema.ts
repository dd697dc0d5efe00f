import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

import type { BookingStatus } from "~/lib/booking/status";

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
  /** 1 for an emergency: sorted first among pending bookings, its alert says URGENT. */
  urgent: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  technician_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** UTC ISO-8601, e.g. 2026-11-22T04:30:00.000Z */
  created_at: ColumnType<string, string | undefined, never>;
}

export interface AdminsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: ColumnType<string, string | undefined, never>;
}

/** The booking form's localities that staff manage (Form Settings); popular ones are the picker's chips. */
export interface FormLocalitiesTable {
  id: Generated<number>;
  name: string;
  /** 1 when the locality is one of the booking form's popular chips. */
  popular: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
}

export interface TimeSlotsTable {
  id: Generated<number>;
  label: string;
  /** lowercase_with_underscores, what a booking stores in time_slot */
  value: string;
  position: number;
}

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  description: string;
}

export interface BookingStatusChangesTable {
  id: Generated<number>;
  booking_id: number;
  old_status: string;
  new_status: string;
  admin_id: number | null;
  admin_email: string;
  changed_at: ColumnType<string, string | undefined, never>;
}

export interface AdminSessionsTable {
  /** Random, unguessable; the session cookie holds it. */
  id: string;
  admin_id: number;
  created_at: ColumnType<string, string | undefined, never>;
  last_seen_at: ColumnType<string, string | undefined, string>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  client_address: string | null;
  failed_at: ColumnType<string, string | undefined, never>;
}

export interface TechniciansTable {
  id: Generated<number>;
  name: string;
}

export interface BookingNotesTable {
  id: Generated<number>;
  booking_id: number;
  admin_id: number | null;
  /** As written then, so the log still reads right after that admin is removed. */
  admin_email: string;
  body: string;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface Database {
  bookings: BookingsTable;
  admins: AdminsTable;
  form_localities: FormLocalitiesTable;
  time_slots: TimeSlotsTable;
  services: ServicesTable;
  booking_status_changes: BookingStatusChangesTable;
  admin_sessions: AdminSessionsTable;
  login_failures: LoginFailuresTable;
  technicians: TechniciansTable;
  booking_notes: BookingNotesTable;
}

export type Booking = Selectable<BookingsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type Admin = Selectable<AdminsTable>;
export type BookingStatusChange = Selectable<BookingStatusChangesTable>;
export type BookingNote = Selectable<BookingNotesTable>;
