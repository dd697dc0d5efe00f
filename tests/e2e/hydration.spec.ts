// A person who keeps tapping or typing while a page hydrates gets a working page. React Router
// suspends its first render while it decodes the page's data, and React 18 hydrates at once on a
// key or a tap, which cannot wait: before app/entry.client.tsx decoded the data first, a key
// pressed in that moment left the page unhydrated for good (React error 345) in 19 runs of 20.
import { expect, type Page, test } from "@playwright/test";

import { logIn, PENDING_SCRIPTS } from "./support";

/** Presses Shift every few milliseconds, as fast typing or a double tap would, from the moment the scripts start. */
async function pressThroughHydration(page: Page) {
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press("Shift");
    await page.waitForTimeout(5);
  }
}

for (const path of ["/services/installation", "/kn/services/door-lock-repair", "/hi"]) {
  test(`${path} hydrates while keys are pressed through it`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.goto(path);
    await pressThroughHydration(page);
    await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0, { timeout: 10_000 });
    expect(errors).toEqual([]);
    // Hydrated: the Book button opens the dialog instead of leaving for /book.
    await page.locator(`a[href*="/book"]:visible`).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
}

test("the staff login, whose scripts run as it loads, hydrates while keys are pressed through it", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto("/admin/login");
  await pressThroughHydration(page);
  await expect(page.locator(PENDING_SCRIPTS)).toHaveCount(0, { timeout: 10_000 });
  expect(errors).toEqual([]);
  await logIn(page);
  await expect(page).toHaveURL(/\/admin$/);
});
