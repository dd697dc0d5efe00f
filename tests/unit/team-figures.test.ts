// The owner's view of the team: each technician's visits, completed first time, not at home,
// Arrived to Work done, money taken and plans sold over a range; and the plan holders.
import { beforeEach, describe, expect, it } from "vitest";

import { addPlan } from "~/models/plans.server";
import { addTechnician } from "~/models/settings.server";
import { planHolders, teamFigures } from "~/models/team.server";
import { db } from "~db/db.server";

import { storeBooking } from "./booking-fixtures";

const NOW = new Date("2026-11-20T12:00:00.000Z");

async function technician(name: string): Promise<number> {
  const added = await addTechnician({ name });
  if (added.status !== "done") throw new Error("not added");
  return added.value;
}

/** A visit of his on `day`, with its status and the steps recorded (each [visit day, step, ISO time]). */
async function visit(technicianId: number, day: string, status: "confirmed" | "completed" | "cancelled", steps: [string, string, string][] = []) {
  const id = await storeBooking({ visitDate: day, phone: `+9198450${String(Math.floor(Math.random() * 100000)).padStart(5, "0")}` });
  await db.updateTable("bookings").set({ technician_id: technicianId, status }).where("id", "=", id).execute();
  for (const [visitDate, step, at] of steps)
    await db
      .insertInto("visit_progress")
      .values({ booking_id: id, visit_date: visitDate, step: step as "arrived", admin_email: "tech@example.com", recorded_at: at })
      .execute();
  return id;
}

async function payment(bookingId: number, technicianId: number | null, rupees: number, at: string, voided = false) {
  await db
    .insertInto("payments")
    .values({
      booking_id: bookingId,
      method: "cash",
      amount_paise: rupees * 100,
      recorded_at: at,
      admin_email: "tech@example.com",
      technician_id: technicianId,
      voided_at: voided ? at : null,
    })
    .execute();
}

/** The plan on sale the customers' plans are sold from. */
async function onePlan(): Promise<number> {
  const added = await addPlan({
    name: "Care 1 year",
    price_paise: 99900,
    months: 12,
    visits: 2,
    covers_labour: 1,
    covered_parts: "",
    parts_discount_percent: 10,
    terms_en: "",
    terms_kn: "",
    terms_hi: "",
  });
  if (added.status !== "done" || added.value === undefined) throw new Error("no plan");
  return added.value;
}

