// What went wrong in the admin is said inside the admin: its header and tabs stay, the page says
// what happened (404, 403) and offers the way back to the account's own start page.
import { expect, test } from "@playwright/test";

import { logIn, logInToDashboard, uniqueName } from "./support";

test("an unknown admin path is a 404 inside the admin's shell, with a way back", async ({ page }) => {
  await logInToDashboard(page);
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

test("a page the account may not open is a 403 inside the admin's shell, with JavaScript off too", async ({ browser, page }) => {
  // An office account, made as the owner does.
  await logInToDashboard(page);
  const email = `${uniqueName("office").replace(/\W/g, "")}@example.com`.toLowerCase();
  const password = "a long enough password";
  const added = await page.request.post("/admin/settings", {
    form: { intent: "add-admin", email, password, role: "office", technicianId: "" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const office = await context.newPage();
    await logIn(office, password, email);
    await expect(office).toHaveURL(/\/admin$/);
    const response = await office.goto("/admin/settings/audit");
    expect(response?.status()).toBe(403);
    await expect(office.getByRole("heading", { name: "Not for your account" })).toBeVisible();
    await expect(office.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    await expect(office.getByText(email)).toBeVisible();
    await office.getByRole("link", { name: "Back to bookings" }).click();
    await expect(office).toHaveURL(/\/admin$/);
    await context.close();
  }
});
