// The office runs the day from the board on a phone (390 px): after Save the page stays where the
// office was (JavaScript on) or lands on the card (off); a reassignment names from and to, in the
// toast and the audit. The owner sees the team on analytics, and Today on analytics and the books.
import { type Browser, type Page } from "@playwright/test";

import { addDays } from "../../app/lib/time/ist";
import { expect, test } from "./fixtures";
import { query, TODAY, waitForHydration } from "./support";

async function phone(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 800 } });
  return context.newPage();
}

const assignIn = (scope: ReturnType<Page["getByRole"]>, label: string) => scope.getByLabel(label).locator("xpath=ancestor::form");

test("the office assigns from the board and stays at the card; a reassignment names from and to (JavaScript on)", async ({
  browser,
  asStaff,
  staffRequest,
  booking,
}) => {
  test.setTimeout(90_000);
  const ravi = (await staffRequest({ role: "technician" })).staff;
  const suresh = (await staffRequest({ role: "technician" })).staff;
  // A day of its own, with enough unassigned visits that a card's place on a technician is far below the tray.
  const day = addDays(TODAY, 9);
  const visits = [];
  for (let i = 0; i < 7; i++) visits.push(await booking({ visitDate: day }));
  const [first, second] = visits as [(typeof visits)[number], (typeof visits)[number]];

  const office = await phone(browser);
  await asStaff({ role: "office", into: office });
  await office.goto(`/admin/board?day=${day}`);
  await waitForHydration(office);
  const tray = office.getByRole("region", { name: /Unassigned/ });
  const form = assignIn(tray, `Technician for ${second.reference}`);
  await form.scrollIntoViewIfNeeded();
  const before = await office.evaluate(() => window.scrollY);
  await tray.getByLabel(`Technician for ${second.reference}`).selectOption({ label: ravi.technicianName! });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(office.getByRole("status").getByText("Technician Assigned · Booking Confirmed")).toBeVisible();
  await expect(tray.getByLabel(`Technician for ${second.reference}`)).toHaveCount(0);
  // The card went to Ravi, far down the page; the view stayed in the tray.
  const card = office.locator(`#visit-${second.id}`);
  const cardTop = await card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(cardTop - before).toBeGreaterThan(1000);
  expect(Math.abs((await office.evaluate(() => window.scrollY)) - before)).toBeLessThan(150);
  expect(new URL(office.url()).hash).toBe("");

  // Reassigned to Suresh from Ravi's column: the toast and the audit name both.
  await card.getByLabel(`Move ${second.reference} to`).selectOption({ label: suresh.technicianName! });
  await card.getByRole("button", { name: "Save" }).click();
  const toast = office.getByRole("status");
  await expect(toast.getByText("Technician Reassigned")).toBeVisible();
  await expect(toast.getByText(`${ravi.technicianName} → ${suresh.technicianName}`)).toBeVisible();
  expect(query<{ detail: string }>("select detail from audit_log where action = 'technician-assigned' and booking_id = ? order by id", second.id)).toEqual([
    { detail: `Booking ${second.reference}: Assigned to ${ravi.technicianName}` },
    { detail: `Booking ${second.reference}: ${ravi.technicianName} → ${suresh.technicianName}` },
  ]);
  expect(query("select technician_id from bookings where id = ?", second.id)).toEqual([{ technician_id: suresh.technicianId }]);
  await office.screenshot({ path: test.info().outputPath("board-day-390.png") });

  // Without JavaScript the redirect lands on the card's own anchor.
  const plain = await phone(browser, false);
  await asStaff({ role: "office", into: plain });
  await plain.goto(`/admin/board?day=${day}`);
  const plainTray = plain.getByRole("region", { name: /Unassigned/ });
  await plainTray.getByLabel(`Technician for ${first.reference}`).selectOption({ label: suresh.technicianName! });
  await assignIn(plainTray, `Technician for ${first.reference}`).getByRole("button", { name: "Save" }).click();
  await expect(plain.getByRole("status").getByText("Technician Assigned · Booking Confirmed")).toBeVisible();
  expect(new URL(plain.url()).hash).toBe(`#visit-${first.id}`);
  await expect(
    plain
      .getByLabel(`Any time, ${suresh.technicianName}`)
      .or(plain.locator(`#visit-${first.id}`))
      .first(),
  ).toBeVisible();
});

