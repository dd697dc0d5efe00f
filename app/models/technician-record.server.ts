// Each technician's record over a range of visit days (the owner's for any technician, a
// technician's his own): the rows its figures are computed from (app/lib/team/record.ts holds the
// rules), and the visits behind a figure. Visits by visit day, cancelled ones left out, as the team
// table counts them; money by when it was taken and plans by when they were paid, as it does too.
import { sql } from "kysely";

import { type OnBooking, type OtherBooking, type RecordVisit, type TechnicianRecord, technicianRecord } from "~/lib/team/record";
import { bounds, type DayRange } from "~/models/analytics.server";
import { slotEnds } from "~/models/visits.server";
import { db } from "~db/db.server";

const machineKey = (brand: string, kind: string) => `${brand}|${kind}`;

/** The record of every technician with a visit, a payment or a plan in the range (or of one), by technician. */
export async function technicianRecords(range: DayRange, technicianId?: number): Promise<Map<number, TechnicianRecord>> {
  const { start, end } = bounds(range);
  const rows = await db
    .selectFrom("bookings")
    .leftJoin("ratings", (join) => join.onRef("ratings.booking_id", "=", "bookings.id").onRef("ratings.technician_id", "=", "bookings.technician_id"))
    .select([
      "bookings.id",
      "bookings.technician_id as technicianId",
      "bookings.phone",
      "bookings.brand",
      "bookings.machine_type as kind",
      "bookings.status",
      "bookings.visit_date as visitDate",
      "bookings.time_slot as slot",
      "ratings.stars",
      sql<string | null>`(select max(changed_at) from booking_status_changes where booking_id = bookings.id and new_status = 'completed')`.as("completedAt"),
      sql<number>`(select count(distinct visit_date) from visit_progress where booking_id = bookings.id)`.as("visitDays"),
      sql<number>`exists (select 1 from visit_progress where booking_id = bookings.id and step = 'not_home')`.as("notHome"),
      sql<
        string | null
      >`(select min(recorded_at) from visit_progress where booking_id = bookings.id and visit_date = bookings.visit_date and step = 'arrived')`.as("arrivedAt"),
    ])
    .where("bookings.technician_id", technicianId === undefined ? "is not" : "=", technicianId ?? null)
    .where("bookings.visit_date", ">=", range.from)
    .where("bookings.visit_date", "<=", range.to)
    .where("bookings.status", "!=", "cancelled")
    .orderBy("bookings.visit_date")
    .orderBy("bookings.id")
    .execute();
  const phones = [...new Set(rows.map((row) => row.phone))];
  const [others, slots, money, plans] = await Promise.all([
    phones.length
      ? db.selectFrom("bookings").select(["id", "phone", "brand", "machine_type", "status", "created_at"]).where("phone", "in", phones).execute()
      : Promise.resolve([]),
    db.selectFrom("time_slots").select(["value", "starts_at"]).execute(),
    db
      .selectFrom("payments")
      .select(["technician_id as technicianId", "booking_id as bookingId", "amount_paise as paise"])
      .where("technician_id", technicianId === undefined ? "is not" : "=", technicianId ?? null)
      .where("voided_at", "is", null)
      .where("recorded_at", ">=", start)
      .where("recorded_at", "<", end)
      .execute(),
    db
      .selectFrom("customer_plans")
      .innerJoin("bookings", "bookings.id", "customer_plans.booking_id")
      .select(["bookings.technician_id as technicianId", "bookings.id as bookingId"])
      .where("bookings.technician_id", technicianId === undefined ? "is not" : "=", technicianId ?? null)
      .where("customer_plans.status", "!=", "cancelled")
      .where("customer_plans.paid_at", ">=", start)
      .where("customer_plans.paid_at", "<", end)
      .execute(),
  ]);
  const otherBookings: OtherBooking[] = others.map((row) => ({
    id: row.id,
    phone: row.phone,
    machine: machineKey(row.brand, row.machine_type),
    status: row.status,
    createdAt: row.created_at,
  }));
  const byTechnician = new Map<number, { visits: RecordVisit[]; money: OnBooking[]; plans: OnBooking[] }>();
  const of = (id: number) => byTechnician.get(id) ?? byTechnician.set(id, { visits: [], money: [], plans: [] }).get(id)!;
  for (const row of rows) {
    // The promised slot's end on the visit's day ("Any time" ends when the office closes).
    const promised = row.visitDate && row.slot ? slotEnds(row.visitDate, slots, row.slot).toISOString() : null;
    of(row.technicianId!).visits.push({
      id: row.id,
      phone: row.phone,
      machine: machineKey(row.brand, row.kind),
      status: row.status,
      completedAt: row.completedAt,
      visitDays: Number(row.visitDays),
      notHome: Boolean(Number(row.notHome)),
      arrivedAt: row.arrivedAt,
      slotEndsAt: promised,
      stars: row.stars ?? null,
    });
  }
  for (const row of money) of(row.technicianId!).money.push({ bookingId: row.bookingId, paise: row.paise });
  for (const row of plans) of(row.technicianId!).plans.push({ bookingId: row.bookingId });
  return new Map([...byTechnician].map(([id, own]) => [id, technicianRecord(own.visits, otherBookings, own.money, own.plans)]));
}

export type BehindVisit = { id: number; reference: string; visitDate: string | null; status: string; stars: number | null };

/** The bookings behind a figure, as the record lists them (by visit day). */
export async function visitsBehind(ids: readonly number[]): Promise<BehindVisit[]> {
  if (!ids.length) return [];
  return db
    .selectFrom("bookings")
    .leftJoin("ratings", "ratings.booking_id", "bookings.id")
    .select(["bookings.id", "bookings.reference", "bookings.visit_date as visitDate", "bookings.status", "ratings.stars"])
    .where("bookings.id", "in", [...ids])
    .orderBy("bookings.visit_date")
    .orderBy("bookings.id")
    .execute();
}
