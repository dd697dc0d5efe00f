// A second invoice on the same booking, and a plan's own tax invoice, on a server of their own with
// a GSTIN (its clock at the run's morning): a technician whose account speaks Kannada, at 360 px,
// takes the visit charge, marks "waiting for a part" with the part named, books the return visit
// for later today, adds the part from the price list there and takes its payment: two invoices of
// the series, one payment each, and Work done completes the visit. A plan bought on the customer's
// page and paid at the office has its tax invoice on the plan's own page.
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { financialYear } from "../../app/lib/billing/bill";
import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { billTheVisit, bookingFormFields, queryAt, TODAY, uniqueName } from "./support";

const kn = serverTranslator("kn");
const GSTIN = "29ABCDE1234F1Z5";
const SERIES = `WF/${financialYear(new Date(`${TODAY}T08:00:00+05:30`))}/`;

let app: AppServer;
const databasePath = path.join(tempDir("invoice-parts"), "app.db");
test.beforeAll(async () => {
  app = await startAppServer({ databasePath, env: { GSTIN, CLOCK_START: process.env.E2E_CLOCK_START!, CLOCK_START_ALLOWED: "1" } });
});
test.afterAll(() => app?.stop());

const rows = <T>(sql: string, ...params: unknown[]) => queryAt<T>(app.databasePath, sql, ...params);

/** A visit of today booked on the public form, on this file's server. */
async function bookToday(request: APIRequestContext, name: string) {
  const form = { ...bookingFormFields(name), phone: `93${String(Date.now()).slice(-8)}`, visitDate: TODAY };
  expect((await request.post(`${app.origin}/book`, { form })).ok()).toBe(true);
  return rows<{ id: number; token: string; reference: string }>("select id, token, reference from bookings where name = ?", name)[0]!;
}

test("a Kannada technician's part comes at the return visit after the visit charge was paid: a second invoice, one payment each, and the visit completes", async ({
  asStaff,
  staffRequest,
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: page, server: app });
  const visit = await bookToday(page.request, uniqueName("Savitha"));
  const office = await staffRequest({ role: "office", server: app });
  expect(
    (await office.post(`/admin/bookings/${visit.id}`, { form: { intent: "assign", technicianId: String(technician.technicianId) } })).status(),
  ).toBeLessThan(400);

  // The visit charge, paid in cash: the first invoice.
  await page.goto(`${app.origin}/admin/jobs/${visit.id}`);
  const bill = page.getByRole("region", { name: kn("field.bill") });
  await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: "ಭೇಟಿ ಶುಲ್ಕ · ₹299" });
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(bill.getByRole("listitem").filter({ hasText: "ಭೇಟಿ ಶುಲ್ಕ" })).toContainText("₹299");
  await page.getByRole("radio", { name: kn("field.cash") }).check();
  await page.getByRole("button", { name: kn("field.record", { amount: "₹299" }) }).click();
  await expect.poll(() => rows("select id from invoices where booking_id = ?", visit.id).length).toBe(1);
  const [first] = rows<{ number: string }>("select number from invoices where booking_id = ?", visit.id);
  expect(first!.number.startsWith(SERIES)).toBe(true);

  // Waiting for a part, named: the visit stays open.
  await page.locator("summary", { hasText: kn("field.waitingPart") }).click();
  await page.getByLabel(kn("field.partName")).fill("ಡ್ರೇನ್ ಪಂಪ್");
  await page.getByRole("button", { name: kn("field.waitingPart") }).click();
  await expect(page.getByText(kn("field.waitingDone", { part: "ಡ್ರೇನ್ ಪಂಪ್" }))).toBeVisible();

  // The return visit, later today (a slot not started yet on the server's morning clock).
  const [slot] = rows<{ value: string }>("select value from time_slots where starts_at is not null order by starts_at desc limit 1");
  await page.locator("summary", { hasText: kn("field.returnVisit") }).click();
  await page.getByLabel(kn("deskMove.day")).fill(TODAY);
  await page.getByLabel(kn("deskMove.slot")).selectOption(slot!.value);
  await page.getByRole("button", { name: kn("field.returnVisit") }).click();
  await expect(page.getByText(new RegExp(kn("field.visitMoved", { visit: "(.+)" })))).toBeVisible();

  // At the return visit the part goes on the bill after the visit charge was paid: the open part, to be invoiced.
  await page.goto(`${app.origin}/admin/jobs/${visit.id}`);
  await page.getByLabel(kn("field.fromPriceList")).selectOption({ label: "ಡ್ರೇನ್ ಪಂಪ್ · ₹1,200" });
  await page
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(bill.getByRole("listitem").filter({ hasText: "ಡ್ರೇನ್ ಪಂಪ್" })).toContainText("₹1,200");
  await expect(bill.getByText(kn("field.invoiceLine", { number: first!.number, amount: "₹299" }))).toBeVisible();
  await expect(bill.getByText(kn("field.openLine", { amount: "₹1,200" }))).toBeVisible();
  // The visit charge's line is its invoice's: no Remove beside it; the part's may go.
  await expect(bill.getByRole("button", { name: `${kn("field.remove")}: ${"ಭೇಟಿ ಶುಲ್ಕ"}` })).toHaveCount(0);
  await expect(bill.getByRole("button", { name: new RegExp(`^${kn("field.remove")}: ಡ್ರೇನ್ ಪಂಪ್`) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath("second-invoice-kn-360.png"), fullPage: true });

  // One tap records what is due, by UPI: the second invoice covers only the part.
  await page.getByRole("radio", { name: kn("field.upi") }).check();
  await page.getByLabel(kn("field.utr")).fill("712345678901");
  await page.getByRole("button", { name: kn("field.record", { amount: "₹1,200" }) }).click();
  await expect.poll(() => rows("select id from invoices where booking_id = ?", visit.id).length).toBe(2);
  await expect(bill.getByText(kn("field.invoiceLine", { number: first!.number, amount: "₹299" }))).toBeVisible();
  const invoices = rows<{ number: string; lines: string; total_paise: number }>(
    "select number, lines, total_paise from invoices where booking_id = ? and cancelled_at is null order by id",
    visit.id,
  );
  expect(invoices.map((invoice) => [invoice.total_paise, JSON.parse(invoice.lines).map((line: { unitPaise: number }) => line.unitPaise)])).toEqual([
    [299_00, [299_00]],
    [1200_00, [1200_00]],
  ]);
  expect(Number(invoices[1]!.number.split("/").at(-1))).toBe(Number(first!.number.split("/").at(-1)) + 1);
  expect(rows("select method, amount_paise from payments where booking_id = ? order by id", visit.id)).toEqual([
    { method: "cash", amount_paise: 299_00 },
    { method: "upi", amount_paise: 1200_00 },
  ]);

  await page.getByRole("button", { name: kn("field.work_done"), exact: true }).click();
  await expect(page.getByText(kn("field.completedNote"))).toBeVisible();
  expect(rows("select status from bookings where id = ?", visit.id)).toEqual([{ status: "completed" }]);

  // The customer's bill shows each invoice.
  const customer = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await customer.goto(`${app.origin}/kn/booking/${visit.token}`);
  await expect(customer.getByText(kn("customer.partInvoice", { number: invoices[1]!.number, amount: "₹1,200" }))).toBeVisible();
  await customer.close();
  await context.close();
});

