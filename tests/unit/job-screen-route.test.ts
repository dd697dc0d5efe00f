// The job screen's action and loader as React Router runs them, for a technician whose account
// reads Kannada: a payment's form sent again after the office voided it is answered "voided", not
// "recorded"; a plan asked for on the booking's page is paid on the job screen (cash, or UPI with
// its UTR) and starts, once, each answer in his language.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { rupees } from "~/lib/billing/bill";
import { serverTranslator } from "~/lib/i18n/messages.server";
import { setClock } from "~/lib/time/clock.server";
import { createAdmin, createAdminSession, setAdminLanguage } from "~/models/admins.server";
import { voidPayment } from "~/models/bill-payments.server";
import { addBillItem, getBill } from "~/models/bills.server";
import { addPlan, requestPlanOnline } from "~/models/plans.server";
import { addPriceItem, addTechnician } from "~/models/settings.server";
import { action, loader } from "~/routes/admin/admin_.jobs.$bookingId/route";
import { sessionStorage } from "~/session.server";
import { db } from "~db/db.server";

import { postForm, run } from "./action-outcome";
import { storeBooking } from "./booking-fixtures";
import { staffActor } from "./staff";

const kn = serverTranslator("kn");
const office = staffActor({ id: null as unknown as number, email: "office@example.com" });
// 11:00 in Bengaluru on Tuesday 24 November 2026.
const NOW = new Date("2026-11-24T05:30:00Z");
let cookie: string;
let technicianId: number;

beforeAll(async () => {
  setClock(NOW);
  const name = `Manjunath ${crypto.randomUUID().slice(0, 6)}`;
  await addTechnician({ name });
  technicianId = (await db.selectFrom("technicians").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
  const admin = await createAdmin(
    { email: `${crypto.randomUUID()}@example.com`, password: "a long enough password", role: "technician", technicianId },
    office,
  );
  if (typeof admin === "string") throw new Error(admin);
  await setAdminLanguage(staffActor(admin), "kn");
  const session = await sessionStorage.getSession();
  session.set("sessionId", await createAdminSession(admin.id, staffActor(admin), NOW));
  cookie = (await sessionStorage.commitSession(session)).split(";")[0]!;
});
beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

function signedIn(request: Request): Request {
  request.headers.set("Cookie", cookie);
  request.headers.set("Origin", "http://localhost");
  return request;
}
const post = (bookingId: number, fields: Record<string, string>) =>
  run(action, signedIn(postForm(`/admin/jobs/${bookingId}`, fields)), { bookingId: String(bookingId) });
const page = async (bookingId: number) =>
  (await run(loader, signedIn(new Request(`http://localhost/admin/jobs/${bookingId}`)), { bookingId: String(bookingId) })).body as {
    planPayments: { id: number; title: string; record: string }[];
    priceItems: { id: number; label: string }[];
    underPlan: string | null;
  };

let phones = 0;
/** A visit of today, his, from a phone of its own (no plan of another test's in force for it). */
async function hisVisit(): Promise<number> {
  const id = await storeBooking({ visitDate: "2026-11-24", phone: `+9198450${String(31000 + ++phones)}` });
  await db.updateTable("bookings").set({ technician_id: technicianId }).where("id", "=", id).execute();
  return id;
}

describe("a payment's form sent again on the job screen", () => {
  it("is answered in his language that the office voided it, and records nothing", async () => {
    const id = await hisVisit();
    await addBillItem(id, { description: "Visit", quantity: 1, unitPaise: 500_00 }, office);
    const form = { intent: "pay", method: "cash", amount: "200", submissionId: crypto.randomUUID() };
    expect((await post(id, form)).status).toBe(303);
    const [payment] = (await getBill(id))!.payments;
    expect((await voidPayment(id, payment!.id, "Recorded twice", office)).status).toBe("done");

    const again = await post(id, form);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ intent: "pay", result: { error: { "": [kn("refusal.paymentVoided")] } } });
    expect(kn("refusal.paymentVoided")).toMatch(/[\u0C80-\u0CFF]/);
    // More than is due: refused in Kannada, the amount as his language writes it; nothing recorded.
    const over = await post(id, { intent: "pay", method: "cash", amount: "900", submissionId: crypto.randomUUID() });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ intent: "pay", result: { error: { "": [kn("refusal.moreThanDue", { amount: rupees(500_00, "kn-IN") })] } } });
    expect(kn("refusal.moreThanDue", { amount: "₹500" })).toBe("ಅದು ಬಾಕಿ ಇರುವ ₹500ಕ್ಕಿಂತ ಹೆಚ್ಚು.");
    const bill = (await getBill(id))!;
    expect([bill.payments.length, bill.paid, bill.due]).toEqual([1, 0, 500_00]);
  });
});

