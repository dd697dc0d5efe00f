// A Kannada technician at 360 px, the rest of the basement: Work done tapped with no signal is kept
// on his phone and sent in order when the signal returns (recorded once after the payment kept
// before it; with money still due it is refused on arrival and said in Kannada); today's job
// screen opens from his day in a browser started again with no signal; and an admin page opened
// with no signal (Settings) is the offline page in Kannada, not the error page, also when the phone
// says it is online while nothing arrives.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { BrowserContext, Page } from "@playwright/test";

import { serverTranslator } from "../../app/lib/i18n/messages.server";
import { assign } from "./field-support";
import { expect, test } from "./fixtures";
import { PENDING_SCRIPTS, query, TODAY } from "./support";

const kn = serverTranslator("kn");
const VISIT_CHARGE = "ಭೇಟಿ ಶುಲ್ಕ · ₹299";

/** Now on the shared server's clock (playwright.config.ts starts it at E2E_CLOCK_START and it runs on from the run's origin). */
function serverNow(): number {
  return Date.parse(process.env.E2E_CLOCK_START!) + (Date.now() - Number(process.env.E2E_CLOCK_ORIGIN));
}

/** Adds the visit charge from the price list on the job screen, with a signal. */
async function addVisitCharge(job: Page) {
  await job.getByLabel(kn("field.fromPriceList")).selectOption({ label: VISIT_CHARGE });
  await job
    .getByRole("button", { name: kn("field.add"), exact: true })
    .first()
    .click();
  await expect(
    job
      .getByRole("region", { name: kn("field.bill") })
      .getByText("₹299", { exact: true })
      .first(),
  ).toBeVisible();
}

const steps = (bookingId: number) =>
  query<{ step: string; recorded_at: string }>("select step, recorded_at from visit_progress where booking_id = ? order by id", bookingId);
const statusOf = (bookingId: number) => query<{ status: string }>("select status from bookings where id = ?", bookingId)[0]!.status;

test("offline, a payment and Work done wait on his phone and are recorded once, in order, when the signal returns; Work done with money due is refused on arrival and said in Kannada", async ({
  asStaff,
  booking,
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const job = await context.newPage();
  const technician = await asStaff({ role: "technician", language: "kn", into: job });
  const paid = await booking({ visitDate: TODAY, timeSlot: "evening" });
  const owing = await booking({ visitDate: TODAY, timeSlot: "evening" });
  await assign(paid.id, technician);
  await assign(owing.id, technician);
  // His phone's clock, ten minutes behind the server's: Work done is recorded when he tapped it.
  const tapped = new Date(Math.floor(serverNow() / 1000) * 1000 - 10 * 60_000);
  await context.clock.setFixedTime(tapped);

  // The visit that will be paid: its line added with a signal, then the cash and Work done in a basement.
  await job.goto(`/admin/jobs/${paid.id}`);
  await expect(job.locator(PENDING_SCRIPTS)).toHaveCount(0);
  await addVisitCharge(job);
  await context.setOffline(true);
  const payment = job.getByRole("region", { name: kn("field.collectTitle", { amount: "₹299" }) });
  await payment.getByRole("radio", { name: kn("field.cash") }).check();
  await payment.getByRole("button", { name: kn("field.record", { amount: "₹299" }) }).click();
  await expect(payment.getByRole("status")).toHaveText(`⏳ ${kn("field.paymentWaiting", { amount: "₹299.00" })}`);
  const finish = job.getByRole("region", { name: kn("field.work_done") });
  await finish.getByRole("button", { name: kn("field.work_done") }).click();
  await expect(finish.getByRole("status")).toHaveText(`⏳ ${kn("field.waiting", { step: kn("field.work_done") })}`);
  expect(steps(paid.id)).toEqual([]);
  expect(statusOf(paid.id)).not.toBe("completed");
  await job.screenshot({ path: test.info().outputPath("job-kn-360-work-done-offline.png"), fullPage: true });

  // Back up the stairs: the payment first, then Work done; both said in Kannada, recorded once.
  await context.setOffline(false);
  const said = job.locator("[data-taps-sent]");
  await expect(said).toContainText(kn("field.tapSent", { what: "₹299.00" }));
  await expect(said).toContainText(kn("field.tapSent", { what: kn("field.work_done") }));
  await expect(finish.getByText(kn("field.completedNote"))).toBeVisible();
  expect(statusOf(paid.id)).toBe("completed");
  expect(steps(paid.id)).toEqual([{ step: "work_done", recorded_at: tapped.toISOString() }]);
  expect(query("select amount_paise, method from payments where booking_id = ?", paid.id)).toEqual([{ amount_paise: 29_900, method: "cash" }]);
  expect(await job.evaluate(() => JSON.parse(localStorage.getItem("field-taps") ?? "[]").length)).toBe(0);

  // The visit with money due: Work done kept offline is refused when it arrives, and he is told why, in Kannada.
  await job.goto(`/admin/jobs/${owing.id}`);
  await expect(job.locator(PENDING_SCRIPTS)).toHaveCount(0);
  await addVisitCharge(job);
  await context.setOffline(true);
  await finish.getByRole("button", { name: kn("field.work_done") }).click();
  await expect(finish.getByRole("status")).toHaveText(`⏳ ${kn("field.waiting", { step: kn("field.work_done") })}`);
  await context.setOffline(false);
  await expect(said).toContainText(kn("field.tapNotDone", { what: kn("field.work_done") }));
  await expect(finish.getByRole("alert")).toHaveText(`⚠ ${kn("field.doneRefusedLater")} ${kn("refusal.stillDue", { amount: "₹299" })}${kn("field.ok")}`);
  expect(statusOf(owing.id)).not.toBe("completed");
  expect(steps(owing.id)).toEqual([]);
  await job.screenshot({ path: test.info().outputPath("job-kn-360-work-done-refused.png"), fullPage: true });
  // Dismissed, it is gone, and Work done is still there to tap once paid.
  await finish.getByRole("button", { name: kn("field.ok") }).click();
  await expect(finish.getByRole("alert")).toHaveCount(0);
  await expect(finish.getByRole("button", { name: kn("field.work_done") })).toBeVisible();
  await context.close();
});

/** The copies the worker keeps of his day and jobs, by path. */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await (await caches.open("admin-day-v2")).keys()).map((kept) => new URL(kept.url).pathname));
}

