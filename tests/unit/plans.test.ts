// Maintenance plans: the visit spacing and the renewal dates as properties over any
// start day and length, and a plan's life at the model: bought on a completed booking's page and
// started when its payment is recorded, sold at the door as a bill line and started when the bill
// is paid, its first visit on the board within 14 days of its day, a booking from the plan's page
// under plan with its labour free and its parts priced by the plan, one that only shares the phone not.
import { describe, expect, it } from "vitest";

import { lineText, saidLines } from "~/lib/i18n/outcome.server";
import { done } from "~/lib/outcome";
import { inForce, planEnd, priceUnderPlan, renewalReminderDays, renewalStart, visitDays } from "~/lib/plans/plan";
import { setClock } from "~/lib/time/clock.server";
import { addMonths, daysBetween } from "~/lib/time/ist";
import type { Actor } from "~/models/audit.server";
import { cancelInvoice, recordPayment, voidPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill, issueBill, removeBillItem } from "~/models/bills.server";
import { setBookingStatus } from "~/models/booking-triage.server";
import { linkBookingToPlan, planOfBooking, planOfReference, samePhonePlans } from "~/models/plan-cover.server";
import { recordPlanPayment, requestRenewal } from "~/models/plan-payments.server";
import { duePlanVisits, markMissedVisits, queuePlanMessages } from "~/models/plan-visits.server";
import { addPlan, addPlanToBill, customerPlanByToken, type NewPlan, plansOfBooking, requestPlanOnline } from "~/models/plans.server";
import { db } from "~db/db.server";

import { setEnv } from "../shared/env";
import { storeBooking } from "./booking-fixtures";
import { english } from "./outcome-english";

const office: Actor = { adminId: null, email: "office@example.com", address: null, device: "Chrome on Windows" };

/** A plan on sale, named uniquely from `prefix`, covering labour unless told otherwise. */
async function onSale(prefix: string, terms: Partial<NewPlan> & Pick<NewPlan, "price_paise" | "months" | "visits">) {
  const added = await addPlan({
    name: `${prefix} ${crypto.randomUUID().slice(0, 6)}`,
    covers_labour: 1,
    covered_parts: "",
    parts_discount_percent: 0,
    terms_en: "",
    terms_kn: "",
    terms_hi: "",
    ...terms,
  });
  if (added.status !== "done") throw new Error("not added");
  return added;
}

