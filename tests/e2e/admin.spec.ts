import { expect, test } from "@playwright/test";

import { ADMIN_EMAIL, billTheVisit, bookingsNamed, createBookingViaForm, logIn, uniqueName } from "./support";

test.describe("admin login", () => {
  test("a wrong password shows 'Invalid credentials' and no dashboard", async ({ page }) => {
    await logIn(page, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN_EMAIL);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the session cookie is HttpOnly, SameSite=Lax and Secure", async ({ page, context }) => {
    await logIn(page);
    await expect(page.getByText("Total Bookings")).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "__session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`admin handles a booking (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("log in, see the booking, confirm it, complete it, log out", async ({ page, request }) => {
      const name = uniqueName("Admin Flow");
      const booking = await createBookingViaForm(request, name);

      await logIn(page);
      await expect(page).toHaveURL(/\/admin$/);
      for (const label of ["Total Bookings", "Pending", "Completed", "Today"]) {
        await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
      }
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toContainText("+91 98450 12345");
      await expect(row).toContainText("Jayanagar");
      await expect(row).toContainText("Not specified");
      await expect(row).toContainText("pending");

      await row.getByRole("button", { name: `Confirm booking ${booking.id}` }).click();
      await expect(row).toContainText("confirmed");
      await expect.poll(() => bookingsNamed(name)[0]!.status).toBe("confirmed");

      // Complete is offered once the visit's work is on its bill, and asks first.
      await expect(row.getByLabel(`Complete booking ${booking.id}`)).toHaveCount(0);
      await billTheVisit(page.request, booking.id, { origin: new URL(page.url()).origin });
      await page.reload();
      await row.getByLabel(`Complete booking ${booking.id}`).click();
      await row.getByRole("button", { name: "Yes, mark completed" }).click();
      // The row says "completed" once saved (its question's "Yes, mark completed" says it too: wait for the database).
      await expect.poll(() => bookingsNamed(name)[0]!.status).toBe("completed");
      await expect(row.getByRole("button", { name: "Yes, mark completed" })).toHaveCount(0);

      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });
}

test.describe("admin without a session", () => {
  test("a status POST changes nothing and is sent to the login", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const name = uniqueName("Untouched");
    const booking = await createBookingViaForm(anonymous, name);

    const response = await anonymous.post(`/admin/bookings/${booking.id}/status`, {
      form: { status: "completed" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/admin/login");
    expect(bookingsNamed(name)[0]!.status).toBe("pending");

    const dashboard = await anonymous.get("/admin", { maxRedirects: 0 });
    expect(dashboard.status()).toBe(302);
    expect(await dashboard.text()).not.toContain(name);
    await anonymous.dispose();
  });
});
