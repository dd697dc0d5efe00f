// Maintenance plans, on a server of their own (its clock moved later on): the owner
// defines a 12-month plan with two visits covering labour; a completed booking's customer page
// (JavaScript off) offers it and, once the office records its payment, shows the plan's page with
// its end a year on and two visits due; with the clock within 14 days of the first visit the board
// shows the visit due; a booking made from the plan's own page is "Under plan" and its bill charges
// no labour, while one that merely carries the holder's phone is not (the office links it after a call). And the sale at the door: a technician whose account speaks Kannada adds a plan to the
// bill at 360 px, and it starts when the bill is paid.
import path from "node:path";

import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { type AppServer, startAppServer, tempDir } from "../shared/app-server";
import { expect, test } from "./fixtures";
import { billTheVisit, bookingFormFields, queryAt, TODAY, uniqueName, waitForHydration } from "./support";

const kn = serverTranslator("kn");

const UPI = { UPI_VPA: "washfix@okaxis", UPI_PAYEE_NAME: "WashFix Bengaluru" };
const databasePath = path.join(tempDir("plans"), "app.db");
let app: AppServer;
/** The server's day and the instant its clock started (moved later by the first test). */
let serverDay = TODAY;
let serverStart = new Date(`${TODAY}T09:00:00+05:30`).toISOString();
const start = (clockStart: string) => {
  serverDay = clockStart.slice(0, 10);
  serverStart = new Date(clockStart).toISOString();
  return startAppServer({ databasePath, env: { ...UPI, CLOCK_START: clockStart, CLOCK_START_ALLOWED: "1" } });
};

test.beforeAll(async () => {
  app = await start(`${TODAY}T09:00:00+05:30`);
});
test.afterAll(async () => {
  await app?.stop();
});