test("the owner sees the team on analytics with Today; the office does not; the books offer Today", async ({ browser, asStaff, staffRequest, booking }) => {
  test.setTimeout(60_000);
  const mohan = (await staffRequest({ role: "technician" })).staff;
  const visit = await booking({ visitDate: TODAY });
  const owner = await staffRequest();
  expect(
    (await owner.post(`/admin/bookings/${visit.id}`, { form: { intent: "assign", technicianId: String(mohan.technicianId) }, maxRedirects: 0 })).status(),
  ).toBe(303);

  const page = await phone(browser);
  await asStaff({ into: page });
  await page.goto("/admin/analytics");
  await page.getByRole("navigation", { name: "Ranges" }).getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${TODAY}&to=${TODAY}`));
  const team = page.getByRole("region", { name: "The team" });
  const row = team.getByRole("row", { name: new RegExp(mohan.technicianName!) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText("1"); // his visit of today (after his rating, none yet)
  await expect(row.getByRole("cell").first()).toHaveText("–");
  await expect(page.getByRole("region", { name: "Plan holders" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("team-390.png"), fullPage: true });

  await page.goto("/admin/books");
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/range=today/);
  await expect(page.getByRole("heading", { name: /^Books: today,/ })).toBeVisible();

  const desk = await phone(browser);
  await asStaff({ role: "office", into: desk });
  await desk.goto(`/admin/analytics?from=${TODAY}&to=${TODAY}`);
  await expect(desk.getByRole("heading", { name: /^Analytics/ })).toBeVisible();
  await expect(desk.getByRole("region", { name: "The team" })).toHaveCount(0);
});

test("the board lists the visits whose cash a technician holds; the office records his handover and undoes it the same day", async ({
  browser,
  asStaff,
  staffRequest,
  booking,
}) => {
  test.setTimeout(60_000);
  const ravi = await staffRequest({ role: "technician" });
  const name = ravi.staff.technicianName!;
  const visit = await booking({ visitDate: TODAY });
  const owner = await staffRequest();
  expect(
    (await owner.post(`/admin/bookings/${visit.id}`, { form: { intent: "assign", technicianId: String(ravi.staff.technicianId) }, maxRedirects: 0 })).status(),
  ).toBe(303);
  const item = query<{ id: number }>("select id from price_items where name = 'Visit charge'")[0]!.id;
  expect((await ravi.post(`/admin/jobs/${visit.id}`, { form: { intent: "add-ready", item: String(item) }, maxRedirects: 0 })).status()).toBe(303);
  expect((await ravi.post(`/admin/jobs/${visit.id}`, { form: { intent: "pay", method: "cash", amount: "299" }, maxRedirects: 0 })).status()).toBe(303);

  const office = await phone(browser);
  await asStaff({ role: "office", into: office });
  await office.goto("/admin/board");
  await waitForHydration(office);
  const his = office.getByRole("region", { name: "Cash with technicians" }).getByRole("listitem", { name, exact: true });
  await expect(his).toContainText("Holds ₹299");
  await expect(his.getByRole("link", { name: visit.reference })).toBeVisible();
  await his.getByRole("button", { name: "Record handover" }).click();
  await expect(office.getByRole("status").getByText("Cash Received")).toBeVisible();
  await expect(his).toContainText("Holds ₹0");
  await expect(his.getByRole("link", { name: visit.reference })).toHaveCount(0);

  await his.getByRole("button", { name: `Undo the handover of ₹299 by ${name}` }).click();
  await expect(office.getByRole("status").getByText("Handover Undone")).toBeVisible();
  await expect(his).toContainText("Holds ₹299");
  await expect(his.getByRole("link", { name: visit.reference })).toBeVisible();
  expect(query("select amount_paise, undone_by is not null as undone from cash_handovers where technician_id = ?", ravi.staff.technicianId)).toEqual([
    { amount_paise: 299_00, undone: 1 },
  ]);
});
