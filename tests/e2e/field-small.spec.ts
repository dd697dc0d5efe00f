// The field day's small frictions, as seen: a Kannada technician at 360 px finds the price list
// cheapest first and adds a line with its quantity (with and without JavaScript), sends a note and
// finds the box empty, reads the plans on sale whole, and a plan's end with its year; a Kannada
// customer's page (no JavaScript) names him in Kannada, gives his arrival estimate after On my way
// and stops saying he will call once he has arrived; the office reads "Visits a day" and sets
// "Any time"'s capacity like a slot's.
import type { Page } from "@playwright/test";

import { LANGUAGES } from "../../app/lib/i18n/locales";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { formatDayWithYear, formatIstTime } from "../../app/lib/time/ist";
import { expect, test } from "./fixtures";
import { query, TODAY, uniqueName } from "./support";

const kn = serverTranslator("kn");
const en = serverTranslator("en");
const KN = LANGUAGES.kn.tag;

const actorOf = (staff: { id: number; email: string }) => ({ adminId: staff.id, email: staff.email, address: null, device: "Chrome on Android" });

/** Nothing wider than the phone: no sideways scroll. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("a Kannada technician at 360 px: the price list cheapest first with a quantity, the note box emptied, the plans whole, a plan's end with its year", async ({
  asStaff,
  booking,
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: page });
  const { addPriceItem } = await import("../../app/models/settings.server");
  const { addPlan, requestPlanOnline } = await import("../../app/models/plans.server");
  const { assignTechnician } = await import("../../app/models/booking-triage.server");
  const cheap = uniqueName("Washer");
  const dear = uniqueName("Motor");
  for (const [name, paise] of [
    [dear, 1_999_00],
    [cheap, 5_00],
  ] as const)
    expect((await addPriceItem({ name, name_kn: "", name_hi: "", kind: "part", hsn: "", unit_paise: paise })).status).toBe("done");
  const planName = `${uniqueName("Complete Care Two Years")} with every part`;
  const plan = await addPlan({
    name: planName,
    price_paise: 3_999_00,
    months: 24,
    visits: 4,
    covers_labour: 1,
    covered_parts: "",
    parts_discount_percent: 0,
    terms_en: "",
    terms_kn: "",
    terms_hi: "",
  });
  if (plan.status !== "done") throw new Error("plan not added");

  const visit = await booking({ language: "kn", visitDate: TODAY });
  await assignTechnician(visit.id, technician.technicianId, actorOf(technician));
  await page.goto(`/admin/jobs/${visit.id}`);

  // The price list: its prices never go down, the cheap item before the dear one.
  const list = page.getByLabel(kn("field.fromPriceList"));
  const labels = await list.locator("option").allTextContents();
  const prices = labels.map((label) => Number(label.split("₹").at(-1)!.replace(/,/g, "")));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(labels.findIndex((label) => label.startsWith(cheap))).toBeLessThan(labels.findIndex((label) => label.startsWith(dear)));
  await list.selectOption({ label: `${cheap} · ₹5` });
  await page.getByLabel(kn("field.quantity")).first().fill("2");
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(page.getByText(kn("field.itemAdded", { item: `2 × ${cheap}` }))).toBeVisible();
  const bill = page.getByRole("region", { name: kn("field.bill") });
  await expect(bill.getByRole("listitem").filter({ hasText: `2 × ${cheap}` })).toContainText("₹10");

  // The note: sent, then the box is empty for the next one.
  await page.locator("summary", { hasText: kn("field.addNote") }).click();
  const box = page.getByLabel(kn("field.note"));
  await box.fill("ಗ್ರಾಹಕರು ಸಂಜೆ 5ರ ಮೊದಲು ಕರೆ ಬಯಸುತ್ತಾರೆ");
  await page.getByRole("button", { name: kn("field.addNote") }).click();
  await expect(page.getByText(kn("field.noteAdded"))).toBeVisible();
  await expect(page.getByRole("region", { name: kn("field.problem") })).toContainText("ಗ್ರಾಹಕರು ಸಂಜೆ 5ರ ಮೊದಲು");
  await expect(box).toHaveValue("");

  // The plans on sale: each a choice of its own, its whole name on the screen, nothing cut or scrolled.
  const plans = page.getByRole("group", { name: kn("field.planTitle") });
  const choice = plans.getByRole("radio", { name: planName });
  await expect(choice).toBeVisible();
  const name = plans.getByText(planName, { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await fitsThePhone(page);
  await page.screenshot({ path: test.info().outputPath("job-small-kn-360.png"), fullPage: true });

  // A plan asked for on the customer's page, paid here: the job screen says it is in force until its end, with the year.
  const done = await booking({ language: "kn", visitDate: TODAY });
  await assignTechnician(done.id, technician.technicianId, actorOf(technician));
  const { db } = await import("../../db/db.server");
  await db.updateTable("bookings").set({ status: "completed" }).where("id", "=", done.id).execute();
  const sale = await requestPlanOnline(done.id, plan.value);
  if (sale.status !== "done") throw new Error("plan not asked for");
  await page.goto(`/admin/jobs/${done.id}`);
  const record = page.getByRole("button", { name: kn("field.recordPlanPayment", { amount: "₹3,999" }) });
  await record.click();
  await expect(record).toHaveCount(0);
  const [sold] = query<{ ends_on: string }>("select ends_on from customer_plans where id = ?", sale.value);
  const end = formatDayWithYear(sold!.ends_on, KN);
  expect(end).toMatch(/ \d{4}$/);
  await expect(page.getByText(kn("field.underPlan", { name: planName, date: end }))).toBeVisible();
  await fitsThePhone(page);
  await context.close();
});

test("without JavaScript, a line from the price list takes its quantity; a quantity out of 1-99 is refused in Kannada", async ({
  asStaff,
  booking,
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: page });
  const { addPriceItem } = await import("../../app/models/settings.server");
  const { assignTechnician } = await import("../../app/models/booking-triage.server");
  const item = uniqueName("Hose");
  expect((await addPriceItem({ name: item, name_kn: "", name_hi: "", kind: "part", hsn: "", unit_paise: 120_00 })).status).toBe("done");
  const visit = await booking({ language: "kn", visitDate: TODAY });
  await assignTechnician(visit.id, technician.technicianId, actorOf(technician));

  await page.goto(`/admin/jobs/${visit.id}`);
  await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: `${item} · ₹120` });
  await page.getByLabel(kn("field.quantity")).first().fill("3");
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(
    page
      .getByRole("region", { name: kn("field.bill") })
      .getByRole("listitem")
      .filter({ hasText: `3 × ${item}` }),
  ).toContainText("₹360");

  // The browser's own check aside (a post made as it would be sent), 100 is refused, said in Kannada, nothing added.
  const form = page.locator("form", { has: page.getByLabel(kn("field.fromPriceList")) });
  await form.evaluate((element) => element.setAttribute("novalidate", ""));
  await page.getByLabel(kn("field.quantity")).first().fill("100");
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(page.getByRole("alert").filter({ hasText: kn("field.quantityInvalid") })).toBeVisible();
  expect(query<{ quantity: number }>("select quantity from bill_items where booking_id = ?", visit.id)).toEqual([{ quantity: 3 }]);
  await fitsThePhone(page);
  await context.close();
});

test("a Kannada customer's page without JavaScript: the technician's Kannada name, his arrival estimate, and no 'will call' once he has arrived", async ({
  asStaff,
  booking,
  browser,
}) => {
  const technician = await asStaff({ role: "technician", language: "kn" });
  const { db } = await import("../../db/db.server");
  await db.updateTable("technicians").set({ name_kn: "ಮಂಜುನಾಥ" }).where("id", "=", technician.technicianId).execute();
  const { assignTechnician } = await import("../../app/models/booking-triage.server");
  const { recordVisitStep } = await import("../../app/models/visits.server");
  const visit = await booking({ language: "kn", visitDate: TODAY });
  await assignTechnician(visit.id, technician.technicianId, actorOf(technician));
  const [{ token, status }] = query<{ token: string; status: "pending" | "confirmed" }>("select token, status from bookings where id = ?", visit.id) as [
    { token: string; status: "pending" | "confirmed" },
  ];
  const callBefore = kn(`customer.next.${status}`);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const customer = await context.newPage();
  await customer.goto(`/kn/booking/${token}`);
  const box = customer.getByRole("region", { name: kn("customer.status") });
  await expect(box).toContainText(`${kn("customer.technician")}: ಮಂಜುನಾಥ`);
  await expect(box).not.toContainText(technician.technicianName!);
  await expect(box).toContainText(callBefore);

  expect((await recordVisitStep(visit.id, "on_the_way", actorOf(technician), { arrivalMinutes: 45 })).status).toBe("done");
  const [setOff] = query<{ recorded_at: string }>("select recorded_at from visit_progress where booking_id = ? and step = 'on_the_way'", visit.id);
  await customer.reload();
  await expect(box).toContainText(
    kn("customer.arrivingIn", { minutes: "45", time: formatIstTime(new Date(Date.parse(setOff!.recorded_at) + 45 * 60_000).toISOString(), KN) }),
  );
  await customer.screenshot({ path: test.info().outputPath("customer-on-the-way-kn-360.png"), fullPage: true });

  expect((await recordVisitStep(visit.id, "arrived", actorOf(technician))).status).toBe("done");
  await customer.reload();
  await expect(box).toContainText("ಮಂಜುನಾಥ");
  await expect(box).not.toContainText(callBefore);
  await expect(box).not.toContainText(kn("customer.arrivingIn", { minutes: "45", time: "" }).split(",")[0]!);
  await fitsThePhone(customer);
  await context.close();
});

test("the office reads what a capacity counts (Visits a day) and gives 'Any time' one like the other slots", async ({ asStaff, browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await asStaff({ into: page });
  await page.goto("/admin/form-settings/time-slots");
  await expect(page.getByText(en("setup.perDay")).first()).toBeVisible();
  const anyTime = page.getByLabel(en("setup.capacityOf", { slot: en("setup.anyTime") }));
  try {
    // A capacity no test's bookings reach (the suite shares the server), set and read back.
    await anyTime.fill("998");
    await page.getByRole("button", { name: en("setup.saveCapacityOf", { slot: en("setup.anyTime") }) }).click();
    await expect(page.getByText(en("done.timeSlotCapacitySaved"))).toBeVisible();
    await expect(anyTime).toHaveValue("998");
    await page.goto("/admin/board");
    await expect(page.getByText(en("deskBoard.aDay")).first()).toBeVisible();
    await expect(page.getByRole("region", { name: en("desk.anyTime") })).toContainText(/of 998 booked/);
  } finally {
    const { saveAnyTimeCapacity } = await import("../../app/models/business-settings.server");
    await saveAnyTimeCapacity(null, { adminId: null, email: "e2e@example.com", address: null, device: "test" });
  }
  await context.close();
});