/** A small seeded generator, so a failing case can be found again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("a plan's dates", () => {
  it("spread the visits evenly inside the term, and ask for the renewal 30 and 7 days before an end that a renewal continues without a gap", () => {
    const next = random(43);
    for (let run = 0; run < 2000; run += 1) {
      const start = new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 3650) * 86_400_000).toISOString().slice(0, 10);
      const months = next() < 0.5 ? 12 : 24;
      const visits = 1 + Math.floor(next() * 12);
      const end = planEnd(start, months);
      const term = daysBetween(start, end);
      expect(end).toBe(addMonths(start, months));
      expect(term).toBeGreaterThanOrEqual(months === 12 ? 365 : 730);
      expect(term).toBeLessThanOrEqual(months === 12 ? 366 : 731);
      const days = visitDays(start, months, visits);
      expect(days).toHaveLength(visits);
      expect(days[0]! > start && days.at(-1)! < end).toBe(true);
      // Evenly: each gap within a day of the term's share, the first and last half a share from the ends.
      const gaps = days.slice(1).map((day, index) => daysBetween(days[index]!, day));
      for (const gap of gaps) expect(Math.abs(gap - term / visits)).toBeLessThanOrEqual(1);
      expect(Math.abs(daysBetween(start, days[0]!) - term / visits / 2)).toBeLessThanOrEqual(1);
      expect(renewalReminderDays(end)).toEqual([
        { daysBefore: 30, on: new Date(Date.parse(`${end}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10) },
        { daysBefore: 7, on: new Date(Date.parse(`${end}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10) },
      ]);
      // The renewal starts the day the plan ends: no day uncovered.
      expect(inForce({ status: "active", starts_on: start, ends_on: end }, renewalStart(end))).toBe(true);
    }
    expect(visitDays("2026-11-28", 12, 2)).toEqual(["2027-02-27", "2027-08-29"]);
    expect(planEnd("2024-02-29", 12)).toBe("2025-02-28");
  });

  it("price a line under a plan: labour free, a covered part free, another part at the discount", () => {
    const plan = { name: "Care 12", coversLabour: true, coveredParts: ["Drain pump", "PCB"], partsDiscountPercent: 20 };
    const labour = priceUnderPlan({ description: "General repair", kind: "service", unitPaise: 450_00 }, plan);
    expect(labour.unitPaise).toBe(0);
    // The note is a code, said in the reader's language where the line is shown.
    expect(lineText("en", { description: "General repair", note: labour.note })).toBe("General repair (labour covered by plan Care 12)");
    expect(lineText("kn", { description: "General repair", note: labour.note })).toBe("General repair (ಯೋಜನೆ Care 12 ಅಡಿ ಕೂಲಿ ಉಚಿತ)");
    expect(priceUnderPlan({ description: "Drain pump (LG)", kind: "part", unitPaise: 1200_00 }, plan).unitPaise).toBe(0);
    const gasket = priceUnderPlan({ description: "Door gasket", kind: "part", unitPaise: 1000_00 }, plan);
    expect(gasket.unitPaise).toBe(800_00);
    expect(lineText("en", { description: "Door gasket", note: gasket.note })).toBe("Door gasket (20% off under plan Care 12)");
    expect(priceUnderPlan({ description: "Visit", kind: "service", unitPaise: 300_00 }, { ...plan, coversLabour: false })).toEqual({
      unitPaise: 300_00,
      note: null,
    });
  });
});

describe("a maintenance plan's life", () => {
  it("bought on a completed booking's page starts when its payment is recorded; its first visit is on the board within 14 days; the next booking from the phone is under plan", async () => {
    const added = await onSale("Care", {
      price_paise: 1999_00,
      months: 12,
      visits: 2,
      covered_parts: "Drain pump",
      parts_discount_percent: 10,
      terms_en: "Two visits",
    });
    const phone = "+919845070707";
    const repaired = await storeBooking({ visitDate: "2026-11-20", phone });
    // Not before the job is completed.
    expect((await requestPlanOnline(repaired, added.value)).status).toBe("refused");
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", repaired).execute();
    const asked = await requestPlanOnline(repaired, added.value, { now: new Date("2026-11-28T05:00:00Z") });
    expect(asked.status).toBe("done");
    // Asked twice (a second tap): the same plan.
    expect(english(await requestPlanOnline(repaired, added.value))).toEqual(asked);
    const [waiting] = await plansOfBooking(repaired);
    expect(waiting).toMatchObject({ status: "awaiting-payment", startsOn: null });
    const paidAt = new Date("2026-11-28T06:00:00Z");
    expect(english(await recordPlanPayment(waiting!.id, repaired, { method: "upi", reference: "412345678901" }, office, paidAt))).toEqual({ status: "done" });
    expect(english(await recordPlanPayment(waiting!.id, repaired, { method: "upi", reference: "412345678901" }, office, paidAt))).toEqual({
      status: "refused",
      message: "This plan's payment is already recorded.",
    });
    const plan = await customerPlanByToken(waiting!.token);
    expect(plan).toMatchObject({ status: "active", startsOn: "2026-11-28", endsOn: "2027-11-28" });
    expect(plan!.visitList).toEqual([
      { seq: 1, dueOn: "2027-02-27", state: "due" },
      { seq: 2, dueOn: "2027-08-29", state: "due" },
    ]);
    // On the board from 14 days before the first visit.
    const onBoard = async (at: string) => (await duePlanVisits(new Date(at))).filter((visit) => visit.bookingId === repaired);
    expect(await onBoard("2027-02-12T04:00:00Z")).toEqual([]);
    expect((await onBoard("2027-02-13T04:00:00Z")).map((visit) => visit.dueOn)).toEqual(["2027-02-27"]);

    // A new booking that merely carries the holder's phone proves nothing: not under the plan, its
    // labour at full price, the warranty checker silent about the plan; staff see the same phone.
    setClock(new Date("2027-01-09T05:00:00Z"));
    try {
      const stranger = await storeBooking({ visitDate: "2027-01-10", phone, brand: "Not specified" });
      const strangerRef = (await db.selectFrom("bookings").select("reference").where("id", "=", stranger).executeTakeFirstOrThrow()).reference;
      expect(await planOfBooking(stranger)).toBeNull();
      expect(await planOfReference(strangerRef)).toBeNull();
      expect((await customerPlanByToken(waiting!.token))!.visitList[0]!.state).toBe("due");
      await addBillItem(stranger, { description: "General repair", quantity: 1, unitPaise: 450_00, kind: "service" }, office);
      expect((await getBill(stranger))!.items.map((item) => [item.description, item.unitPaise])).toEqual([["General repair", 450_00]]);
      expect(await samePhonePlans(stranger)).toMatchObject([{ id: waiting!.id, name: plan!.name, endsOn: "2027-11-28" }]);

      // Booked from the plan's own page (its link is the proof): under plan, taking up the next visit;
      // the labour free, the covered part free, another at 10% off.
      const again = await storeBooking({ visitDate: "2027-01-10", phone: "+919845070708", plan: waiting!.token });
      expect(await planOfBooking(again)).toMatchObject({ name: plan!.name, endsOn: "2027-11-28" });
      expect((await customerPlanByToken(waiting!.token))!.visitList[0]!.state).toBe("booked");
      await addBillItem(again, { description: "General repair", quantity: 1, unitPaise: 450_00, kind: "service" }, office);
      await addBillItem(again, { description: "Drain pump", quantity: 1, unitPaise: 1200_00, kind: "part", hsn: "8413" }, office);
      await addBillItem(again, { description: "Door gasket", quantity: 1, unitPaise: 1000_00, kind: "part", hsn: "4016" }, office);
      const bill = await getBill(again);
      // Each line keeps the item's own name; its note is said in the reader's language.
      expect(bill!.items.map((item) => item.description)).toEqual(["General repair", "Drain pump", "Door gasket"]);
      expect(saidLines("en", bill!.items).map((item) => [item.description, item.unitPaise])).toEqual([
        [`General repair (labour covered by plan ${plan!.name})`, 0],
        [`Drain pump (part covered by plan ${plan!.name})`, 0],
        [`Door gasket (10% off under plan ${plan!.name})`, 900_00],
      ]);
      expect(saidLines("kn", bill!.items).map((item) => item.description)).toEqual([
        `General repair (ಯೋಜನೆ ${plan!.name} ಅಡಿ ಕೂಲಿ ಉಚಿತ)`,
        `Drain pump (ಯೋಜನೆ ${plan!.name} ಅಡಿ ಬಿಡಿಭಾಗ ಉಚಿತ)`,
        `Door gasket (ಯೋಜನೆ ${plan!.name} ಅಡಿ 10% ರಿಯಾಯಿತಿ)`,
      ]);

      // Staff link the same-phone booking after they called the holder: audited, then under plan.
      expect(await linkBookingToPlan(stranger, waiting!.id, office)).toEqual(done("linked"));
      expect(await linkBookingToPlan(stranger, waiting!.id, office)).toEqual(done("already"));
      expect(await planOfReference(strangerRef)).toMatchObject({ name: plan!.name });
      expect(await samePhonePlans(stranger)).toEqual([]);
      expect((await customerPlanByToken(waiting!.token))!.visitList[1]!.state).toBe("booked");
      // Cancelled, it gives its plan visit back.
      expect(english(await setBookingStatus(stranger, "cancelled", office, "Booked twice"))).toMatchObject({ status: "done" });
      expect((await customerPlanByToken(waiting!.token))!.visitList[1]!.state).toBe("due");
      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "actor_email"])
        .where("booking_id", "=", stranger)
        .where("action", "=", "plan-linked")
        .execute();
      expect(audit).toEqual([{ action: "plan-linked", actor_email: office.email }]);
      // Another number's plan cannot be linked.
      const otherPhone = await storeBooking({ visitDate: "2027-01-10", phone: "+919845070709" });
      expect(english(await linkBookingToPlan(otherPhone, waiting!.id, office))).toEqual({
        status: "refused",
        message: "That plan is not in force for this booking's phone.",
      });
    } finally {
      setClock(null);
    }

    // Renewal from the plan page continues from the end without a gap.
    const renewal = await requestRenewal(waiting!.token, new Date("2027-11-01T05:00:00Z"));
    if (renewal.status !== "done") throw new Error("not renewed");
    const [renewed] = (await plansOfBooking(repaired)).filter((candidate) => candidate.id === renewal.value);
    expect(english(await recordPlanPayment(renewal.value, repaired, { method: "cash", reference: "" }, office, new Date("2027-11-02T05:00:00Z")))).toEqual({
      status: "done",
    });
    expect(await customerPlanByToken(renewed!.token)).toMatchObject({ startsOn: "2027-11-28", endsOn: "2028-11-28" });
    // A visit never taken up is marked missed, not lost.
    expect(await markMissedVisits(new Date("2027-10-01T05:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect((await customerPlanByToken(waiting!.token))!.visitList[1]!.state).toBe("missed");
  });

  it("sold at the door is a line of the bill, and starts when the bill is paid in full", async () => {
    const added = await onSale("Door", { price_paise: 2499_00, months: 24, visits: 4 });
    const id = await storeBooking({ visitDate: "2026-11-28", phone: "+919845080808" });
    await addBillItem(id, { description: "Drum bearing", quantity: 1, unitPaise: 1500_00, kind: "part", hsn: "8482" }, office);
    expect((await addPlanToBill(id, added.value, office)).status).toBe("done");
    expect((await addPlanToBill(id, added.value, office)).status).toBe("refused");
    // The customer says no: the line removed, the plan waiting for it goes too; added again, it is a new one.
    const line = (await getBill(id))!.items.at(-1)!;
    await removeBillItem(id, line.id, office);
    expect((await plansOfBooking(id)).map((plan) => plan.status)).toEqual([]);
    expect((await addPlanToBill(id, added.value, office)).status).toBe("done");
    const bill = await getBill(id);
    expect(bill!.items.at(-1)).toMatchObject({ unitPaise: 2499_00, kind: "service" });
    expect(lineText("en", bill!.items.at(-1)!)).toMatch(/^Maintenance plan: .+ \(24 months, 4 preventive visits\)$/);
    expect(lineText("kn", bill!.items.at(-1)!)).toMatch(/^ನಿರ್ವಹಣಾ ಯೋಜನೆ: .+ \(24 ತಿಂಗಳು, 4 ತಡೆಗಟ್ಟುವ ಭೇಟಿಗಳು\)$/);
    expect((await plansOfBooking(id))[0]!.status).toBe("awaiting-payment");
    await recordPayment(id, { method: "cash", amountPaise: bill!.due, reference: "" }, office, new Date("2026-11-28T09:00:00Z"));
    expect((await plansOfBooking(id))[0]).toMatchObject({ status: "active", startsOn: "2026-11-28", endsOn: "2028-11-28" });
    expect((await plansOfBooking(id))[0]!.visitList).toHaveLength(4);
  });

  it("sold on a bill, stops when the bill is no longer paid (a payment voided, the invoice cancelled), audited, and starts again when it is paid", async () => {
    const added = await onSale("Stop", { price_paise: 2000_00, months: 12, visits: 2 });
    const id = await storeBooking({ visitDate: "2026-11-28", phone: "+919845071717" });
    expect((await addPlanToBill(id, added.value, office)).status).toBe("done");
    const paidOn = new Date("2026-11-28T09:00:00Z");
    await recordPayment(id, { method: "cash", amountPaise: 2000_00, reference: "" }, office, paidOn);
    expect((await plansOfBooking(id))[0]).toMatchObject({ status: "active", startsOn: "2026-11-28" });
    expect(await planOfBooking(id, paidOn)).not.toBeNull();
    const stops = () => db.selectFrom("audit_log").select("detail").where("booking_id", "=", id).where("action", "=", "plan-stopped").execute();

    // The cash was never taken: voided, the plan gives no free labour; its term and visits go.
    const later = new Date("2026-12-02T09:00:00Z");
    const [payment] = (await getBill(id))!.payments;
    expect((await voidPayment(id, payment!.id, "Recorded by mistake", office, later)).status).toBe("done");
    expect((await plansOfBooking(id))[0]).toMatchObject({ status: "awaiting-payment", startsOn: null, endsOn: null, paidAt: null, visitList: [] });
    expect(await planOfBooking(id, later)).toBeNull();
    expect(await stops()).toEqual([{ detail: expect.stringContaining("stopped, its bill's payment was voided") }]);
    // Paid after all: the plan starts from that day.
    await recordPayment(id, { method: "upi", amountPaise: 2000_00, reference: "912345678901" }, office, later);
    expect((await plansOfBooking(id))[0]).toMatchObject({ status: "active", startsOn: "2026-12-02", endsOn: "2027-12-02" });
    expect((await plansOfBooking(id))[0]!.visitList).toHaveLength(2);

    // The invoice cancelled: the bill opens again and the plan stops; issued again over the payment that covers it, it starts again.
    expect((await cancelInvoice(id, "Wrong name on the invoice", office, later)).status).toBe("done");
    expect((await plansOfBooking(id))[0]!.status).toBe("awaiting-payment");
    expect(await planOfBooking(id, later)).toBeNull();
    expect(await stops()).toHaveLength(2);
    expect((await issueBill(id, office, later)).status).toBe("done");
    expect((await plansOfBooking(id))[0]).toMatchObject({ status: "active", startsOn: "2026-12-02" });

    // Cancelled again and its line removed from the open bill: the plan is cancelled, and nothing starts it.
    expect((await cancelInvoice(id, "The customer does not want the plan", office, later)).status).toBe("done");
    const line = (await getBill(id))!.items.find((item) => lineText("en", item).startsWith("Maintenance plan:"))!;
    expect((await removeBillItem(id, line.id, office)).status).toBe("done");
    expect(await db.selectFrom("customer_plans").select("status").where("booking_id", "=", id).execute()).toEqual([{ status: "cancelled" }]);
    expect(await planOfBooking(id, later)).toBeNull();
  });

  it("sold on a bill, stays in force when a void leaves the bill paid in full", async () => {
    const added = await onSale("Stays", { price_paise: 1000_00, months: 12, visits: 1 });
    const id = await storeBooking({ visitDate: "2026-11-28", phone: "+919845072727" });
    expect((await addPlanToBill(id, added.value, office)).status).toBe("done");
    await recordPayment(id, { method: "cash", amountPaise: 1000_00, reference: "" }, office);
    // A payment recorded twice straight into the table (as before the form's id): voiding the extra leaves the bill paid.
    const extra = await db
      .insertInto("payments")
      .values({ booking_id: id, method: "cash", amount_paise: 1000_00, reference: "", recorded_at: new Date().toISOString(), admin_email: office.email })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await voidPayment(id, extra.id, "Recorded twice", office)).status).toBe("done");
    expect((await plansOfBooking(id))[0]!.status).toBe("active");
  });

  it("take one UPI payment once: a UTR that paid a bill does not pay a plan, nor the other way round", async () => {
    const added = await onSale("UTR", { price_paise: 1500_00, months: 12, visits: 1 });
    const billed = await storeBooking({ visitDate: "2026-11-28", phone: "+919845061616" });
    await addBillItem(billed, { description: "Inlet valve", quantity: 1, unitPaise: 700_00, kind: "part", hsn: "8481" }, office);
    await recordPayment(billed, { method: "upi", amountPaise: 700_00, reference: "512345678901" }, office, new Date("2026-11-28T09:00:00Z"));
    const bought = await storeBooking({ visitDate: "2026-11-20", phone: "+919845062626" });
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", bought).execute();
    const asked = await requestPlanOnline(bought, added.value);
    if (asked.status !== "done") throw new Error("not asked");
    expect(english(await recordPlanPayment(asked.value, bought, { method: "upi", reference: "512345678901" }, office))).toMatchObject({
      status: "refused",
      field: "reference",
      message: expect.stringContaining("already recorded"),
    });
    expect(english(await recordPlanPayment(asked.value, bought, { method: "upi", reference: "612345678901" }, office))).toEqual({ status: "done" });
    const other = await storeBooking({ visitDate: "2026-11-28", phone: "+919845063636" });
    await addBillItem(other, { description: "Belt", quantity: 1, unitPaise: 400_00, kind: "part", hsn: "4010" }, office);
    expect(english(await recordPayment(other, { method: "upi", amountPaise: 400_00, reference: "612345678901" }, office))).toMatchObject({ status: "refused" });
  });

  it("ask the customer, once each, to pick a day for a visit due within 14 days and to renew 30 and 7 days before the end", async () => {
    setEnv({ WHATSAPP_PHONE_NUMBER_ID: "106540352242922", WHATSAPP_ACCESS_TOKEN: "token", WHATSAPP_APP_SECRET: "secret", WHATSAPP_VERIFY_TOKEN: "verify" });
    try {
      const added = await onSale("Remind", { price_paise: 999_00, months: 12, visits: 2 });
      const id = await storeBooking({ visitDate: "2026-06-01", phone: "+919845090909", language: "kn" });
      await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", id).execute();
      const asked = await requestPlanOnline(id, added.value, { now: new Date("2026-06-01T05:00:00Z") });
      if (asked.status !== "done") throw new Error("not asked");
      await recordPlanPayment(asked.value, id, { method: "cash", reference: "" }, office, new Date("2026-06-01T06:00:00Z"));
      const kinds = async () =>
        (await db.selectFrom("customer_messages").select(["kind", "language", "parameters"]).where("booking_id", "=", id).orderBy("id").execute()).filter(
          (message) => message.kind.startsWith("plan-"),
        );
      // The first visit is on 31 Aug 2026: asked from 17 Aug, once.
      expect(await queuePlanMessages(new Date("2026-08-16T05:00:00Z"))).toBe(0);
      expect(await queuePlanMessages(new Date("2026-08-17T05:00:00Z"))).toBeGreaterThanOrEqual(1);
      await queuePlanMessages(new Date("2026-08-18T05:00:00Z"));
      const [visitDue] = await kinds();
      expect(visitDue).toMatchObject({ kind: "plan-visit-due", language: "kn" });
      expect(JSON.parse(visitDue!.parameters)[3]).toMatch(/\/kn\/plan\/[\w-]{32}$/);
      // The end is 1 Jun 2027: reminded on 2 May and on 25 May, once each.
      await queuePlanMessages(new Date("2027-05-02T05:00:00Z"));
      await queuePlanMessages(new Date("2027-05-03T05:00:00Z"));
      await queuePlanMessages(new Date("2027-05-25T05:00:00Z"));
      await queuePlanMessages(new Date("2027-05-26T05:00:00Z"));
      expect((await kinds()).filter((message) => message.kind === "plan-renewal")).toHaveLength(2);
    } finally {
      setEnv({ WHATSAPP_PHONE_NUMBER_ID: undefined, WHATSAPP_ACCESS_TOKEN: undefined, WHATSAPP_APP_SECRET: undefined, WHATSAPP_VERIFY_TOKEN: undefined });
    }
  });
});
