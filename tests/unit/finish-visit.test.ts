// Work done sent again (its answer lost on the way, or a tap kept on the phone delivered twice):
// the visit was completed by the first, so the second says done too, and changes nothing.
import { afterAll, beforeAll, expect, it } from "vitest";

import { setClock } from "~/lib/time/clock.server";
import { upsertAdmin } from "~/models/admins.server";
import { addBillItem } from "~/models/bills.server";
import { getBooking } from "~/models/bookings.server";
import { finishVisit } from "~/staff/booking-intents.server";
import { db } from "~db/db.server";

import { storeBooking } from "./booking-fixtures";
import { staffActor } from "./staff";

beforeAll(() => setClock(new Date("2026-11-24T06:30:00.000Z")));
afterAll(() => setClock(null));

it("a Work done that arrives twice completes once and answers done both times", async () => {
  const desk = await upsertAdmin("finish-desk@example.com", "a long enough password");
  const admin = { ...desk, sessionId: "s", actor: staffActor(desk) };
  const id = await storeBooking({ visitDate: "2026-11-24" });
  await db.updateTable("bookings").set({ status: "confirmed" }).where("id", "=", id).execute();
  await addBillItem(id, { description: "Visit charge", quantity: 1, unitPaise: 29_900 }, admin.actor);

  const first = await finishVisit((await getBooking(id))!, admin);
  expect(first).toEqual({ due: 29_900, toast: { code: "bookingCompleted" } });
  const again = await finishVisit((await getBooking(id))!, admin);
  expect(again).toEqual(first);

  const steps = await db.selectFrom("visit_progress").select("step").where("booking_id", "=", id).execute();
  expect(steps).toEqual([{ step: "work_done" }]);
  const changes = await db.selectFrom("booking_status_changes").select("new_status").where("booking_id", "=", id).execute();
  expect(changes.filter((change) => change.new_status === "completed")).toHaveLength(1);
});
