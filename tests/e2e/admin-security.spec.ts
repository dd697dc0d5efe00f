import { expect, test } from "@playwright/test";

import { ADMIN_EMAIL, ADMIN_PASSWORD, bookingsNamed, createBookingViaForm, logIn, logInToDashboard, query, uniqueName } from "./support";

const ADMIN_PAGES = [
  "/admin",
  "/admin?status=pending&q=a&page=2",
  "/admin/analytics",
  "/admin/form-settings",
  "/admin/form-settings/locations",
  "/admin/form-settings/time-slots",
  "/admin/form-settings/services",
  "/admin/settings",
  "/admin/settings/notifications",
  "/admin/bookings/1",
  "/admin/bookings/export",
  "/admin/bookings/1/status",
];

test.describe("admin without a session", () => {
  test("every admin page sends to the login and shows nothing", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const path of ADMIN_PAGES) {
      const response = await anonymous.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"], path).toMatch(/^\/admin(\/login)?$/);
    }
    await anonymous.dispose();
  });

  test("every admin action changes nothing and sends to the login", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    const tag = uniqueName("Anon");
    const booking = await createBookingViaForm(anonymous, tag);
    const actions: [string, Record<string, string>][] = [
      [`/admin/bookings/${booking.id}/status`, { status: "completed" }],
      ["/admin/form-settings/locations", { intent: "add", name: tag, popular: "on" }],
      ["/admin/form-settings/locations", { intent: "delete", id: "1" }],
      ["/admin/form-settings/locations", { intent: "toggle-popular", id: "1" }],
      ["/admin/form-settings/time-slots", { intent: "add", label: tag, value: tag }],
      ["/admin/form-settings/time-slots", { intent: "delete", id: "1" }],
      ["/admin/form-settings/services", { intent: "add", name: tag, description: tag }],
      ["/admin/form-settings/services", { intent: "delete", id: "1" }],
      ["/admin/settings", { intent: "add-admin", email: "intruder@example.com", password: "a long enough password" }],
      [
        "/admin/settings",
        { intent: "change-password", currentPassword: "x", newPassword: "a long enough password", confirmPassword: "a long enough password" },
      ],
      ["/admin/settings/notifications", { intent: "test" }],
      ["/admin/settings/notifications", { intent: "subscribe", endpoint: "https://push.example.com/x", p256dh: "B".repeat(87), auth: "A".repeat(22) }],
      ["/admin/settings/notifications", { intent: "remove-device", deviceId: "1" }],
    ];
    const before = JSON.stringify(
      query(
        "select (select count(*) from form_localities) l, (select count(*) from time_slots) t, (select count(*) from services) s, (select group_concat(popular) from form_localities) p",
      ),
    );
    for (const [path, form] of actions) {
      const response = await anonymous.post(path, { form, maxRedirects: 0 });
      expect(response.status(), `${path} ${form.intent ?? ""}`).toBe(302);
      expect(response.headers()["location"]).toBe("/admin/login");
    }
    expect(bookingsNamed(tag)[0]!.status).toBe("pending");
    expect(query("select 1 from admins where email = 'intruder@example.com'")).toEqual([]);
    expect(query("select 1 from push_subscriptions where endpoint = 'https://push.example.com/x'")).toEqual([]);
    expect(query("select 1 from alerts where kind = 'test'")).toEqual([]);
    const after = JSON.stringify(
      query(
        "select (select count(*) from form_localities) l, (select count(*) from time_slots) t, (select count(*) from services) s, (select group_concat(popular) from form_localities) p",
      ),
    );
    expect(after).toBe(before);
    await anonymous.dispose();
  });
});