/** A calendar day as the customer's English page writes it: 28 November 2027. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${day}T00:00:00Z`));
/** The same day `years` on, or that month's last day where it has no such day (29 February). */
const yearsOn = (day: string, years: number) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${year + years}-${day.slice(5, 7)}-${String(Math.min(date, last)).padStart(2, "0")}`;
};

test.describe.configure({ mode: "serial" });

test("a plan defined by the owner is bought on the customer's page without JavaScript, starts when its payment is recorded, is due on the board, and prices the next repair", async ({
  asStaff,
  browser,
  staffRequest,
}) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "owner", into: owner, server: app });
  const settings = await owner.newPage();
  await settings.goto("/admin/form-settings/plans");
  await settings.getByLabel("Plan name").fill("Care 12");
  await settings.getByLabel("Price with GST (₹)").fill("1999");
  await settings.getByLabel("Preventive visits").fill("2");
  await expect(settings.getByLabel("Covers labour on repairs")).toBeChecked();
  await settings.getByLabel("Terms (English)").fill("Two preventive visits in a year; labour on repairs free.");
  await settings.getByRole("button", { name: "Add Plan" }).click();
  await expect(settings.getByText("Plan Added")).toBeVisible();
  await expect(settings.getByText("Care 12 · ₹1,999 · 12 months · 2 visits")).toBeVisible();
  // The owner's rule for a visit never booked: a clear message for a bad number, then saved.
  const rule = settings.getByLabel("A plan visit not booked is marked missed after (days)");
  await rule.fill("0");
  await settings.getByRole("button", { name: "Save rule" }).click();
  await expect(settings.getByRole("alert").filter({ hasText: "At least 1 day" })).toBeVisible();
  await rule.fill("45");
  await settings.getByRole("button", { name: "Save rule" }).click();
  await expect(settings.getByText("Plan Rule Saved")).toBeVisible();
  await expect(rule).toHaveValue("45");

  // A booking done today: the office confirms and completes it.
  const phone = `93${String(Date.now()).slice(-8)}`;
  const name = uniqueName("Meera");
  const customer = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await customer.newPage();
  expect((await page.request.post(`${app.origin}/book`, { form: { ...bookingFormFields(name), phone, visitDate: TODAY } })).ok()).toBe(true);
  const booking = queryAt<{ id: number; token: string }>(app.databasePath, "select id, token from bookings where name = ?", name)[0]!;
  const office = await staffRequest({ role: "office", server: app });
  await billTheVisit(office, booking.id);
  for (const status of ["confirmed", "completed"])
    expect((await office.post(`/admin/bookings/${booking.id}/status`, { form: { intent: "status", status } })).status()).toBeLessThan(400);

  // The customer's page offers the plan; they buy it, with JavaScript off.
  await page.goto(`${app.origin}/booking/${booking.token}`);
  const plans = page.getByRole("region", { name: "A maintenance plan for your machine" });
  await expect(plans).toContainText("12 months · 2 preventive visits · ₹1,999 with GST");
  await expect(plans).toContainText("No labour charge on repairs");
  await plans.getByRole("button", { name: "Buy Care 12" }).click();
  await expect(page.getByText("Plan chosen: pay to start it")).toBeVisible();
  await expect(plans).toContainText("Care 12: waiting for your payment of ₹1,999");
  await expect(plans.getByRole("link", { name: "Pay ₹1,999 with UPI" })).toHaveAttribute("href", /^upi:\/\/pay\?pa=washfix%40okaxis/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The office records its payment: the plan starts today, for a year, with two visits.
  const admin = await owner.newPage();
  await admin.goto(`/admin/bookings/${booking.id}`);
  const card = admin.getByRole("region", { name: "Maintenance plan" });
  await expect(card).toContainText("asked for: waiting for its payment");
  await card.getByLabel("UPI or card reference").fill("412345678901");
  await card.getByRole("button", { name: "Record plan payment" }).click();
  await expect(admin.getByText("Plan Payment Recorded")).toBeVisible();

  await page.reload();
  const until = longDay(yearsOn(TODAY, 1));
  await expect(plans).toContainText(`Your maintenance plan Care 12 is in force until ${until}.`);
  await plans.getByRole("link", { name: "See your plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Care 12" })).toBeVisible();
  await expect(page.getByText(`In force until ${until}`)).toBeVisible();
  const visits = page.getByRole("region", { name: "Preventive visits" }).getByRole("listitem");
  await expect(visits).toHaveCount(2);
  await expect(visits.nth(0)).toContainText("Due");
  await expect(visits.nth(1)).toContainText("Due");
  await expect(page.getByText("Two preventive visits in a year; labour on repairs free.")).toBeVisible();
  // The serial from the machine's label ties the plan to it; a mangled one is refused in place.
  await page.getByLabel("Your machine's serial number (optional)").fill("<b>");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Write the serial number as the label shows it");
  await page.getByLabel("Your machine's serial number (optional)").fill("WA80F5S2/UTL");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByLabel("Your machine's serial number (optional)")).toHaveValue("WA80F5S2/UTL");
  expect(queryAt(app.databasePath, "select serial from customer_plans where booking_id = ?", booking.id)).toEqual([{ serial: "WA80F5S2/UTL" }]);
  await page.screenshot({ path: test.info().outputPath("plan-page-360.png"), fullPage: true });
  // The warranty checker knows it, by the booking's reference (JavaScript off); never by a phone alone.
  const { reference } = queryAt<{ reference: string }>(app.databasePath, "select reference from bookings where id = ?", booking.id)[0]!;
  await page.goto(`${app.origin}/check-warranty`);
  await page.getByLabel("Booking reference").fill(reference.toLowerCase());
  await page.getByRole("button", { name: "Check my plan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Under plan" })).toHaveText(`Under plan Care 12 until ${until}.`);
  await page.goto(`${app.origin}/check-warranty?planRef=WF-NONE1`);
  await expect(page.getByText("We find no maintenance plan in force for the machine of this booking.")).toBeVisible();
  await customer.close();
  await owner.close();

  // The server's clock ten days before the first visit: the office's board shows it due.
  const [first] = queryAt<{ due_on: string }>(app.databasePath, "select due_on from plan_visits order by seq limit 1");
  await app.stop();
  const later = `${new Date(Date.parse(`${first!.due_on}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10)}T09:00:00+05:30`;
  app = await start(later);
  const desk = await browser.newContext({ baseURL: app.origin, viewport: { width: 1280, height: 900 } });
  await asStaff({ role: "office", into: desk, server: app, now: new Date(later).toISOString() });
  const board = await desk.newPage();
  await board.goto("/admin/board");
  const due = board.getByRole("region", { name: /Plan visits due/ });
  await expect(due).toContainText("Plan visit due");
  await expect(due).toContainText(name);
  await board.screenshot({ path: test.info().outputPath("board-plan-visit.png"), fullPage: true });

  // A stranger books with the holder's phone: no proof. Not under the plan, billed at the normal
  // price, and the warranty checker says nothing of the plan for his booking; the office sees the
  // same phone and links it only after calling the holder.
  const stranger = uniqueName("Not Meera");
  expect((await board.request.post(`${app.origin}/book`, { form: { ...bookingFormFields(stranger), phone, visitDate: later.slice(0, 10) } })).ok()).toBe(true);
  const strangers = queryAt<{ id: number; reference: string }>(app.databasePath, "select id, reference from bookings where name = ?", stranger)[0]!;
  await board.goto(`/admin/bookings/${strangers.id}`);
  const samePhone = board.getByRole("region", { name: "Maintenance plan" });
  await expect(samePhone).toContainText(`Same phone as plan holder ${name}`);
  await expect(samePhone).toContainText("link after you have called");
  await expect(board.getByText("Under plan", { exact: true })).toHaveCount(0);
  await board.goto(`/admin/bookings/${strangers.id}/bill`);
  await board.getByLabel("Description").fill("General repair labour");
  await board.getByLabel("Unit price (₹)").fill("450");
  await board.getByRole("button", { name: "Add item" }).click();
  await expect(board.getByText("General repair labour", { exact: true })).toBeVisible();
  expect(queryAt(app.databasePath, "select unit_paise from bill_items where booking_id = ?", strangers.id)).toEqual([{ unit_paise: 450_00 }]);
  const checker = await browser.newPage({ baseURL: app.origin, javaScriptEnabled: false });
  await checker.goto(`/check-warranty?planRef=${strangers.reference}`);
  await expect(checker.getByText("We find no maintenance plan in force for the machine of this booking.")).toBeVisible();
  await expect(checker.getByText("Care 12")).toHaveCount(0);

  // The holder books from the plan's own page ("Book a plan visit", JavaScript off): under plan, and its bill charges no labour.
  const { token: planToken } = queryAt<{ token: string }>(app.databasePath, "select token from customer_plans where booking_id = ?", booking.id)[0]!;
  await checker.goto(`/plan/${planToken}`);
  await checker.getByRole("link", { name: "Book a plan visit" }).click();
  const again = uniqueName("Meera again");
  await checker.getByLabel("Your Name *").fill(again);
  await checker.getByLabel("Phone Number *").fill(phone);
  await checker.getByLabel("Locality *").fill("Jayanagar");
  await checker.getByLabel("Preferred date *").fill(new Date(Date.parse(`${later.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  await checker.getByRole("button", { name: "Book Technician" }).click();
  await expect(checker).toHaveURL(/\/book\/thank-you\?booking=/);
  const second = queryAt<{ id: number; customer_plan_id: number | null }>(
    app.databasePath,
    "select id, customer_plan_id from bookings where name = ?",
    again,
  )[0]!;
  expect(second.customer_plan_id).not.toBeNull();
  await board.goto(`/admin/bookings/${second.id}`);
  await expect(board.getByText("Under plan").first()).toBeVisible();
  await board.goto(`/admin/bookings/${second.id}/bill`);
  await board.getByLabel("Description").fill("General repair labour");
  await board.getByLabel("Unit price (₹)").fill("450");
  await board.getByRole("button", { name: "Add item" }).click();
  await expect(board.getByText("General repair labour (labour covered by plan Care 12)")).toBeVisible();
  expect(queryAt(app.databasePath, "select unit_paise from bill_items where booking_id = ?", second.id)).toEqual([{ unit_paise: 0 }]);
  await board.screenshot({ path: test.info().outputPath("bill-under-plan.png"), fullPage: true });

  // The office calls the holder, who says the stranger's booking is theirs after all: linked, audited.
  await board.goto(`/admin/bookings/${strangers.id}`);
  await board.getByRole("button", { name: "Link to Care 12 after a call" }).click();
  await expect(board.getByText("Booking Under Plan")).toBeVisible();
  await expect(board.getByText("Under plan").first()).toBeVisible();
  expect(queryAt(app.databasePath, "select action from audit_log where booking_id = ? and action = 'plan-linked'", strangers.id)).toHaveLength(1);
  await checker.close();
  await desk.close();
});

test("a technician whose account speaks Kannada sells a plan at the door at 360 px: a line of the bill, started when the bill is paid", async ({
  asStaff,
  browser,
  staffRequest,
}) => {
  test.setTimeout(90_000);
  const owner = await staffRequest({ role: "owner", server: app, now: serverStart });
  const planName = `Door ${String(Date.now()).slice(-5)}`;
  const added = await owner.post("/admin/form-settings/plans", {
    form: { intent: "add", name: planName, price: "2499", months: "24", visits: "4", coversLabour: "on", terms: "Four visits in two years." },
  });
  expect(added.status()).toBeLessThan(400);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: phone, server: app, now: serverStart });
  const name = uniqueName("Lakshmi");
  expect(
    (
      await phone.request.post(`${app.origin}/kn/book`, {
        form: { ...bookingFormFields(name), phone: `92${String(Date.now()).slice(-8)}`, visitDate: serverDay },
      })
    ).ok(),
  ).toBe(true);
  const visit = queryAt<{ id: number }>(app.databasePath, "select id from bookings where name = ?", name)[0]!;
  const office = await staffRequest({ role: "office", server: app, now: serverStart });
  expect(
    (await office.post(`/admin/bookings/${visit.id}`, { form: { intent: "assign", technicianId: String(technician.technicianId) } })).status(),
  ).toBeLessThan(400);

  await phone.goto(`${app.origin}/admin/jobs/${visit.id}`);
  const plans = phone.getByRole("group", { name: kn("field.planTitle") });
  await expect(plans.getByText(`₹2,499 · ${kn("field.planTerm", { months: "24", visits: "4" })}`)).toBeVisible();
  await plans.getByRole("radio", { name: planName }).check();
  await phone.getByRole("button", { name: kn("field.addPlan") }).click();
  await expect(phone.getByText(kn("field.planAdded"))).toBeVisible();
  const bill = phone.getByRole("region", { name: kn("field.bill") });
  // The plan's line in his language, its name as the owner typed it.
  await expect(bill.getByRole("listitem").filter({ hasText: kn("line.plan", { item: planName, months: "24", visits: "4" }) })).toContainText("₹2,499");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.screenshot({ path: test.info().outputPath("job-plan-kn-360.png"), fullPage: true });
  expect(queryAt(app.databasePath, "select status, sold_as from customer_plans where customer_plans.booking_id = ?", visit.id)).toEqual([
    { status: "awaiting-payment", sold_as: "bill" },
  ]);

  // He takes the cash: the bill is paid, and the plan starts today for 24 months, with its four visits.
  await phone.getByRole("radio", { name: kn("field.cash") }).check();
  await phone.getByRole("button", { name: kn("field.record", { amount: "₹2,499" }) }).click();
  await expect(phone.getByText(kn("field.paidInFull"))).toBeVisible();
  const started = queryAt<{ status: string; starts_on: string; ends_on: string }>(
    app.databasePath,
    "select status, starts_on, ends_on from customer_plans where booking_id = ?",
    visit.id,
  );
  expect(started).toEqual([{ status: "active", starts_on: serverDay, ends_on: yearsOn(serverDay, 2) }]);
  expect(
    queryAt(
      app.databasePath,
      "select count(*) as n from plan_visits join customer_plans on customer_plans.id = customer_plan_id where customer_plans.booking_id = ?",
      visit.id,
    ),
  ).toEqual([{ n: 4 }]);
  await context.close();
});

test("a technician whose account speaks Kannada records a plan's own payment on the job screen at 360 px without JavaScript: UPI with its UTR, and the plan starts", async ({
  asStaff,
  browser,
  staffRequest,
}) => {
  test.setTimeout(90_000);
  const owner = await staffRequest({ role: "owner", server: app, now: serverStart });
  const planName = `Own ${String(Date.now()).slice(-5)}`;
  const added = await owner.post("/admin/form-settings/plans", {
    form: { intent: "add", name: planName, price: "1999", months: "12", visits: "2", coversLabour: "on", terms: "Two visits in a year." },
  });
  expect(added.status()).toBeLessThan(400);

  // His visit today, done; the customer buys the plan on their booking's page, to pay on its own.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: phone, server: app, now: serverStart });
  const name = uniqueName("Shanthamma");
  expect(
    (
      await phone.request.post(`${app.origin}/kn/book`, {
        form: { ...bookingFormFields(name), phone: `94${String(Date.now()).slice(-8)}`, visitDate: serverDay },
      })
    ).ok(),
  ).toBe(true);
  const visit = queryAt<{ id: number; token: string }>(app.databasePath, "select id, token from bookings where name = ?", name)[0]!;
  const office = await staffRequest({ role: "office", server: app, now: serverStart });
  expect(
    (await office.post(`/admin/bookings/${visit.id}`, { form: { intent: "assign", technicianId: String(technician.technicianId) } })).status(),
  ).toBeLessThan(400);
  // Assigning confirmed it; the office bills the visit and completes it.
  await billTheVisit(office, visit.id);
  expect((await office.post(`/admin/bookings/${visit.id}/status`, { form: { intent: "status", status: "completed" } })).status()).toBeLessThan(400);
  const customer = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await customer.newPage();
  await page.goto(`${app.origin}/booking/${visit.token}`);
  await page.getByRole("button", { name: `Buy ${planName}` }).click();
  await expect(page.getByText("Plan chosen: pay to start it")).toBeVisible();
  await customer.close();

  // On his job screen, in Kannada: the plan waiting for its payment. UPI without its UTR is refused in his words.
  await phone.goto(`${app.origin}/admin/jobs/${visit.id}`);
  const plans = phone.getByRole("region", { name: kn("field.planTitle") });
  await expect(plans).toContainText(kn("field.planWaiting", { name: planName, amount: "₹1,999" }));
  await plans.getByRole("radio", { name: kn("field.upi") }).check();
  await plans.getByRole("button", { name: kn("field.recordPlanPayment", { amount: "₹1,999" }) }).click();
  await expect(phone.getByRole("alert").filter({ hasText: kn("field.utrMissing") })).toBeVisible();
  expect(queryAt(app.databasePath, "select status from customer_plans where booking_id = ?", visit.id)).toEqual([{ status: "awaiting-payment" }]);

  await plans.getByRole("radio", { name: kn("field.upi") }).check();
  await plans.getByLabel(kn("field.utr")).fill("812345678901");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.screenshot({ path: test.info().outputPath("job-plan-payment-kn-360.png"), fullPage: true });
  await plans.getByRole("button", { name: kn("field.recordPlanPayment", { amount: "₹1,999" }) }).click();
  await expect(phone.getByText(kn("field.planPaid"))).toBeVisible();
  await expect(phone.getByRole("region", { name: kn("field.planTitle") })).toHaveCount(0);
  expect(
    queryAt(app.databasePath, "select status, payment_method, payment_reference, starts_on, ends_on from customer_plans where booking_id = ?", visit.id),
  ).toEqual([{ status: "active", payment_method: "upi", payment_reference: "812345678901", starts_on: serverDay, ends_on: yearsOn(serverDay, 1) }]);
  expect(queryAt(app.databasePath, "select count(*) as n from audit_log where booking_id = ? and action = 'plan-paid'", visit.id)).toEqual([{ n: 1 }]);
  await context.close();
});

test("with the network cut as the customer buys a plan (JavaScript on, 390 px), the page says nothing was changed, and nothing was", async ({
  browser,
  staffRequest,
}) => {
  const owner = await staffRequest({ role: "owner", server: app, now: serverStart });
  await owner.post("/admin/form-settings/plans", {
    form: { intent: "add", name: `Cut ${String(Date.now()).slice(-5)}`, price: "999", months: "12", visits: "1", terms: "One visit." },
  });
  const name = uniqueName("Cut");
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  expect(
    (
      await page.request.post(`${app.origin}/book`, { form: { ...bookingFormFields(name), phone: `94${String(Date.now()).slice(-8)}`, visitDate: serverDay } })
    ).ok(),
  ).toBe(true);
  const booking = queryAt<{ id: number; token: string }>(app.databasePath, "select id, token from bookings where name = ?", name)[0]!;
  const office = await staffRequest({ role: "office", server: app, now: serverStart });
  await billTheVisit(office, booking.id);
  for (const status of ["confirmed", "completed"])
    expect((await office.post(`/admin/bookings/${booking.id}/status`, { form: { intent: "status", status } })).status()).toBeLessThan(400);
  await page.goto(`${app.origin}/booking/${booking.token}`);
  // The page's scripts have taken over its forms (without them the browser itself would post, and show its own offline page).
  await waitForHydration(page);
  const buy = page.locator("#plans").getByRole("button").first();
  await expect(buy).toBeVisible();
  await context.setOffline(true);
  await buy.click();
  await expect(page.locator("#plans").getByRole("alert")).toHaveText("Your connection dropped: nothing was changed. Try again when you are back online.");
  await context.setOffline(false);
  expect(queryAt(app.databasePath, "select id from customer_plans where booking_id = ?", booking.id)).toEqual([]);
  await context.close();
});