describe("a plan's own payment on the job screen", () => {
  async function planAskedFor(): Promise<{ bookingId: number; planId: number; name: string }> {
    const name = `Care ${crypto.randomUUID().slice(0, 6)}`;
    const added = await addPlan({
      name,
      price_paise: 2_499_00,
      months: 12,
      visits: 2,
      covers_labour: 1,
      covered_parts: "",
      parts_discount_percent: 0,
      terms_en: "",
      terms_kn: "",
      terms_hi: "",
    });
    if (added.status !== "done") throw new Error("not added");
    const bookingId = await hisVisit();
    await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", bookingId).execute();
    const sale = await requestPlanOnline(bookingId, added.value, { now: NOW });
    if (sale.status !== "done") throw new Error("not asked for");
    return { bookingId, planId: sale.value, name };
  }
  const planRow = (planId: number) =>
    db.selectFrom("customer_plans").select(["status", "payment_method", "payment_reference", "starts_on"]).where("id", "=", planId).executeTakeFirstOrThrow();

  it("is offered in his language, taken in cash once: the plan starts today, audited; a second post is refused in his language", async () => {
    const { bookingId, planId, name } = await planAskedFor();
    expect((await page(bookingId)).planPayments).toEqual([
      { id: planId, title: kn("field.planWaiting", { name, amount: "₹2,499" }), record: kn("field.recordPlanPayment", { amount: "₹2,499" }) },
    ]);
    const paid = await post(bookingId, { intent: "plan-payment", planId: String(planId), method: "cash" });
    expect(paid).toMatchObject({ status: 303, location: `/admin/jobs/${bookingId}#plan-payment` });
    expect(await planRow(planId)).toEqual({ status: "active", payment_method: "cash", payment_reference: "", starts_on: "2026-11-24" });
    expect((await db.selectFrom("audit_log").select("action").where("booking_id", "=", bookingId).execute()).map((row) => row.action)).toContain("plan-paid");
    expect((await page(bookingId)).planPayments).toEqual([]);
    const again = await post(bookingId, { intent: "plan-payment", planId: String(planId), method: "cash" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ intent: "plan-payment", result: { error: { "": [kn("field.planAlreadyPaid")] } } });
  });

  it("by UPI needs the 12-digit UTR: without it nothing changes; with it the plan starts, the UTR kept", async () => {
    const { bookingId, planId } = await planAskedFor();
    const refused = await post(bookingId, { intent: "plan-payment", planId: String(planId), method: "upi", reference: "" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ intent: "plan-payment", result: { error: { reference: [expect.stringContaining("UTR")] } } });
    expect((await planRow(planId)).status).toBe("awaiting-payment");
    expect((await post(bookingId, { intent: "plan-payment", planId: String(planId), method: "upi", reference: "712345678901" })).status).toBe(303);
    expect(await planRow(planId)).toMatchObject({ status: "active", payment_method: "upi", payment_reference: "712345678901" });
  });
});

describe("the job screen's price list", () => {
  const tag = crypto.randomUUID().slice(0, 6);
  const names = { dear: `Drum ${tag}`, cheapB: `Belt ${tag}`, cheapA: `Anchor ${tag}`, cheapest: `Zip ${tag}` };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [key, name, rupeesEach] of [
      ["dear", names.dear, 9_999],
      ["cheapB", names.cheapB, 1],
      ["cheapA", names.cheapA, 1],
      ["cheapest", names.cheapest, 0],
    ] as const) {
      const added = await addPriceItem({ name, name_kn: "", name_hi: "", kind: "part", hsn: "", unit_paise: rupeesEach * 100 });
      if (added.status !== "done") throw new Error(name);
      ids[key] = (await db.selectFrom("price_items").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
    }
  });

  it("starts with the cheapest item, then by price and name (a dearer one after them)", async () => {
    const offered = (await page(await hisVisit())).priceItems.map((item) => item.id);
    const at = (key: string) => offered.indexOf(ids[key]!);
    expect(at("cheapest")).toBeGreaterThanOrEqual(0);
    expect(at("cheapest")).toBeLessThan(at("cheapA"));
    expect(at("cheapA")).toBe(at("cheapB") - 1);
    expect(at("cheapB")).toBeLessThan(at("dear"));
  });

  it("adds a line with the quantity asked for (1 when none is sent or the box is empty); a quantity out of 1-99 is refused in his language and adds nothing", async () => {
    const id = await hisVisit();
    const line = (quantity?: string) => ({ intent: "add-ready", item: String(ids.cheapB), ...(quantity === undefined ? {} : { quantity }) });
    expect((await post(id, line("3"))).status).toBe(303);
    expect((await post(id, line())).status).toBe(303);
    expect((await post(id, line(""))).status).toBe(303);
    for (const wrong of ["0", "100", "2.5", "two"]) {
      const refused = await post(id, line(wrong));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ intent: "add-ready", result: { error: { quantity: ["Enter a quantity from 1 to 99"] } } });
    }
    expect((await getBill(id))!.items.map((item) => [item.description, item.quantity])).toEqual([
      [names.cheapB, 3],
      [names.cheapB, 1],
      [names.cheapB, 1],
    ]);
    expect(kn("field.quantityInvalid")).toMatch(/[\u0C80-\u0CFF]/);
  });
});