test.describe("admin session", () => {
  test("posts from another site, or without an Origin, are refused with 403", async ({ page, baseURL }) => {
    const tag = uniqueName("Origin");
    const booking = await createBookingViaForm(page.request, tag);
    await logInToDashboard(page);
    // page.request shares the browser's session cookie.
    const forged = await page.request.post(`/admin/bookings/${booking.id}/status`, {
      form: { status: "completed" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    const noOrigin = await page.request.post("/admin/form-settings/locations", { form: { intent: "add", name: tag }, maxRedirects: 0 });
    expect(noOrigin.status()).toBe(403);
    // For page routes Remix itself refuses a cross-site post before any action runs (its own
    // CSRF check answers 500); nothing is stored either way.
    const forgedPagePost = await page.request.post("/admin/form-settings/locations", {
      form: { intent: "add", name: tag },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forgedPagePost.status()).toBeGreaterThanOrEqual(400);
    expect(bookingsNamed(tag)[0]!.status).toBe("pending");
    expect(query("select 1 from form_localities where name = ?", tag)).toEqual([]);

    const own = await page.request.post(`/admin/bookings/${booking.id}/status`, {
      form: { status: "confirmed" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(303);
    expect(bookingsNamed(tag)[0]!.status).toBe("confirmed");

    const loginWithoutOrigin = await page.request.post("/admin/login", {
      form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      maxRedirects: 0,
    });
    expect(loginWithoutOrigin.status()).toBe(403);
    const crossSiteLogin = await page.request.post("/admin/login", {
      form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSiteLogin.status()).toBeGreaterThanOrEqual(400);
    expect(crossSiteLogin.headers()["set-cookie"]).toBeUndefined();
  });

  test("each admin page renews the 7-day cookie; logout ends the session on the server too", async ({ page, context, browser }) => {
    await logInToDashboard(page);
    const response = await page.request.get("/admin/analytics");
    expect(response.headers()["set-cookie"]).toMatch(/__session=.*Max-Age=604800/);
    const session = (await context.cookies()).find((c) => c.name === "__session")!;

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The copied cookie of the ended session opens nothing.
    const replay = await browser.newContext();
    await replay.addCookies([session]);
    const replayPage = await replay.newPage();
    await replayPage.goto("/admin");
    await expect(replayPage).toHaveURL(/\/admin\/login$/);
    await replay.close();
  });
});

/** An address of its own per test, so one test's failed logins never hold another's login shut. */
function testAddress(): string {
  return `203.0.113.${Math.floor(Math.random() * 250) + 1}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`login limits (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("five wrong passwords for the owner's e-mail from one address do not stop the owner signing in from another", async ({ browser }) => {
      const attacker = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "Fly-Client-IP": testAddress() } });
      const page = await attacker.newPage();
      for (let i = 0; i < 5; i++) {
        await logIn(page, `wrong password ${i}`);
        await expect(page.getByRole("alert")).toHaveText("Invalid credentials");
      }
      // From there, the owner's e-mail is refused for 15 minutes, even with the right password.
      await logIn(page);
      await expect(page.getByRole("alert")).toHaveText(/^Too many failed login attempts\. Please try again in 1[45] minutes\.$/);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await attacker.close();

      const owner = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "Fly-Client-IP": testAddress() } });
      await logInToDashboard(await owner.newPage());
      await owner.close();
    });

    test("the login says the same for an unknown e-mail as for a wrong password", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "Fly-Client-IP": testAddress() } });
      const page = await context.newPage();
      await logIn(page, "wrong password");
      const wrongPassword = await page.getByRole("alert").textContent();
      await logIn(page, "wrong password", `${uniqueName("nobody").replace(/ /g, "-")}@example.com`);
      expect(await page.getByRole("alert").textContent()).toBe(wrongPassword);
      await context.close();
    });
  });
}

test("guesses spread over many e-mails from one address are refused after 20, the right admin's too; other addresses are not", async ({ browser, baseURL }) => {
  const address = testAddress();
  const context = await browser.newContext({ extraHTTPHeaders: { "Fly-Client-IP": address } });
  for (let i = 0; i < 20; i++) {
    const response = await context.request.post("/admin/login", {
      form: { email: `${uniqueName("guess").replace(/ /g, "-")}@example.com`, password: "wrong password" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(401);
  }
  const refused = await context.request.post("/admin/login", {
    form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(59 * 60);
  expect(refused.headers()["set-cookie"]).toBeUndefined();
  const page = await context.newPage();
  await logIn(page);
  await expect(page.getByRole("alert")).toHaveText(/^Too many failed login attempts\. Please try again in 60 minutes\.$/);
  await context.close();

  const other = await browser.newContext({ extraHTTPHeaders: { "Fly-Client-IP": testAddress() } });
  await logInToDashboard(await other.newPage());
  await other.close();
});