test("a plan bought on the customer's page and paid at the office has its tax invoice on the plan's page", async ({ browser, staffRequest }) => {
  test.setTimeout(60_000);
  const owner = await staffRequest({ role: "owner", server: app });
  const planName = `Care ${String(Date.now()).slice(-5)}`;
  const added = await owner.post("/admin/form-settings/plans", {
    form: { intent: "add", name: planName, price: "1999", months: "12", visits: "2", coversLabour: "on", terms: "Two visits in a year." },
  });
  expect(added.status()).toBeLessThan(400);
  const customer = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await customer.newPage();
  const visit = await bookToday(page.request, uniqueName("Geetha"));
  const office = await staffRequest({ role: "office", server: app });
  await billTheVisit(office, visit.id);
  for (const status of ["confirmed", "completed"])
    expect((await office.post(`/admin/bookings/${visit.id}/status`, { form: { intent: "status", status } })).status()).toBeLessThan(400);

  await page.goto(`${app.origin}/booking/${visit.token}`);
  await page.getByRole("button", { name: `Buy ${planName}` }).click();
  await expect(page.getByText("Plan chosen: pay to start it")).toBeVisible();
  const [plan] = rows<{ id: number; token: string }>("select id, token from customer_plans where booking_id = ?", visit.id);
  expect(rows("select id from invoices where customer_plan_id = ?", plan!.id)).toEqual([]);

  // The office records its payment (twice: the form sent again): one invoice.
  for (let sent = 0; sent < 2; sent++)
    await office.post(`/admin/bookings/${visit.id}`, { form: { intent: "plan-payment", planId: String(plan!.id), method: "upi", reference: "912345678901" } });
  const invoices = rows<{ number: string; total_paise: number; taxable_paise: number; cgst_paise: number; sgst_paise: number }>(
    "select number, total_paise, taxable_paise, cgst_paise, sgst_paise from invoices where customer_plan_id = ?",
    plan!.id,
  );
  expect(invoices).toEqual([
    { number: expect.stringMatching(new RegExp(`^${SERIES}\\d{4}$`)), total_paise: 1999_00, taxable_paise: 1694_07, cgst_paise: 152_47, sgst_paise: 152_47 },
  ]);

  await page.goto(`${app.origin}/plan/${plan!.token}`);
  const invoice = page.locator("#invoice");
  await expect(invoice).toContainText(`Tax invoice ${invoices[0]!.number}`);
  await expect(invoice).toContainText("SAC 998715 · Taxable value ₹1,694.07 · CGST ₹152.47 · SGST ₹152.47 · Total ₹1,999");
  await page.screenshot({ path: test.info().outputPath("plan-invoice-360.png"), fullPage: true });
  await customer.close();
});
