// The 'openBooking' window event opens the booking dialog with its preset at any moment
// (docs/decisions/0017-public-pages-hydrate-on-first-touch.md): sent before a person's first touch
// it starts the page's scripts, as a touch would, and is kept until the dialog takes it; sent after
// a touch while the scripts load, or after hydration while the dialog's module loads, the same.
import { type Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { PENDING_SCRIPTS, waitForHydration } from "./support";

/** Remix's module script, held until the first touch (app/components/layout/scripts.tsx). */
const HELD = 'script[type="text/x-on-touch"]';

/** Sends the event as any script of the page would, and answers how many of the page's scripts were still waiting as it was sent. */
function sendOpenBooking(page: Page, detail: { service?: string; brand?: string }): Promise<number> {
  return page.evaluate(
    ({ preset, pending }) => {
      window.dispatchEvent(new CustomEvent("openBooking", { detail: preset }));
      return document.querySelectorAll(pending).length;
    },
    { preset: detail, pending: PENDING_SCRIPTS },
  );
}

/** Holds back every file whose address matches `pattern` until the test lets them go (the answer), so it can act while they load. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("sent right after the first paint, with no touch, the event starts the page's scripts and opens the dialog with its preset", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto("/services/installation", { waitUntil: "domcontentloaded" });
  // Nothing touched yet: the page's scripts are held, no framework file asked for.
  await expect(page.locator(HELD)).toHaveCount(1);
  expect(await page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length)).toBe(0);
  expect(await sendOpenBooking(page, { service: "Front Load Repair", brand: "Bosch" })).toBe(1);
  const dialog = page.getByRole("dialog", { name: "Book a Technician" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Service")).toHaveValue("Front Load Repair");
  await expect(dialog.getByLabel("Brand", { exact: true })).toHaveValue("Bosch");
  await expect(page).toHaveURL(/\/services\/installation$/);
  // Kept once: closed, it stays closed.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("sent after a touch while the page's scripts still load, the event opens the dialog with its preset once they ran", async ({ page }) => {
  const scripts = await hold(page, "**/assets/*.js");
  await page.goto("/services/door-lock-repair", { waitUntil: "domcontentloaded" });
  await page.keyboard.press("Shift");
  // The touch switched the held script on; React has not hydrated yet (the script is still there).
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  expect(await sendOpenBooking(page, { service: "PCB Repair", brand: "LG" })).toBe(1);
  scripts();
  const dialog = page.getByRole("dialog", { name: "Book a Technician" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Service")).toHaveValue("PCB Repair");
  await expect(dialog.getByLabel("Brand", { exact: true })).toHaveValue("LG");
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0);
  await expect(page).toHaveURL(/\/services\/door-lock-repair$/);
});

test("sent after hydration while the dialog's module loads, the last event's preset opens the dialog", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const dialogModule = await hold(page, "**/assets/booking-window-*.js");
  expect(await sendOpenBooking(page, { service: "PCB Repair", brand: "LG" })).toBe(0);
  expect(await sendOpenBooking(page, { service: "Front Load Repair", brand: "Bosch" })).toBe(0);
  dialogModule();
  const dialog = page.getByRole("dialog", { name: "Book a Technician" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Service")).toHaveValue("Front Load Repair");
  await expect(dialog.getByLabel("Brand", { exact: true })).toHaveValue("Bosch");
});