async function plan(
  bookingId: number,
  paidAt: string | null,
  { starts, ends, status = "active" }: { starts: string; ends: string; status?: "active" | "cancelled" },
) {
  const planId = (await db.selectFrom("plans").select("id").executeTakeFirst())?.id ?? (await onePlan());
  const row = await db
    .insertInto("customer_plans")
    .values({
      plan_id: planId,
      token: crypto.randomUUID(),
      booking_id: bookingId,
      phone: "+919845012345",
      sold_as: "bill",
      name: "Care 1 year",
      price_paise: 99900,
      months: 12,
      visits: 2,
      covers_labour: 1,
      covered_parts: "",
      parts_discount_percent: 10,
      status,
      starts_on: starts,
      ends_on: ends,
      paid_at: paidAt,
      created_at: paidAt ?? NOW.toISOString(),
      created_by: "tech@example.com",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeEach(async () => {
  await db.deleteFrom("plan_visits").execute();
  await db.deleteFrom("customer_plans").execute();
  await db.deleteFrom("payments").execute();
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("technicians").execute();
});

describe("teamFigures", () => {
  it("counts each technician's visits of the range and what came of them", async () => {
    const ravi = await technician("Ravi");
    const suresh = await technician("Suresh");
    await technician("Idle");
    // Ravi: done in one day (Arrived 10:00, Work done 10:40); done over two days (a return visit:
    // Arrived 11:00, Work done 12:00 on the second); not at home, still open; a cancelled visit; a visit outside the range.
    const once = await visit(ravi, "2026-11-18", "completed", [
      ["2026-11-18", "on_the_way", "2026-11-18T04:00:00.000Z"],
      ["2026-11-18", "arrived", "2026-11-18T04:30:00.000Z"],
      ["2026-11-18", "work_done", "2026-11-18T05:10:00.000Z"],
    ]);
    await visit(ravi, "2026-11-19", "completed", [
      ["2026-11-17", "waiting_part", "2026-11-17T06:00:00.000Z"],
      ["2026-11-19", "arrived", "2026-11-19T05:30:00.000Z"],
      ["2026-11-19", "work_done", "2026-11-19T06:30:00.000Z"],
    ]);
    await visit(ravi, "2026-11-19", "confirmed", [["2026-11-19", "not_home", "2026-11-19T09:00:00.000Z"]]);
    await visit(ravi, "2026-11-19", "cancelled");
    const before = await visit(ravi, "2026-11-01", "completed");
    // Suresh: one open visit, money taken (one payment voided), a plan sold on his visit.
    const his = await visit(suresh, "2026-11-20", "confirmed");
    await payment(once, ravi, 500, "2026-11-18T05:15:00.000Z");
    await payment(before, ravi, 300, "2026-11-01T05:15:00.000Z"); // outside the range
    await payment(his, suresh, 1200, "2026-11-20T06:00:00.000Z");
    await payment(his, suresh, 999, "2026-11-20T06:05:00.000Z", true);
    await payment(his, null, 700, "2026-11-20T06:10:00.000Z"); // the office's
    await plan(his, "2026-11-20T06:00:00.000Z", { starts: "2026-11-20", ends: "2027-11-19" });
    await plan(once, "2026-11-18T06:00:00.000Z", { starts: "2026-11-18", ends: "2027-11-17", status: "cancelled" });

    const figures = await teamFigures({ from: "2026-11-15", to: "2026-11-20" });
    expect(figures).toEqual([
      {
        technicianId: expect.any(Number),
        technician: "Idle",
        visits: 0,
        firstTime: 0,
        callbacks: 0,
        ratingAverage: null,
        ratingCount: 0,
        notHome: 0,
        arrivedToDoneMinutes: null,
        takenPaise: 0,
        plansSold: 0,
      },
      // Arrived to Work done: 40 and 60 minutes, 50 on average.
      {
        technicianId: ravi,
        technician: "Ravi",
        visits: 3,
        firstTime: 1,
        callbacks: 0,
        ratingAverage: null,
        ratingCount: 0,
        notHome: 1,
        arrivedToDoneMinutes: 50,
        takenPaise: 50000,
        plansSold: 0,
      },
      {
        technicianId: suresh,
        technician: "Suresh",
        visits: 1,
        firstTime: 0,
        callbacks: 0,
        ratingAverage: null,
        ratingCount: 0,
        notHome: 0,
        arrivedToDoneMinutes: null,
        takenPaise: 120000,
        plansSold: 1,
      },
    ]);
    // Today only: Suresh's visit of the 20th.
    expect((await teamFigures({ from: "2026-11-20", to: "2026-11-20" })).find((row) => row.technician === "Ravi")).toMatchObject({ visits: 0, takenPaise: 0 });
  });
});

describe("planHolders", () => {
  it("lists the plans in force with the holder, the next visit not done, and the end; the soonest to end first", async () => {
    const first = await storeBooking({ name: "Asha", phone: "+919845000001" });
    const second = await storeBooking({ name: "Bhavna", phone: "+919845000002" });
    const ended = await storeBooking({ name: "Chetan", phone: "+919845000003" });
    const later = await plan(first, "2026-06-01T06:00:00.000Z", { starts: "2026-06-01", ends: "2027-05-31" });
    const sooner = await plan(second, "2026-01-10T06:00:00.000Z", { starts: "2026-01-10", ends: "2027-01-09" });
    await plan(ended, "2025-01-10T06:00:00.000Z", { starts: "2025-01-10", ends: "2026-01-09" });
    const planVisit = async (customerPlanId: number, seq: number, dueOn: string, state: "due" | "done" | "missed") => {
      const { id } = await db
        .insertInto("plan_visits")
        .values({ customer_plan_id: customerPlanId, seq, due_on: dueOn })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.updateTable("plan_visits").set({ state }).where("id", "=", id).execute();
    };
    await planVisit(later, 1, "2026-12-01", "done");
    await planVisit(later, 2, "2027-03-01", "due");
    await planVisit(sooner, 1, "2026-07-10", "missed");
    expect(await planHolders(NOW)).toEqual([
      { id: sooner, bookingId: second, holder: "Bhavna", plan: "Care 1 year", nextVisit: null, endsOn: "2027-01-09" },
      { id: later, bookingId: first, holder: "Asha", plan: "Care 1 year", nextVisit: "2027-03-01", endsOn: "2027-05-31" },
    ]);
  });
});