test("a browser started again with no signal opens today's job from his day, in Kannada, its forms working", async ({
  asStaff,
  booking,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "washfix-basement-"));
  const launch = (offline: boolean): Promise<BrowserContext> =>
    playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL, viewport: { width: 360, height: 740 }, offline });
  try {
    let context = await launch(false);
    let page = context.pages()[0] ?? (await context.newPage());
    const technician = await asStaff({ role: "technician", language: "kn", into: context });
    const visit = await booking({ visitDate: TODAY, timeSlot: "evening" });
    await assign(visit.id, technician);
    await page.goto("/admin/day");
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    // Loaded again under the worker: the day and today's job screens are kept, with their scripts.
    await page.reload();
    await expect(page.getByText(visit.name)).toBeVisible();
    await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(["/admin/day", `/admin/jobs/${visit.id}`]));
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("admin-assets-v1")).keys()).length), { timeout: 15_000 }).toBeGreaterThan(3);
    await context.close();

    // The phone restarted in a basement: no signal from the start.
    context = await launch(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/admin/day");
    await expect(page.getByRole("heading", { name: kn("field.title") })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: visit.reference });
    await card.getByRole("link", { name: kn("field.openJob") }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${visit.id}$`));
    await expect(page.getByRole("heading", { name: visit.name })).toBeVisible();
    // Its scripts came from the phone: the page runs, and Arrived tapped here is kept to send later.
    await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
    await page.getByRole("button", { name: kn("field.arrived") }).click();
    await expect(page.getByRole("region", { name: kn("field.arrived") }).getByRole("status")).toHaveText(
      `⏳ ${kn("field.waiting", { step: kn("field.arrived") })}`,
    );
    await page.screenshot({ path: testInfo.outputPath("job-kn-360-cold-offline.png"), fullPage: true });
    expect(steps(visit.id)).toEqual([]);
    await context.close();
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("with no signal, Settings opened from his tabs, or loaded, is the offline page in Kannada", async ({ asStaff, browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await asStaff({ role: "technician", language: "kn", into: page });
  await page.goto("/admin/day");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  // The worker has heard his language from the admin's pages.
  await page.reload();
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  await expect.poll(() => page.evaluate(async () => (await (await caches.open("admin-offline-v2")).match("/admin/offline/language"))?.text())).toBe("kn");

  await context.setOffline(true);
  await page.getByRole("link", { name: kn("admin.tab.settings") }).click();
  await expect(page.getByRole("heading", { name: kn("offline.title") })).toBeVisible();
  await expect(page.getByText(kn("offline.text"))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.screenshot({ path: test.info().outputPath("settings-kn-360-offline.png"), fullPage: true });

  await page.goto("/admin/settings").catch(() => undefined);
  await expect(page.getByRole("heading", { name: kn("offline.title") })).toBeVisible();
  // The signal back, "Try again" loads Settings itself.
  await context.setOffline(false);
  await page.getByRole("link", { name: kn("offline.tryAgain") }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { name: kn("offline.title") })).toHaveCount(0);
  await context.close();
});

test("a phone that says it is online with no signal, following a link to a page it never loaded, gets that page offline, not the page it was on", async ({
  asStaff,
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await asStaff({ role: "technician", language: "kn", into: page });
  await page.goto("/admin/day");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
  await page.reload();
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  await expect.poll(() => page.evaluate(async () => (await (await caches.open("admin-offline-v2")).match("/admin/offline/language"))?.text())).toBe("kn");

  // Nothing arrives (the worker's fetches too), while the browser still says it is online.
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.getByRole("link", { name: kn("admin.tab.settings") }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole("heading", { name: kn("offline.title") })).toBeVisible();
  await context.close();
});
