// What went wrong in the admin is said inside the admin: its header and tabs stay, the page says
// what happened (404, 403) and offers the way back to the account's own start page.
import { expect, test } from "./fixtures";

test("an unknown admin path is a 404 inside the admin's shell, with a way back", async ({ asStaff, page }) => {
  await asStaff();
  const response = await page.goto("/admin/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // Not the public site's page.
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to bookings" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a page the account may not open is a 403 inside the admin's shell, with JavaScript off too", async ({ asStaff, browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const office = await asStaff({ role: "office", into: context });
    const page = await context.newPage();
    const response = await page.goto("/admin/settings/audit");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not for your account" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    await expect(page.getByText(office.email)).toBeVisible();
    await page.getByRole("link", { name: "Back to bookings" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await context.close();
  }
});
